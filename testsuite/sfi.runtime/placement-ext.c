/* Module of placement.c: stores and loads through pointers into each
   part of its data segment (a global, the heap, the stack), which a
   segment not aligned to its size would send elsewhere.
   sfi-module-options: -fsfi=protect  */

#include <stdlib.h>

int global[16];

static void __attribute__ ((noinline))
fill (volatile int *p, int n, int v)
{
  for (int i = 0; i < n; i++)
    p[i] = v + i;
}

static int __attribute__ ((noinline))
sum (const volatile int *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += p[i];
  return s;
}

int
ext_parts (int v)
{
  volatile int local[16];
  int *heap = malloc (16 * sizeof *heap);
  if (heap == NULL)
    return -1;
  fill (global, 16, v);
  fill (local, 16, v);
  fill (heap, 16, v);
  int s = sum (global, 16) + sum (local, 16) + sum (heap, 16);
  free (heap);
  return s;
}

int
main (void)
{
  return 0;
}
