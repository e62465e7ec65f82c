/* Test that a double matrix product matches the reference.  */
/* { dg-do run } */

#include <stdio.h>

#define N 12

static double a[N][N], b[N][N], c[N][N];

int
main (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	a[i][j] = (i + 1) * 0.5 - j;
	b[i][j] = (i == j) ? 2.0 : 1.0 / (i + j + 1);
      }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	double s = 0;
	for (int k = 0; k < N; k++)
	  s += a[i][k] * b[k][j];
	c[i][j] = s;
      }
  printf ("%.4f %.4f %.4f\n", c[0][0], c[5][7], c[N - 1][N - 1]);
  return 0;
}
