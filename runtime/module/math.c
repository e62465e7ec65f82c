/* The module math library (libm.a): a subset of <math.h>.

   Enough for ordinary test programs and benchmarks: exact functions
   (fabs, floor, ceil, trunc, round, fmod, frexp, ldexp, modf, sqrt, the
   latter a hardware instruction where there is one) and simple but careful approximations of
   the transcendental ones (argument reduction with split constants, then
   a Taylor or atanh series carried well past double precision), accurate
   to about one unit in the last place for ordinary arguments.  errno is
   not set; compile with -fno-math-errno so GCC emits sqrt.d inline.  */

#include <math.h>
#include <stdint.h>

union dbits { double d; uint64_t u; };

#define LN2_HI	6.93147180369123816490e-01	/* High 32 bits of ln 2.  */
#define LN2_LO	1.90821492927058770002e-10	/* ln 2 - LN2_HI.  */
#define PIO2_1	1.57079632673412561417e+00	/* pi/2 in three parts  */
#define PIO2_2	6.07710050630396597660e-11	/* of 33 bits each.  */
#define PIO2_3	2.02226624871116645580e-21
#define PI	3.14159265358979311600e+00
#define PI_2	1.57079632679489655800e+00

/* |X|.  */
double
fabs (double x)
{
  union dbits b = { x };
  b.u &= ~(1ull << 63);
  return b.d;
}

#if defined __alpha__ && !defined __alpha_fix__
/* Square root, correctly rounded, for an Alpha without the square-root
   instruction (where __builtin_sqrt would call this very function): the
   integer square root of the significand, scaled to 53 bits, with its
   remainder deciding the rounding (no tie is possible).  */
double
sqrt (double x)
{
  union dbits b = { x };
  if (x != x || x == 0 || x == __builtin_inf ())
    return x;
  if (x < 0)
    return (x - x) / (x - x);
  int e = (int) ((b.u >> 52) & 0x7ff);
  uint64_t m = b.u & ((1ull << 52) - 1);
  if (e == 0)
    {
      e = 1;
      while (!(m & (1ull << 52)))
	{
	  m <<= 1;
	  e--;
	}
    }
  else
    m |= 1ull << 52;
  e -= 1023;			/* X = M * 2^(E-52).  */
  if (e & 1)
    {
      m <<= 1;
      e--;
    }
  unsigned __int128 num = (unsigned __int128) m << 52, res = 0;
  unsigned __int128 bit = (unsigned __int128) 1 << 106;
  while (bit > num)
    bit >>= 2;
  while (bit)
    {
      if (num >= res + bit)
	{
	  num -= res + bit;
	  res = (res >> 1) + bit;
	}
      else
	res >>= 1;
      bit >>= 2;
    }
  uint64_t q = (uint64_t) res + (num > res);
  if (q >> 53)
    {
      q >>= 1;
      e += 2;
    }
  b.u = ((uint64_t) (e / 2 + 1023) << 52) | (q & ((1ull << 52) - 1));
  return b.d;
}
#else
/* Square root (the hardware instruction).  */
double
sqrt (double x)
{
  return __builtin_sqrt (x);
}
#endif

/* X with its fraction bits cleared (rounded toward zero).  */
double
trunc (double x)
{
  union dbits b = { x };
  int e = (int) ((b.u >> 52) & 0x7ff) - 1023;
  if (e >= 52)
    return x;
  if (e < 0)
    {
      b.u &= 1ull << 63;
      return b.d;
    }
  b.u &= ~((1ull << (52 - e)) - 1);
  return b.d;
}

/* Largest integer not above X.  */
double
floor (double x)
{
  double t = trunc (x);
  return t > x ? t - 1.0 : t;
}

/* Smallest integer not below X.  */
double
ceil (double x)
{
  double t = trunc (x);
  return t < x ? t + 1.0 : t;
}

/* X rounded to nearest, halfway cases away from zero.  */
double
round (double x)
{
  double t = trunc (x);
  if (fabs (x - t) >= 0.5)	/* x - t is exact.  */
    t += x < 0 ? -1.0 : 1.0;
  return t;
}

/* X * 2^N.  */
double
ldexp (double x, int n)
{
  union dbits p;
  while (n > 1023)
    {
      x *= 8.98846567431157953865e+307;	/* 2^1023.  */
      n -= 1023;
    }
  while (n < -1022)
    {
      x *= 2.22507385850720138309e-308;	/* 2^-1022.  */
      n += 1022;
    }
  p.u = (uint64_t) (n + 1023) << 52;
  return x * p.d;
}

