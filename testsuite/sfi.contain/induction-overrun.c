/* Test that a pointer a loop advances past the end of the data segment
   (an induction pointer at -O2: the loop runs on the data register) is
   stopped by the guard zone, or stays inside the domain, and never
   reaches memory outside it.  */
/* { dg-do run } */
/* { dg-skip-if "at -O0 the loop's pointers live in the memory it overwrites" { *-*-* } { "-O0" } { "" } } */
/* { dg-sfi-outcome {$status == 0 || ($status >= 128 && [regexp -line {^sfi: fault} $output])} } */

static int start[4];

int
main (int argc, char **argv)
{
  (void) argv;
  /* 18 MiB on: beyond the default 16 MiB segment the tests use.  */
  volatile int *p = start, *end = start + (0x1200000 / sizeof (int));
  int *q = (int *) p;
  int *e = (int *) end;
  do
    {
      *q = argc;
      q++;
    }
  while (q != e);
  return start[0] == 0;
}
