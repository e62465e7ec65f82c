/* Test nested functions (their static chain) and a non-local goto from
   a nested function to a label of its parent.  */
/* { dg-do run } */

#include <stdio.h>

static int __attribute__ ((noinline))
search (const int *a, int n, int key)
{
  __label__ found;
  int where = -1, visited = 0;
  void __attribute__ ((noinline)) visit (int i)
  {
    visited++;
    if (a[i] == key)
      {
	where = i;
	goto found;
      }
  }
  for (int i = 0; i < n; i++)
    visit (i);
  return -100 - visited;
found:
  return where * 10 + visited;
}

static int __attribute__ ((noinline))
sum (const int *a, int n, int scale)
{
  int s = 0;
  void __attribute__ ((noinline)) add (int i) { s += a[i] * scale; }
  for (int i = 0; i < n; i++)
    add (i);
  return s;
}

int
main (void)
{
  int a[] = { 5, 3, 8, 1, 9, 2 };
  printf ("%d %d %d %d\n", search (a, 6, 8), search (a, 6, 7),
	  search (a, 6, 2), sum (a, 6, 3));
  return 0;
}
