/* Test that a store through a sum of an array and the loop's counter
   (a derived pointer at -O2: the loop runs on the data register) that
   runs past the end of the data segment is stopped by the guard zone,
   or stays inside the domain, and never reaches memory outside it; and
   that the same loop from a base far outside the domain stores inside
   it.  */
/* { dg-do run } */
/* { dg-skip-if "at -O0 the loop's counter lives in memory" { *-*-* } { "-O0" } { "" } } */
/* { dg-sfi-outcome {$status == 0 || ($status >= 128 && [regexp -line {^sfi: fault} $output])} } */

#include <stdint.h>

static unsigned char start[16], src[16];

void __attribute__ ((noipa))
mark (unsigned char *d, const unsigned char *a, const unsigned char *b,
      unsigned n)
{
  for (unsigned i = 0; i < n; i++)
    d[i] = a[i & 15] == b[i & 15];
}

int
main (void)
{
  volatile uintptr_t far = (uintptr_t) start ^ ((uintptr_t) 0x40 << 24);
  mark ((unsigned char *) far, src, src, 16);
  if (start[15] != 1)
    return 2;
  /* 18 MiB on: beyond the default 16 MiB segment the tests use.  */
  mark (start, src, src, 0x1200000);
  return 0;
}
