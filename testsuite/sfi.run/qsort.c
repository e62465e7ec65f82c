/* Test that qsort with a module comparator sorts like the reference.  */
/* { dg-do run } */

#include <stdio.h>
#include <stdlib.h>

static int
cmp (const void *a, const void *b)
{
  int x = *(const int *) a, y = *(const int *) b;
  return (x > y) - (x < y);
}

int
main (void)
{
  int v[100];
  unsigned s = 12345;
  for (int i = 0; i < 100; i++)
    {
      s = s * 1103515245 + 12345;
      v[i] = (int) (s >> 16) % 1000 - 500;
    }
  qsort (v, 100, sizeof v[0], cmp);
  for (int i = 0; i < 100; i += 9)
    printf ("%d ", v[i]);
  printf ("\n");
  return 0;
}
