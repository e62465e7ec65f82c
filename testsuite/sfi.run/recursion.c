/* Test that recursive functions compute the reference results.  */
/* { dg-do run } */

#include <stdio.h>

static int __attribute__ ((noinline))
fib (int n)
{
  return n < 2 ? n : fib (n - 1) + fib (n - 2);
}

static int __attribute__ ((noinline))
ack (int m, int n)
{
  if (m == 0)
    return n + 1;
  if (n == 0)
    return ack (m - 1, 1);
  return ack (m - 1, ack (m, n - 1));
}

int
main (void)
{
  printf ("%d %d\n", fib (20), ack (2, 3));
  return fib (10) & 0x7f;
}
