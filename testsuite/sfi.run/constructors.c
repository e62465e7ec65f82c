/* Test that constructors run before main, in priority order, and
   destructors after exit, last first, as in a native program (the
   module link script once discarded .init_array and .fini_array, so
   they silently never ran).  */
/* { dg-do run } */

#include <stdio.h>
#include <stdlib.h>

static int order[8];
static int n;

__attribute__ ((constructor (200))) static void
second (void)
{
  order[n++] = 2;
}

__attribute__ ((constructor (101))) static void
first (void)
{
  order[n++] = 1;
}

__attribute__ ((constructor)) static void
last (void)
{
  order[n++] = 3;
}

__attribute__ ((destructor)) static void
goodbye (void)
{
  printf ("destructor after atexit handler\n");
}

static void
handler (void)
{
  printf ("atexit handler\n");
}

int
main (void)
{
  printf ("constructors ran:");
  for (int i = 0; i < n; i++)
    printf (" %d", order[i]);
  printf ("\n");
  atexit (handler);
  return n == 3 && order[0] == 1 && order[1] == 2 && order[2] == 3 ? 0 : 1;
}
