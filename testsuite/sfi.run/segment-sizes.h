/* Shared body of segment-sizes.c and segment-sizes-big.c: stores through
   pointers into each region of the data segment, recursion (returns
   through the sandboxed return address), a function pointer, and loads
   from the three regions in turn (under -fsfi=protect each base has its
   own data register, MIPS's load registers among them, whose guards the
   loader must widen to the segment's size like the others).  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int global[64];

static void __attribute__ ((noinline))
fill (int *p, int n, int v)
{
  for (int i = 0; i < n; i++)
    p[i] = v + i;
}

static int __attribute__ ((noinline))
sum (const int *p, int n)
{
  return n == 0 ? 0 : p[0] + sum (p + 1, n - 1);
}

static int (*volatile sum_fn) (const int *, int) = sum;

static int __attribute__ ((noinline))
mix (const int *a, const int *b, const int *c, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] * 3 + b[i] * 5 + c[n - 1 - i];
  return s;
}

int
main (void)
{
  int local[64];
  int *heap = malloc (1 << 20);
  if (heap == NULL)
    return 1;
  fill (global, 64, 1);
  fill (local, 64, 1000);
  fill (heap, 1 << 18, 7);
  printf ("global %d local %d heap %d %d\n", sum_fn (global, 64),
	  sum_fn (local, 64), sum_fn (heap, 64), heap[(1 << 18) - 1]);
  printf ("mixed %d %d\n", mix (local, heap, global, 64),
	  mix (heap + 1000, global, local, 64));
  free (heap);
  return 0;
}
