/* The printf family of the module support library.

   One formatting core, __sfi_vformat, writes to a sink that is either a
   stream or a string buffer.  It supports the flags "-+ 0#", field width
   and precision (also as "*"), the length modifiers hh h l ll z j t L
   and the conversions d i u o x X c s p n % plus f F e E g G, which
   printf-fp.c formats exactly.  Output matches glibc's for the same
   arguments (e.g. "(nil)" for a null %p, "(null)" for a null %s).  */

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "sfi-libc.h"

/* Append LEN bytes at P to sink S.  */
void
__sfi_sink_put (struct sfi_sink *s, const char *p, size_t len)
{
  if (s->file)
    {
      if (__sfi_file_write (s->file, p, len) != 0)
	s->error = 1;
    }
  else if (s->count + 1 < s->cap)
    {
      size_t room = s->cap - 1 - s->count;
      memcpy (s->str + s->count, p, len < room ? len : room);
    }
  s->count += len;
}

/* Write N copies of C to S.  */
void
__sfi_pad (struct sfi_sink *s, int c, int n)
{
  char buf[32];
  memset (buf, c, sizeof buf);
  while (n > 0)
    {
      int k = n < (int) sizeof buf ? n : (int) sizeof buf;
      __sfi_sink_put (s, buf, k);
      n -= k;
    }
}

/* Format an integer: magnitude V in BASE (upper-case digits if UPPER),
   SIGN ("-", "+", " " or ""), with FLAGS, WIDTH and PRECISION (-1 for
   none), and the "0x"/"0" prefix of '#' in PREFIX.  */
static void
format_int (struct sfi_sink *s, unsigned long long v, unsigned base,
	    int upper, const char *sign, const char *prefix, int flags,
	    int width, int prec)
{
  char digits[24];
  const char *set = upper ? "0123456789ABCDEF" : "0123456789abcdef";
  int n = 0, zeros, len;
  int plen = strlen (sign) + strlen (prefix);

  /* Divide in 32-bit halves when possible: cheaper than __udivdi3.  */
  while (v > 0xffffffffu)
    {
      digits[n++] = set[v % base];
      v /= base;
    }
  for (uint32_t w = (uint32_t) v; w; w /= base)
    digits[n++] = set[w % base];
  if (prec < 0)
    prec = 1;
  else
    flags &= ~SFI_F_ZERO;	/* A precision overrides '0'.  */
  /* "%#o" makes sure the number starts with 0.  */
  if (base == 8 && (flags & SFI_F_HASH) && prec <= n)
    prec = n + 1;
  zeros = prec > n ? prec - n : 0;
  len = plen + zeros + n;
  if (!(flags & (SFI_F_MINUS | SFI_F_ZERO)))
    __sfi_pad (s, ' ', width - len);
  __sfi_sink_put (s, sign, strlen (sign));
  __sfi_sink_put (s, prefix, strlen (prefix));
  if ((flags & (SFI_F_MINUS | SFI_F_ZERO)) == SFI_F_ZERO)
    __sfi_pad (s, '0', width - len);
  __sfi_pad (s, '0', zeros);
  while (n > 0)
    __sfi_sink_put (s, &digits[--n], 1);
  if (flags & SFI_F_MINUS)
    __sfi_pad (s, ' ', width - len);
}

/* Write the LEN bytes at P padded to WIDTH as FLAGS say.  */
static void
format_str (struct sfi_sink *s, const char *p, int len, int flags,
	    int width)
{
  if (!(flags & SFI_F_MINUS))
    __sfi_pad (s, ' ', width - len);
  __sfi_sink_put (s, p, len);
  if (flags & SFI_F_MINUS)
    __sfi_pad (s, ' ', width - len);
}

/* Length modifiers.  */
enum length { LEN_NONE, LEN_HH, LEN_H, LEN_L, LEN_LL, LEN_Z };

