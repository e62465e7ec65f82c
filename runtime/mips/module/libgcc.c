/* Replacements for the libgcc helpers that module code calls.

   libgcc.a is not sandboxed, so modules cannot link it; GCC still emits
   calls to these helpers for 64-bit division and for conversions between
   64-bit integers and floating point on 32-bit MIPS.  They are written
   with 32-bit operations only (no 64-bit "/" or "%", which would call
   the very helpers being defined) and are compiled like any module code.
   Results match libgcc for all inputs where C defines the result.  */

#include <stdint.h>

typedef unsigned long long u64;
typedef long long s64;

/* Divide N by D, storing the remainder in *REM if REM is non-null.
   Shift-subtract, with fast paths for 32-bit operands.  */
u64
__udivmoddi4 (u64 n, u64 d, u64 *rem)
{
  u64 q = 0;
  int shift;

  if (d == 0)
    {
      /* Trap like the native division by zero (SIGFPE).  */
      volatile uint32_t zero = 0;
      if (rem)
	*rem = 0;
      return (uint32_t) n / zero;
    }
  if ((n >> 32) == 0 && (d >> 32) == 0)
    {
      if (rem)
	*rem = (uint32_t) n % (uint32_t) d;
      return (uint32_t) n / (uint32_t) d;
    }
  if (d > n)
    {
      if (rem)
	*rem = n;
      return 0;
    }
  shift = __builtin_clzll (d) - __builtin_clzll (n);
  d <<= shift;
  for (; shift >= 0; shift--, d >>= 1)
    {
      q <<= 1;
      if (n >= d)
	{
	  n -= d;
	  q |= 1;
	}
    }
  if (rem)
    *rem = n;
  return q;
}

/* Unsigned 64-bit quotient.  */
u64
__udivdi3 (u64 n, u64 d)
{
  return __udivmoddi4 (n, d, 0);
}

/* Unsigned 64-bit remainder.  */
u64
__umoddi3 (u64 n, u64 d)
{
  u64 r;
  __udivmoddi4 (n, d, &r);
  return r;
}

/* Signed 64-bit quotient, truncating toward zero.  */
s64
__divdi3 (s64 n, s64 d)
{
  u64 un = n < 0 ? -(u64) n : (u64) n, ud = d < 0 ? -(u64) d : (u64) d;
  u64 q = __udivmoddi4 (un, ud, 0);
  return (n < 0) != (d < 0) ? -(s64) q : (s64) q;
}

/* Signed 64-bit remainder, with the sign of the dividend.  */
s64
__moddi3 (s64 n, s64 d)
{
  u64 un = n < 0 ? -(u64) n : (u64) n, ud = d < 0 ? -(u64) d : (u64) d;
  u64 r;
  __udivmoddi4 (un, ud, &r);
  return n < 0 ? -(s64) r : (s64) r;
}

/* Unsigned 64-bit to double: the high half times 2^32 is exact, so the
   one addition rounds once, correctly.  */
double
__floatundidf (u64 u)
{
  return (double) (uint32_t) (u >> 32) * 4294967296.0
	 + (double) (uint32_t) u;
}

/* Signed 64-bit to double.  */
double
__floatdidf (s64 v)
{
  return v < 0 ? -__floatundidf (-(u64) v) : __floatundidf (v);
}

/* Unsigned 64-bit to float, avoiding double rounding: bits that do not
   fit in a double are folded into a sticky bit first.  */
float
__floatundisf (u64 u)
{
  int shift = 0;
  if (u >> 53)
    {
      shift = 11 - __builtin_clzll (u);
      u = (u >> shift) | ((u & ((1ull << shift) - 1)) != 0);
    }
  double d = __floatundidf (u);
  while (shift--)
    d *= 2.0;
  return (float) d;
}

/* Signed 64-bit to float.  */
float
__floatdisf (s64 v)
{
  return v < 0 ? -__floatundisf (-(u64) v) : __floatundisf (v);
}

/* Double to unsigned 64-bit, truncating; out of range gives the
   saturated value.  */
u64
__fixunsdfdi (double x)
{
  uint32_t hi, lo;
  if (!(x > 0.0))
    return 0;
  if (x >= 18446744073709551616.0)
    return ~0ull;
  hi = (uint32_t) (x / 4294967296.0);
  x -= (double) hi * 4294967296.0;	/* Exact.  */
  if (x < 0.0)
    {
      hi--;
      x += 4294967296.0;
    }
  lo = (uint32_t) x;
  return ((u64) hi << 32) | lo;
}

/* Double to signed 64-bit, truncating toward zero.  */
s64
__fixdfdi (double x)
{
  if (x >= 9223372036854775808.0)
    return INT64_MAX;
  if (x <= -9223372036854775808.0)
    return INT64_MIN;
  return x < 0.0 ? -(s64) __fixunsdfdi (-x) : (s64) __fixunsdfdi (x);
}

/* Float to unsigned 64-bit (float to double is exact).  */
u64
__fixunssfdi (float x)
{
  return __fixunsdfdi (x);
}

/* Float to signed 64-bit.  */
s64
__fixsfdi (float x)
{
  return __fixdfdi (x);
}

/* Bit counts that GCC may call for __builtin_popcount* and friends.  */
int
__popcountsi2 (uint32_t x)
{
  x = x - ((x >> 1) & 0x55555555u);
  x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
  x = (x + (x >> 4)) & 0x0f0f0f0fu;
  return (x * 0x01010101u) >> 24;
}

/* Population count of a 64-bit value.  */
int
__popcountdi2 (u64 x)
{
  return __popcountsi2 ((uint32_t) x) + __popcountsi2 ((uint32_t) (x >> 32));
}

/* Count trailing zeros of a non-zero 64-bit value.  */
int
__ctzdi2 (u64 x)
{
  uint32_t lo = (uint32_t) x;
  return lo ? __builtin_ctz (lo) : 32 + __builtin_ctz ((uint32_t) (x >> 32));
}

/* Count leading zeros of a non-zero 64-bit value.  */
int
__clzdi2 (u64 x)
{
  uint32_t hi = (uint32_t) (x >> 32);
  return hi ? __builtin_clz (hi) : 32 + __builtin_clz ((uint32_t) x);
}

/* One plus the index of the least significant set bit, or 0.  */
int
__ffsdi2 (u64 x)
{
  return x ? __ctzdi2 (x) + 1 : 0;
}

/* Parity of a 32-bit value.  */
int
__paritysi2 (uint32_t x)
{
  return __popcountsi2 (x) & 1;
}

/* Parity of a 64-bit value.  */
int
__paritydi2 (u64 x)
{
  return __paritysi2 ((uint32_t) x ^ (uint32_t) (x >> 32));
}
