/* Test that setjmp and longjmp across nested calls restore the state.  */
/* { dg-do run } */

#include <setjmp.h>
#include <stdio.h>

static jmp_buf env;
static int depth;

static void __attribute__ ((noinline))
dive (int n)
{
  depth = n;
  if (n == 5)
    longjmp (env, n * 10);
  dive (n + 1);
}

int
main (void)
{
  volatile int tries = 0;
  int r = setjmp (env);
  tries++;
  if (r == 0)
    dive (0);
  printf ("%d %d %d\n", r, depth, tries);
  return 0;
}