/* The formatting core (see sfi-libc.h).  */
void
__sfi_vformat (struct sfi_sink *s, const char *fmt, va_list ap)
{
  while (*fmt)
    {
      const char *start = fmt;
      int flags = 0, width = 0, prec = -1;
      enum length len = LEN_NONE;
      unsigned long long u;
      long long v;
      const char *sign;

      if (*fmt != '%')
	{
	  while (*fmt && *fmt != '%')
	    fmt++;
	  __sfi_sink_put (s, start, fmt - start);
	  continue;
	}
      for (fmt++;; fmt++)
	{
	  if (*fmt == '-')
	    flags |= SFI_F_MINUS;
	  else if (*fmt == '+')
	    flags |= SFI_F_PLUS;
	  else if (*fmt == ' ')
	    flags |= SFI_F_SPACE;
	  else if (*fmt == '#')
	    flags |= SFI_F_HASH;
	  else if (*fmt == '0')
	    flags |= SFI_F_ZERO;
	  else
	    break;
	}
      if (*fmt == '*')
	{
	  width = va_arg (ap, int);
	  if (width < 0)
	    {
	      flags |= SFI_F_MINUS;
	      width = -width;
	    }
	  fmt++;
	}
      else
	while (*fmt >= '0' && *fmt <= '9')
	  width = width * 10 + (*fmt++ - '0');
      if (*fmt == '.')
	{
	  fmt++;
	  prec = 0;
	  if (*fmt == '*')
	    {
	      prec = va_arg (ap, int);
	      if (prec < 0)
		prec = -1;
	      fmt++;
	    }
	  else
	    while (*fmt >= '0' && *fmt <= '9')
	      prec = prec * 10 + (*fmt++ - '0');
	}
      for (;; fmt++)
	{
	  if (*fmt == 'h')
	    len = len == LEN_H ? LEN_HH : LEN_H;
	  else if (*fmt == 'l')
	    len = len == LEN_L ? LEN_LL : LEN_L;
	  else if (*fmt == 'q' || *fmt == 'j')
	    len = LEN_LL;
	  else if (*fmt == 'z' || *fmt == 't')
	    len = LEN_Z;
	  else if (*fmt == 'L')
	    ;			/* long double is double on o32.  */
	  else
	    break;
	}
      switch (*fmt)
	{
	case 'd': case 'i':
	  if (len == LEN_LL)
	    v = va_arg (ap, long long);
	  else if (len == LEN_L)
	    v = va_arg (ap, long);
	  else
	    v = va_arg (ap, int);
	  if (len == LEN_HH)
	    v = (signed char) v;
	  else if (len == LEN_H)
	    v = (short) v;
	  u = v < 0 ? -(unsigned long long) v : (unsigned long long) v;
	  sign = v < 0 ? "-" : flags & SFI_F_PLUS ? "+"
	    : flags & SFI_F_SPACE ? " " : "";
	  format_int (s, u, 10, 0, sign, "", flags, width, prec);
	  break;
	case 'u': case 'o': case 'x': case 'X':
	  if (len == LEN_LL)
	    u = va_arg (ap, unsigned long long);
	  else if (len == LEN_L)
	    u = va_arg (ap, unsigned long);
	  else
	    u = va_arg (ap, unsigned int);
	  if (len == LEN_HH)
	    u = (unsigned char) u;
	  else if (len == LEN_H)
	    u = (unsigned short) u;
	  format_int (s, u, *fmt == 'u' ? 10 : *fmt == 'o' ? 8 : 16,
		      *fmt == 'X', "",
		      (flags & SFI_F_HASH) && u && *fmt == 'x' ? "0x"
		      : (flags & SFI_F_HASH) && u && *fmt == 'X' ? "0X" : "",
		      flags, width, prec);
	  break;
	case 'p':
	  u = (uintptr_t) va_arg (ap, void *);
	  if (u == 0)
	    format_str (s, "(nil)", 5, flags, width);
	  else
	    format_int (s, u, 16, 0, flags & SFI_F_PLUS ? "+"
			: flags & SFI_F_SPACE ? " " : "", "0x", flags, width,
			prec);
	  break;
	case 'c':
	  {
	    char c = (char) va_arg (ap, int);
	    format_str (s, &c, 1, flags, width);
	  }
	  break;
	case 's':
	  {
	    const char *str = va_arg (ap, const char *);
	    int n;
	    if (str == NULL)
	      str = prec < 0 || prec >= 6 ? "(null)" : "";
	    n = prec < 0 ? (int) strlen (str) : (int) strnlen (str, prec);
	    format_str (s, str, n, flags, width);
	  }
	  break;
	case 'f': case 'F': case 'e': case 'E': case 'g': case 'G':
	  __sfi_format_fp (s, va_arg (ap, double), *fmt, flags, width, prec);
	  break;
	case 'n':
	  {
	    void *p = va_arg (ap, void *);
	    if (len == LEN_LL)
	      *(long long *) p = s->count;
	    else if (len == LEN_HH)
	      *(signed char *) p = s->count;
	    else if (len == LEN_H)
	      *(short *) p = s->count;
	    else
	      *(int *) p = s->count;
	  }
	  break;
	case '%':
	  __sfi_sink_put (s, "%", 1);
	  break;
	default:
	  /* Unknown conversion: print it as written, as glibc does.  */
	  if (*fmt == 0)
	    fmt--;
	  __sfi_sink_put (s, start, fmt + 1 - start);
	  break;
	}
      fmt++;
    }
}

/* Print to stream FP.  */
int
vfprintf (FILE *fp, const char *fmt, va_list ap)
{
  struct sfi_sink s = { (struct sfi_file *) fp, NULL, 0, 0, 0 };
  __sfi_vformat (&s, fmt, ap);
  return s.error ? -1 : (int) s.count;
}

/* Print to stdout.  */
int
vprintf (const char *fmt, va_list ap)
{
  return vfprintf (stdout, fmt, ap);
}

/* Print at most N - 1 characters to STR, always terminated if N > 0.  */
int
vsnprintf (char *str, size_t n, const char *fmt, va_list ap)
{
  struct sfi_sink s = { NULL, str, n, 0, 0 };
  __sfi_vformat (&s, fmt, ap);
  if (n > 0)
    str[s.count < n ? s.count : n - 1] = 0;
  return (int) s.count;
}

/* Print to STR without a size limit.  */
int
vsprintf (char *str, const char *fmt, va_list ap)
{
  return vsnprintf (str, SIZE_MAX / 2, fmt, ap);
}

/* The variadic forms.  */
int
printf (const char *fmt, ...)
{
  va_list ap;
  int r;
  va_start (ap, fmt);
  r = vfprintf (stdout, fmt, ap);
  va_end (ap);
  return r;
}

/* Print to stream FP.  */
int
fprintf (FILE *fp, const char *fmt, ...)
{
  va_list ap;
  int r;
  va_start (ap, fmt);
  r = vfprintf (fp, fmt, ap);
  va_end (ap);
  return r;
}

/* Print to STR.  */
int
sprintf (char *str, const char *fmt, ...)
{
  va_list ap;
  int r;
  va_start (ap, fmt);
  r = vsprintf (str, fmt, ap);
  va_end (ap);
  return r;
}

/* Print at most N - 1 characters to STR.  */
int
snprintf (char *str, size_t n, const char *fmt, ...)
{
  va_list ap;
  int r;
  va_start (ap, fmt);
  r = vsnprintf (str, n, fmt, ap);
  va_end (ap);
  return r;
}
