/* Test that recursion 10000 deep with small frames fits the stack.  */
/* { dg-do run } */

#include <stdio.h>

static int __attribute__ ((noinline))
down (int n, int acc)
{
  volatile int keep = n;
  if (n == 0)
    return acc;
  return down (n - 1, acc + (keep & 3)) + 1;
}

int
main (void)
{
  printf ("%d\n", down (10000, 0));
  return 0;
}
