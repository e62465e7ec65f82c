/* Test that merge sort with a local temporary buffer sorts correctly.  */
/* { dg-do run } */

#include <stdio.h>

static void
msort (int *a, int n)
{
  if (n < 2)
    return;
  int tmp[n];
  int h = n / 2, i = 0, j = h, k = 0;
  msort (a, h);
  msort (a + h, n - h);
  while (i < h && j < n)
    tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
  while (i < h)
    tmp[k++] = a[i++];
  while (j < n)
    tmp[k++] = a[j++];
  for (i = 0; i < n; i++)
    a[i] = tmp[i];
}

int
main (void)
{
  int v[300];
  unsigned s = 7;
  for (int i = 0; i < 300; i++)
    v[i] = (int) ((s = s * 69069 + 1) >> 20);
  msort (v, 300);
  int ok = 1;
  for (int i = 1; i < 300; i++)
    ok &= v[i - 1] <= v[i];
  printf ("%d %d %d %d\n", ok, v[0], v[150], v[299]);
  return 0;
}
