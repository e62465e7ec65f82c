/* Test that a variadic function with int and double arguments works.  */
/* { dg-do run } */

#include <stdarg.h>
#include <stdio.h>

static double __attribute__ ((noinline))
mix (int n, ...)
{
  va_list ap;
  double s = 0;
  va_start (ap, n);
  for (int i = 0; i < n; i++)
    s += (i & 1) ? va_arg (ap, double) : va_arg (ap, int);
  va_end (ap);
  return s;
}

int
main (void)
{
  printf ("%d\n", (int) (mix (5, 1, 2.5, 3, 4.25, 5) * 100));
  printf ("%d\n", (int) mix (0));
  return 0;
}
