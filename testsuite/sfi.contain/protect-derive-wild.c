/* Test that in protect code a loop comparing two arrays through sums of
   their bases and one counter (derived pointers, run on the data
   register and a load register) reads only the domain: a base far
   outside it reads the domain's own bytes at its sandboxed address (here
   START's), and a counter that runs past the end of the data segment is
   stopped by the guard zone, or stays inside the domain.  */
/* { dg-do run } */
/* { dg-options "-fsfi=protect" } */
/* { dg-sfi-run-options "--require=protect" } */
/* { dg-skip-if "at -O0 the loop's counter lives in memory" { *-*-* } { "-O0" } { "" } } */
/* { dg-sfi-outcome {$status == 0 || ($status >= 128 && [regexp -line {^sfi: fault} $output])} } */

#include <stdint.h>

static unsigned char start[16] = "abcdefghijklmno";

unsigned __attribute__ ((noipa))
match_len (const unsigned char *a, const unsigned char *b, unsigned n,
	   unsigned lim)
{
  while (n < lim && a[n] == b[n])
    n++;
  return n;
}

int
main (void)
{
  volatile uintptr_t far = (uintptr_t) start ^ ((uintptr_t) 0x40 << 24);
  if (match_len (start, (const unsigned char *) far, 0, 15) != 15)
    return 2;
  /* 18 MiB on, comparing the domain with itself.  */
  match_len (start, start, 0, 0x1200000);
  return 0;
}
