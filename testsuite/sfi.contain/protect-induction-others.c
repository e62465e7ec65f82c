/* Test that in protect code a loop reading through an induction pointer
   on the data register and another base in a load register (the pointer
   advances past the end of the data segment, the other base is an
   address outside the domain) is stopped by the guard zone, or stays
   inside the domain, and never reads memory outside it.  First, on a
   loop that stays in the segment, the far base must read the domain's
   own word at its sandboxed address (START's).  */
/* { dg-do run } */
/* { dg-options "-fsfi=protect" } */
/* { dg-sfi-run-options "--require=protect" } */
/* { dg-skip-if "at -O0 the loop's pointers live in memory" { *-*-* } { "-O0" } { "" } } */
/* { dg-sfi-outcome {$status == 0 || ($status >= 128 && [regexp -line {^sfi: fault} $output])} } */

#include <stdint.h>

static int start[4] = { 1, 1, 1, 1 };

int __attribute__ ((noinline))
sum (const int *p, const int *e, const int *other, unsigned mask)
{
  int s = 0;
  unsigned i = 0;
  do
    {
      s += *p * other[i & mask];
      p++;
      i++;
    }
  while (p != e);
  return s;
}

int
main (int argc, char **argv)
{
  (void) argv;
  /* 18 MiB on: beyond the default 16 MiB segment the tests use; the
     other base lies far from the domain (its low bits land on START).  */
  volatile uintptr_t far = (uintptr_t) start ^ ((uintptr_t) 0x40 << 24);
  if (sum (start, start + 4, (const int *) far, (unsigned) argc - 1) != 4)
    return 2;
  sum (start, start + 0x1200000 / sizeof (int), (const int *) far,
       (unsigned) argc - 1);
  return 0;
}
