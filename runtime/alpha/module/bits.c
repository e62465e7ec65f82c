/* Bit counts that GCC calls on an Alpha without the CIX extension (no
   ctlz, cttz, ctpop instructions): libgcc's __clzdi2 and friends, which
   modules cannot link (libgcc is not sandboxed).  Written without the
   builtins, which would call these very functions.  */

#include <stdint.h>

/* Population count of X.  */
int
__popcountdi2 (uint64_t x)
{
  x = x - ((x >> 1) & 0x5555555555555555ull);
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
  return (int) ((x * 0x0101010101010101ull) >> 56);
}

/* Leading zeros of a non-zero X.  */
int
__clzdi2 (uint64_t x)
{
  int n = 0;
  for (int s = 32; s; s >>= 1)
    if (!(x >> (64 - s)))
      {
	n += s;
	x <<= s;
      }
  return n;
}

/* Trailing zeros of a non-zero X.  */
int
__ctzdi2 (uint64_t x)
{
  return 63 - __clzdi2 (x & -x);
}

/* One plus the index of the least significant set bit, or 0.  */
int
__ffsdi2 (uint64_t x)
{
  return x ? __ctzdi2 (x) + 1 : 0;
}

/* Parity of X.  */
int
__paritydi2 (uint64_t x)
{
  return __popcountdi2 (x) & 1;
}
