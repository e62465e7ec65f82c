/* Exact formatting of doubles for %f, %e and %g.

   A finite double is M * 2^E with integer M, so its decimal expansion is
   finite: M * 2^E for E >= 0, and M * 5^-E / 10^-E for E < 0.  We compute
   that integer exactly in base-10000 limbs (32-bit arithmetic only: no
   64-bit division helpers), round the digit string half-to-even at the
   requested position, which is what glibc does for exact ties in the
   default rounding mode, and lay out the result.  So the output is
   correctly rounded at any precision, like glibc's.  Precisions above
   PREC_MAX are clamped (glibc pads such outputs with exact digits).  */

#include <stdint.h>
#include <string.h>
#include "sfi-libc.h"

#define PREC_MAX	700
/* Largest exact expansion: 5^1074 * 2^53 has 767 digits.  */
#define DIGITS_MAX	800
#define LIMBS_MAX	(DIGITS_MAX / 4 + 2)
#define BODY_MAX	(DIGITS_MAX + PREC_MAX + 16)

/* Multiply the NL-limb number L by MUL (< 400000); return the new NL.  */
static int
mul_small (uint32_t *l, int nl, uint32_t mul)
{
  uint32_t carry = 0;
  for (int i = 0; i < nl; i++)
    {
      uint32_t t = l[i] * mul + carry;
      l[i] = t % 10000;
      carry = t / 10000;
    }
  while (carry)
    {
      l[nl++] = carry % 10000;
      carry /= 10000;
    }
  return nl;
}

/* Store the exact decimal digits of positive finite X in OUT (no leading
   or trailing zeros) and the decimal exponent of the first digit in
   *E10.  Return the number of digits (0 for zero).  */
static int
exact_digits (double x, char *out, int *e10)
{
  union { double d; uint64_t u; } b = { x };
  uint32_t hi = (uint32_t) (b.u >> 32), lo = (uint32_t) b.u;
  int be = (hi >> 20) & 0x7ff, e2, nl = 0, n = 0, dexp = 0;
  uint32_t l[LIMBS_MAX];

  hi &= 0xfffff;
  if (be == 0)
    e2 = -1074;
  else
    {
      hi |= 0x100000;
      e2 = be - 1075;
    }
  if (hi == 0 && lo == 0)
    {
      *e10 = 0;
      return 0;
    }
  /* M = HI * 2^32 + LO, built limb by limb.  */
  l[nl++] = hi % 10000;
  if (hi / 10000)
    l[nl++] = hi / 10000;
  nl = mul_small (l, nl, 65536);
  nl = mul_small (l, nl, 65536);
  {
    uint32_t carry = lo;
    for (int i = 0; carry; i++)
      {
	if (i == nl)
	  l[nl++] = 0;
	uint32_t t = l[i] + carry % 10000;
	l[i] = t % 10000;
	carry = carry / 10000 + t / 10000;
      }
  }
  for (; e2 >= 18; e2 -= 18)
    nl = mul_small (l, nl, 1u << 18);
  if (e2 > 0)
    nl = mul_small (l, nl, 1u << e2);
  for (dexp = e2 < 0 ? e2 : 0; e2 <= -8; e2 += 8)
    nl = mul_small (l, nl, 390625);	/* 5^8.  */
  for (; e2 < 0; e2++)
    nl = mul_small (l, nl, 5);

  /* Limbs to digits, most significant first.  */
  for (int i = nl - 1; i >= 0; i--)
    {
      uint32_t v = l[i];
      char d[4];
      for (int k = 3; k >= 0; k--, v /= 10)
	d[k] = '0' + v % 10;
      for (int k = 0; k < 4; k++)
	if (n > 0 || d[k] != '0')
	  out[n++] = d[k];
    }
  *e10 = n - 1 + dexp;
  while (n > 0 && out[n - 1] == '0')
    n--;
  return n;
}

/* Round the N-digit string D (first digit at decimal exponent *E10) to
   its first KEEP digits, half to even; update *N and *E10.  */
static void
round_digits (char *d, int *n, int *e10, int keep)
{
  int up;
  if (keep >= *n)
    return;
  if (keep < 0)
    {
      *n = 0;
      return;
    }
  if (d[keep] != '5')
    up = d[keep] > '5';
  else
    {
      up = keep > 0 && ((d[keep - 1] - '0') & 1);
      for (int i = keep + 1; i < *n; i++)
	if (d[i] != '0')
	  up = 1;
    }
  *n = keep;
  if (!up)
    return;
  for (int i = keep - 1; i >= 0; i--)
    {
      if (d[i] != '9')
	{
	  d[i]++;
	  return;
	}
      d[i] = '0';
    }
  /* All nines (or nothing kept): the result is a power of ten.  */
  memmove (d + 1, d, keep);
  d[0] = '1';
  (*n)++;
  (*e10)++;
}

