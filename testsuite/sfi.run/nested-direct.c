/* Test that nested functions called directly (no trampoline: the static
   chain register carries the frame) give the reference results.  */
/* { dg-do run } */

#include <stdio.h>

static int __attribute__ ((noipa))
sum_to (int n)
{
  int total = 0;
  void add (int x) { total += x; }
  for (int i = 1; i <= n; i++)
    add (i);
  return total;
}

int
main (void)
{
  printf ("%d\n", sum_to (100));
  return 0;
}
