/* Test that long long arithmetic (mul, div, mod, shifts) matches.  */
/* { dg-do run } */

#include <stdio.h>

static long long __attribute__ ((noinline))
mix (long long a, long long b)
{
  return a * b + (a / (b | 1)) - (a % 1000003) + (a >> 7) + (b << 9);
}

int
main (void)
{
  long long x = 0x123456789abcdefLL;
  unsigned long long u = 0xfedcba9876543210ULL;
  for (int i = 0; i < 10; i++)
    x = mix (x, i + 3);
  u = u / 7 + u % 11;
  printf ("%lld %llu\n", x, u);
  printf ("%08x%08x\n", (unsigned) (u >> 32), (unsigned) u);
  return 0;
}
