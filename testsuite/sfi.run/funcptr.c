/* Test that calls through function pointers and callback tables work.  */
/* { dg-do run } */

#include <stdio.h>

static int add (int a, int b) { return a + b; }
static int sub (int a, int b) { return a - b; }
static int mul (int a, int b) { return a * b; }
static int (*const ops[3]) (int, int) = { add, sub, mul };

static int __attribute__ ((noinline))
fold (int (*op) (int, int), const int *v, int n)
{
  int r = v[0];
  for (int i = 1; i < n; i++)
    r = op (r, v[i]);
  return r;
}

int
main (void)
{
  int v[5] = { 3, 1, 4, 1, 5 };
  for (int i = 0; i < 3; i++)
    printf ("%d\n", fold (ops[i], v, 5));
  return 0;
}
