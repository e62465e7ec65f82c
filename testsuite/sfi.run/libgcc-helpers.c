/* Test that the C library's ffs family and the libgcc helpers GCC calls
   (double-word division and conversions, bit counts, complex arithmetic,
   overflow checks) give the reference results.  newlib's ffs recursed
   forever on Alpha (GCC calls ffs for __builtin_ffs there), and modules
   had no __clrsbdi2, __divsc3, __fixsfti and more before libgcc was built
   as module code (runtime/libgcc.mk).  */
/* { dg-do run } */

#include <stdio.h>
#include <strings.h>
#include <complex.h>

static volatile long long vals[] = { 0, 1, -1, 7, -12345678901LL,
				     0x7fffffffffffffffLL, 1LL << 40 };

int
main (void)
{
  int n = sizeof vals / sizeof vals[0];
  for (int i = 0; i < n; i++)
    {
      long long x = vals[i];
      unsigned long long u = x;
      printf ("%d %d %d %d %d\n", ffs ((int) x), ffsl ((long) x), ffsll (x),
	      __builtin_clrsbll (x), __builtin_parityll (u));
      printf ("%d %d\n", __builtin_popcountll (u),
	      x ? __builtin_ctzll (u) + __builtin_clzll (u) : 0);
      for (int j = 1; j < n; j++)
	if (vals[j])
	  printf ("%lld %lld %llu %llu\n", x / vals[j], x % vals[j],
		  u / (unsigned long long) vals[j],
		  u % (unsigned long long) vals[j]);
      double d = (double) x;
      float f = (float) u;
      printf ("%.17g %.9g %lld %llu\n", d, f, (long long) (d / 3),
	      (unsigned long long) (f / 7 > 0 ? f / 7 : 0));
    }
  volatile float complex a = 1.5f + 2.0f * I, b = -0.5f + 4.0f * I;
  volatile double complex c = 3.0 - 1.0 * I, d = 0.25 + 8.0 * I;
  float complex q = a / b, p = a * b;
  double complex r = c / d, s = c * d;
  printf ("%.6g %.6g %.6g %.6g\n", crealf (q), cimagf (q), crealf (p),
	  cimagf (p));
  printf ("%.15g %.15g %.15g %.15g\n", creal (r), cimag (r), creal (s),
	  cimag (s));
  int ov;
  volatile int big = 0x7fffffff;
  printf ("%d\n", __builtin_add_overflow (big, 1, &ov));
  return 0;
}
