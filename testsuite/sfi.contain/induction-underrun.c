/* Test that a pointer a loop moves down past the start of the data
   segment (an induction pointer at -O2, its step before its store) is
   stopped by the guard zone below it, or stays inside the domain, and
   never reaches memory outside it.  */
/* { dg-do run } */
/* { dg-skip-if "at -O0 the loop's pointers live in the memory it overwrites" { *-*-* } { "-O0" } { "" } } */
/* { dg-sfi-outcome {$status == 0 || ($status >= 128 && [regexp -line {^sfi: fault} $output])} } */

static int start[4];

int
main (int argc, char **argv)
{
  (void) argv;
  volatile int *p = start + 4, *end = start - (0x1200000 / sizeof (int));
  int *q = (int *) p;
  int *e = (int *) end;
  do
    {
      q--;
      *q = argc;
    }
  while (q != e);
  return start[0] == 0;
}
