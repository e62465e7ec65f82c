/* Test that code with conditional traps (__builtin_trap under a
   condition: MIPS "teq"/"teqi", never taken here) loads and runs.  */
/* { dg-do run } */

#include <stdio.h>

static int __attribute__ ((noinline))
check (int x, int y)
{
  if (x == 5)
    __builtin_trap ();
  if (x < y)
    __builtin_trap ();
  if (x == y + 100)
    __builtin_trap ();
  return x - y;
}

/* Opaque to the optimisers, so that the traps stay.  */
volatile int in[4] = { 7, 3, 40, -2 };

int
main (void)
{
  printf ("%d %d\n", check (in[0], in[1]), check (in[2], in[3]));
  return 0;
}