/* Split X into a fraction in [0.5, 1) and a power of two in *E.  */
double
frexp (double x, int *e)
{
  union dbits b = { x };
  int be = (b.u >> 52) & 0x7ff;
  if (x == 0.0 || be == 0x7ff)
    {
      *e = 0;
      return x;
    }
  if (be == 0)
    {
      /* Subnormal: normalize first.  */
      x = frexp (x * 18014398509481984.0, e);	/* 2^54.  */
      *e -= 54;
      return x;
    }
  *e = be - 1022;
  b.u = (b.u & ~(0x7ffull << 52)) | (1022ull << 52);
  return b.d;
}

/* Split X into integer part (*IP) and fraction.  */
double
modf (double x, double *ip)
{
  *ip = trunc (x);
  return isinf (x) ? 0.0 * x : x - *ip;
}

/* Remainder of X / Y with the sign of X, exactly.  */
double
fmod (double x, double y)
{
  double ax = fabs (x), ay = fabs (y);
  int ex, ey;
  if (isnan (x) || isnan (y) || isinf (x) || y == 0.0)
    return (x * y) / (x * y);
  if (ax < ay)
    return x;
  frexp (ay, &ey);
  while (ax >= ay)
    {
      /* Subtract the largest Y * 2^K not above AX: exact.  */
      double t;
      frexp (ax, &ex);
      t = ldexp (ay, ex - ey);
      if (t > ax)
	t *= 0.5;
      ax -= t;
    }
  return x < 0 ? -ax : ax;
}

/* e^X: X = K ln2 + R with |R| <= ln2/2, then a Taylor series.  */
double
exp (double x)
{
  double k, r, term, sum;
  if (isnan (x))
    return x;
  if (x > 709.782712893384)
    return HUGE_VAL;
  if (x < -745.2)
    return 0.0;
  k = round (x / (LN2_HI + LN2_LO));
  r = (x - k * LN2_HI) - k * LN2_LO;
  term = 1.0;
  sum = 1.0;
  for (int i = 1; i < 18; i++)
    {
      term *= r / i;
      sum += term;
    }
  return ldexp (sum, (int) k);
}

/* Natural logarithm: X = M 2^E with M in [sqrt(1/2), sqrt(2)), then
   log M = 2 atanh ((M - 1) / (M + 1)).  */
double
log (double x)
{
  double m, s, s2, term, sum;
  int e;
  if (isnan (x) || x < 0.0)
    return (x - x) / (x - x);
  if (x == 0.0)
    return -HUGE_VAL;
  if (isinf (x))
    return x;
  m = frexp (x, &e);
  if (m < 0.70710678118654752440)
    {
      m *= 2.0;
      e--;
    }
  s = (m - 1.0) / (m + 1.0);
  s2 = s * s;
  term = s;
  sum = 0.0;
  for (int i = 1; i < 40; i += 2)
    {
      sum += term / i;
      term *= s2;
    }
  return e * LN2_HI + (2.0 * sum + e * LN2_LO);
}

/* Base-10 logarithm.  */
double
log10 (double x)
{
  return log (x) / 2.30258509299404568402;
}

/* Base-2 logarithm.  */
double
log2 (double x)
{
  return log (x) / 0.69314718055994530942;
}

/* X^Y.  Integer exponents of moderate size use repeated squaring, which
   is exact whenever the result is representable with few roundings.  */
double
pow (double x, double y)
{
  if (y == 0.0 || x == 1.0)
    return 1.0;
  if (isnan (x) || isnan (y))
    return x + y;
  if (y == trunc (y) && fabs (y) < 1048576.0)
    {
      long n = (long) fabs (y);
      double r = 1.0, b = x;
      for (; n; n >>= 1, b *= b)
	if (n & 1)
	  r *= b;
      return y < 0 ? 1.0 / r : r;
    }
  if (x < 0.0)
    {
      if (y != trunc (y))
	return (x - x) / (x - x);
      /* Huge integer exponent: even or odd by its last bit.  */
      double r = exp (y * log (-x));
      return fmod (y, 2.0) != 0.0 ? -r : r;
    }
  if (x == 0.0)
    return y < 0 ? HUGE_VAL : 0.0;
  return exp (y * log (x));
}

/* Reduce X to R in [-pi/4, pi/4] with X = K pi/2 + R; return K mod 4.  */
static int
reduce_pio2 (double x, double *r)
{
  double k = round (x / PI_2);
  *r = ((x - k * PIO2_1) - k * PIO2_2) - k * PIO2_3;
  return (int) fmod (k, 4.0) & 3;
}

/* sin R for |R| <= pi/4.  */
static double
sin_kernel (double r)
{
  double r2 = r * r, term = r, sum = r;
  for (int i = 2; i < 22; i += 2)
    {
      term *= -r2 / (i * (i + 1));
      sum += term;
    }
  return sum;
}

