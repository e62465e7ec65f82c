/* Test that alloca and VLAs in a loop keep the stack consistent.  */
/* { dg-do run } */

#include <stdio.h>
#include <string.h>

static int __attribute__ ((noinline))
use (int n)
{
  char *p = __builtin_alloca (n);
  int v[n / 4 + 1];
  memset (p, n & 0x7f, n);
  for (int i = 0; i <= n / 4; i++)
    v[i] = i * p[i % n];
  int s = 0;
  for (int i = 0; i <= n / 4; i++)
    s += v[i];
  return s;
}

int
main (void)
{
  int s = 0;
  for (int n = 1; n < 5000; n = n * 3 + 1)
    s += use (n);
  printf ("%d\n", s);
  return 0;
}
