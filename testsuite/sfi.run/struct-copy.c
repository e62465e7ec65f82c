/* Test that structs passed, returned and copied by value behave as in the
   reference.  */
/* { dg-do run } */

#include <stdio.h>

struct big { int a[9]; char c; short s; };

static struct big __attribute__ ((noinline))
make (int k)
{
  struct big b;
  for (int i = 0; i < 9; i++)
    b.a[i] = k * i;
  b.c = (char) k;
  b.s = (short) (k * 100);
  return b;
}

static int __attribute__ ((noinline))
sum (struct big b)
{
  int s = b.c + b.s;
  for (int i = 0; i < 9; i++)
    s += b.a[i];
  return s;
}

int
main (void)
{
  struct big x = make (3), y;
  struct big arr[4];
  y = x;
  y.a[4] = 77;
  for (int i = 0; i < 4; i++)
    arr[i] = make (i + 1);
  arr[2] = y;
  printf ("%d %d %d %d\n", sum (x), sum (y), sum (arr[2]), sum (arr[3]));
  return 0;
}
