/* Test that in protect code a loop walking three pointers (run on the
   data register and two load registers, induction pointers) reads only
   the domain: a pointer that starts far outside it reads the domain's
   own words at its sandboxed address (here START's), and pointers that
   run past either end of the data segment are stopped by the guard
   zones, or stay inside the domain, and never read memory outside
   it.  */
/* { dg-do run } */
/* { dg-options "-fsfi=protect" } */
/* { dg-sfi-run-options "--require=protect" } */
/* { dg-skip-if "at -O0 the loop's pointers live in memory" { *-*-* } { "-O0" } { "" } } */
/* { dg-sfi-outcome {$status == 0 || ($status >= 128 && [regexp -line {^sfi: fault} $output])} } */

#include <stdint.h>

static int start[4] = { 1, 2, 3, 4 };

int __attribute__ ((noipa))
sum3 (const int *p, const int *q, const int *r, int n)
{
  int s = 0;
  do
    {
      s += *p + *q * *r;
      p++;
      q++;
      r--;
    }
  while (--n);
  return s;
}

int
main (void)
{
  /* Far from the domain, with START's low bits.  */
  volatile uintptr_t far = (uintptr_t) start ^ ((uintptr_t) 0x40 << 24);
  /* (1 + 1*4) + (2 + 2*3) + (3 + 3*2) + (4 + 4*1).  */
  if (sum3 (start, (const int *) far, start + 3, 4) != 30)
    return 2;
  /* 18 MiB on, each way: beyond the default 16 MiB segment.  */
  sum3 (start, (const int *) far, start + 3, 0x1200000 / sizeof (int));
  return 0;
}
