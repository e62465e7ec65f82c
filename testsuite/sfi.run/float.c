/* Test that float and double arithmetic and conversions match the reference.  */
/* { dg-do run } */
/* { dg-additional-options "-lm" } */

#include <math.h>
#include <stdio.h>

int
main (void)
{
  double d = 1.0;
  float f = 0.5f;
  for (int i = 1; i < 20; i++)
    {
      d = d * 1.5 + 1.0 / i;
      f = f * 0.75f + (float) i;
    }
  printf ("%.6f %.3f %g %e\n", d, f, sqrt (d), d * 1e10);
  printf ("%d %d %.2f\n", (int) d, (int) f, fabs (-2.25) + floor (3.7));
  return 0;
}