/* Digit I of the N-digit string D, zero outside it.  */
static char
digit (const char *d, int n, int i)
{
  return i >= 0 && i < n ? d[i] : '0';
}

/* Lay out D (N digits, exponent E10) in %f style with PREC decimals into
   OUT; return the length.  */
static int
layout_f (char *out, const char *d, int n, int e10, int prec, int hash)
{
  int k = 0;
  if (e10 < 0)
    out[k++] = '0';
  for (int i = 0; i <= e10; i++)
    out[k++] = digit (d, n, i);
  if (prec > 0 || hash)
    out[k++] = '.';
  for (int j = 1; j <= prec; j++)
    out[k++] = digit (d, n, e10 + j);
  return k;
}

/* Lay out D in %e style with PREC decimals into OUT; return the
   length.  */
static int
layout_e (char *out, const char *d, int n, int e10, int prec, int hash,
	  int upper)
{
  int k = 0, x = e10 < 0 ? -e10 : e10;
  out[k++] = digit (d, n, 0);
  if (prec > 0 || hash)
    out[k++] = '.';
  for (int j = 1; j <= prec; j++)
    out[k++] = digit (d, n, j);
  out[k++] = upper ? 'E' : 'e';
  out[k++] = e10 < 0 ? '-' : '+';
  if (x >= 100)
    out[k++] = '0' + x / 100;
  out[k++] = '0' + x / 10 % 10;
  out[k++] = '0' + x % 10;
  return k;
}

/* Remove trailing zeros of the fraction in OUT[0, LEN) (%g without '#'),
   keeping an exponent suffix; return the new length.  */
static int
strip_zeros (char *out, int len)
{
  int dot = -1, end = len;
  for (int i = 0; i < len; i++)
    if (out[i] == '.')
      dot = i;
    else if (out[i] == 'e' || out[i] == 'E')
      {
	end = i;
	break;
      }
  if (dot < 0)
    return len;
  int k = end;
  while (k > dot + 1 && out[k - 1] == '0')
    k--;
  if (k == dot + 1)
    k = dot;
  memmove (out + k, out + end, len - end);
  return k + (len - end);
}

/* Format VALUE (see sfi-libc.h).  */
void
__sfi_format_fp (struct sfi_sink *s, double value, int conv, int flags,
		 int width, int prec)
{
  char d[DIGITS_MAX + 2], body[BODY_MAX];
  union { double d; uint64_t u; } b = { value };
  int upper = conv >= 'A' && conv <= 'Z', lconv = conv | 0x20;
  int neg = (int) (b.u >> 63), n, e10, len;
  const char *sign = neg ? "-" : flags & SFI_F_PLUS ? "+"
			    : flags & SFI_F_SPACE ? " " : "";
  int slen = strlen (sign);

  if (((b.u >> 52) & 0x7ff) == 0x7ff)
    {
      const char *w = (b.u << 12) ? (upper ? "NAN" : "nan")
				  : (upper ? "INF" : "inf");
      flags &= ~SFI_F_ZERO;
      if (!(flags & SFI_F_MINUS))
	__sfi_pad (s, ' ', width - slen - 3);
      __sfi_sink_put (s, sign, slen);
      __sfi_sink_put (s, w, 3);
      if (flags & SFI_F_MINUS)
	__sfi_pad (s, ' ', width - slen - 3);
      return;
    }
  if (prec < 0)
    prec = 6;
  if (prec > PREC_MAX)
    prec = PREC_MAX;
  n = exact_digits (neg ? -value : value, d, &e10);

  if (lconv == 'f')
    {
      round_digits (d, &n, &e10, e10 + 1 + prec);
      if (n == 0)
	e10 = 0;
      len = layout_f (body, d, n, e10, prec, flags & SFI_F_HASH);
    }
  else if (lconv == 'e')
    {
      round_digits (d, &n, &e10, prec + 1);
      if (n == 0)
	e10 = 0;
      len = layout_e (body, d, n, e10, prec, flags & SFI_F_HASH, upper);
    }
  else
    {
      int p = prec == 0 ? 1 : prec;
      round_digits (d, &n, &e10, p);
      if (n == 0)
	e10 = 0;
      if (e10 < p && e10 >= -4)
	len = layout_f (body, d, n, e10, p - 1 - e10, flags & SFI_F_HASH);
      else
	len = layout_e (body, d, n, e10, p - 1, flags & SFI_F_HASH, upper);
      if (!(flags & SFI_F_HASH))
	len = strip_zeros (body, len);
    }

  if (!(flags & (SFI_F_MINUS | SFI_F_ZERO)))
    __sfi_pad (s, ' ', width - slen - len);
  __sfi_sink_put (s, sign, slen);
  if ((flags & (SFI_F_MINUS | SFI_F_ZERO)) == SFI_F_ZERO)
    __sfi_pad (s, '0', width - slen - len);
  __sfi_sink_put (s, body, len);
  if (flags & SFI_F_MINUS)
    __sfi_pad (s, ' ', width - slen - len);
}
