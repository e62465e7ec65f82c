/* Test __builtin_setjmp and __builtin_longjmp (GCC's own non-local
   jump, used by its SJLJ exceptions) across calls.  */
/* { dg-do run } */

#include <stdio.h>

static void *buf[5];
static int count;

static void __attribute__ ((noinline))
thrower (int n)
{
  count += n;
  if (n > 2)
    __builtin_longjmp (buf, 1);
  thrower (n + 1);
}

static int __attribute__ ((noinline))
run (int i)
{
  if (__builtin_setjmp (buf) == 0)
    {
      thrower (i);
      return -1;
    }
  return count;
}

int
main (void)
{
  for (int i = 0; i < 4; i++)
    printf ("%d %d\n", i, run (i));
  return 0;
}
