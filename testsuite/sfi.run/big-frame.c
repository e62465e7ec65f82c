/* Test that functions with frames larger than 32 KiB work.  */
/* { dg-do run } */

#include <stdio.h>

static int __attribute__ ((noinline))
big (int depth, int seed)
{
  volatile char a[40000];
  int s = 0;
  for (int i = 0; i < 40000; i += 97)
    a[i] = (char) (seed + i);
  if (depth > 0)
    s = big (depth - 1, seed * 3 + 1);
  for (int i = 0; i < 40000; i += 97)
    s += a[i];
  return s;
}

static int __attribute__ ((noinline))
huge (int k)
{
  volatile int b[20000];
  b[0] = k;
  b[19999] = k * 2;
  return b[0] + b[19999];
}

int
main (void)
{
  printf ("%d %d\n", big (3, 5), huge (21));
  return 0;
}
