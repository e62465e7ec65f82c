/* Test that small and large globals, statics and a constant table work.  */
/* { dg-do run } */

#include <stdio.h>

int small_g = 5;
static short small_s;
int large_g[1000];
static const int table[8] = { 2, 3, 5, 7, 11, 13, 17, 19 };

static int __attribute__ ((noinline))
bump (void)
{
  static int calls;
  return ++calls;
}

int
main (void)
{
  for (int i = 0; i < 1000; i++)
    large_g[i] = i * small_g + table[i & 7];
  small_s = (short) large_g[999];
  small_g += bump () + bump ();
  printf ("%d %d %d %d\n", small_g, small_s, large_g[500], bump ());
  return 0;
}
