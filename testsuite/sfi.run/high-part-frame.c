/* Test stores near the end of a 100,000-byte local array in a frame near
   the top of the stack.  GCC splits their addresses into a high part
   added to the frame address and a displacement: the high part alone
   lies beyond the top of the data segment, so each such store must have
   its whole address sandboxed.  */
/* { dg-do run } */

#include <stdio.h>

static void __attribute__ ((noinline))
use (volatile char *a, int n)
{
  long s = 0;
  for (int i = 0; i < n; i += 7)
    s = s * 3 + a[i];
  printf ("%ld\n", s);
}

static void __attribute__ ((noinline))
f (char v, int n)
{
  volatile char a[100000];
  for (int i = 0; i < 100000; i++)
    a[i] = (char) (i * 7);
  /* The high part is computed once, before the loop and the branches:
     in another block than the stores.  */
  for (int k = 0; k < n; k++)
    {
      if (k & 1)
	a[99990 + k] = v - k;
      else
	a[99980 + k] = v + k;
    }
  a[99999] = v;
  /* The same high part serves stores after branches.  */
  if (n > 6)
    a[99998] = v + 3;
  a[99997] = v - 3;
  if (n > 8)
    a[99996] = v + 6;
  a[99995] = v - 6;
  a[99000] = v + 1;
  a[98304] = v + 2;
  a[70000] = v + 3;
  a[65536] = v + 4;
  a[40000] = v + 5;
  use (a, 100000);
}

int
main (void)
{
  f (1, 5);
  f (9, 9);
  return 0;
}
