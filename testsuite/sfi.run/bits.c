/* Test that bit manipulation and builtins give the reference results.  */
/* { dg-do run } */

#include <stdio.h>

static unsigned __attribute__ ((noinline))
rev (unsigned x)
{
  unsigned r = 0;
  for (int i = 0; i < 32; i++)
    r |= ((x >> i) & 1u) << (31 - i);
  return r;
}

int
main (void)
{
  unsigned x = 0x12345678;
  printf ("%x %d %d %d\n", rev (x), __builtin_popcount (x), __builtin_clz (x),
	  __builtin_ctz (x << 3));
  printf ("%x %x %x\n", __builtin_bswap32 (x), (x << 7) | (x >> 25),
	  (unsigned) ((int) x >> 5));
  return 0;
}