/* cos R for |R| <= pi/4.  */
static double
cos_kernel (double r)
{
  double r2 = r * r, term = 1.0, sum = 1.0;
  for (int i = 1; i < 22; i += 2)
    {
      term *= -r2 / (i * (i + 1));
      sum += term;
    }
  return sum;
}

/* Sine.  */
double
sin (double x)
{
  double r;
  if (isinf (x) || isnan (x))
    return x - x;
  switch (reduce_pio2 (x, &r))
    {
    case 0: return sin_kernel (r);
    case 1: return cos_kernel (r);
    case 2: return -sin_kernel (r);
    default: return -cos_kernel (r);
    }
}

/* Cosine.  */
double
cos (double x)
{
  double r;
  if (isinf (x) || isnan (x))
    return x - x;
  switch (reduce_pio2 (x, &r))
    {
    case 0: return cos_kernel (r);
    case 1: return -sin_kernel (r);
    case 2: return -cos_kernel (r);
    default: return sin_kernel (r);
    }
}

/* Tangent.  */
double
tan (double x)
{
  return sin (x) / cos (x);
}

/* Arc tangent: fold to [0, 1], then to |t| <= tan(pi/12), then a
   series.  */
double
atan (double x)
{
  double a = fabs (x), base = 0.0, t2, term, sum;
  int invert = 0;
  if (isnan (x))
    return x;
  if (a > 1.0)
    {
      a = 1.0 / a;
      invert = 1;
    }
  if (a > 0.26794919243112270647)
    {
      base = PI / 6;
      a = (a * 1.73205080756887729353 - 1.0) / (a + 1.73205080756887729353);
    }
  t2 = a * a;
  term = a;
  sum = 0.0;
  for (int i = 1; i < 60; i += 2)
    {
      sum += term / i;
      term *= -t2;
    }
  sum += base;
  if (invert)
    sum = PI_2 - sum;
  return x < 0 ? -sum : sum;
}

/* Angle of the point (X, Y).  */
double
atan2 (double y, double x)
{
  if (isnan (x) || isnan (y))
    return x + y;
  if (x == 0.0)
    return y == 0.0 ? (signbit (x) ? (signbit (y) ? -PI : PI) : y)
		    : (y > 0 ? PI_2 : -PI_2);
  double a = atan (y / x);
  if (x > 0)
    return a;
  return signbit (y) ? a - PI : a + PI;
}

/* Arc sine.  */
double
asin (double x)
{
  return atan2 (x, sqrt ((1.0 - x) * (1.0 + x)));
}

/* Arc cosine.  */
double
acos (double x)
{
  return atan2 (sqrt ((1.0 - x) * (1.0 + x)), x);
}

/* Hyperbolic sine.  */
double
sinh (double x)
{
  if (fabs (x) < 1e-5)
    return x + x * x * x / 6.0;
  double e = exp (x);
  return (e - 1.0 / e) / 2.0;
}

/* Hyperbolic cosine.  */
double
cosh (double x)
{
  double e = exp (x);
  return (e + 1.0 / e) / 2.0;
}

/* Hyperbolic tangent.  */
double
tanh (double x)
{
  if (fabs (x) < 1e-5)
    return x - x * x * x / 3.0;
  if (fabs (x) > 22.0)
    return x > 0 ? 1.0 : -1.0;
  double e = exp (2.0 * x);
  return (e - 1.0) / (e + 1.0);
}

/* sqrt (X^2 + Y^2) without intermediate overflow.  */
double
hypot (double x, double y)
{
  double a = fabs (x), b = fabs (y), t;
  if (isinf (a) || isinf (b))
    return HUGE_VAL;
  if (a < b)
    {
      t = a;
      a = b;
      b = t;
    }
  if (a == 0.0)
    return 0.0;
  t = b / a;
  return a * sqrt (1.0 + t * t);
}

/* Single-precision forms, through double.  */
/* Rounding the double square root to float is exact rounding: double
   has more than twice float's precision.  */
float sqrtf (float x) { return (float) sqrt (x); }
float fabsf (float x) { return (float) fabs (x); }
float floorf (float x) { return (float) floor (x); }
float ceilf (float x) { return (float) ceil (x); }
float sinf (float x) { return (float) sin (x); }
float cosf (float x) { return (float) cos (x); }
float expf (float x) { return (float) exp (x); }
float logf (float x) { return (float) log (x); }
float powf (float x, float y) { return (float) pow (x, y); }
float fmodf (float x, float y) { return (float) fmod (x, y); }
