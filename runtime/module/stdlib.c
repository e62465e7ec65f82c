/* Process control and conversions of the module support library.

   exit runs atexit handlers, flushes stdio and leaves through host call
   EXIT; there is no other way to end a module.  rand reproduces glibc's
   default generator (TYPE_3 additive feedback, seeded by Park-Miller)
   so that a program's output inside a domain matches its native build.
   Everything else is the ordinary C-library behaviour.  */

#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "sfi-libc.h"
#include "sfi-test.h"

#define ATEXIT_MAX 32

static void (*atexit_fns[ATEXIT_MAX]) (void);
static int atexit_count;
static int errno_value;

/* Address of errno (glibc's <errno.h> reads errno through this).  */
int *
__errno_location (void)
{
  return &errno_value;
}

/* See sfi-libc.h.  Here rather than with the POSIX wrappers, so that
   stdio does not drag in (and clash with a program's own) read or
   write.  */
int
__sfi_syscall_ret (int r)
{
  if (r < 0)
    {
      errno_value = -r;
      return -1;
    }
  return r;
}

/* Register FN to run at exit.  Return 0, or -1 if the table is full.  */
int
atexit (void (*fn) (void))
{
  if (atexit_count == ATEXIT_MAX)
    return -1;
  atexit_fns[atexit_count++] = fn;
  return 0;
}

/* End the module with STATUS after atexit handlers and stdio flushing.  */
void
exit (int status)
{
  while (atexit_count > 0)
    atexit_fns[--atexit_count] ();
  __sfi_stdio_flush_all ();
  __sfi_jt_exit (status);
}

/* End the module with STATUS immediately.  */
void
_exit (int status)
{
  __sfi_jt_exit (status);
}

/* Same as _exit.  */
void
_Exit (int status)
{
  __sfi_jt_exit (status);
}

/* Abnormal termination: status 134 (128 + SIGABRT) like a native abort
   seen by the shell.  */
void
abort (void)
{
  static const char msg[] = "abort\n";
  __sfi_jt_write (2, msg, sizeof msg - 1);
  __sfi_jt_exit (134);
}

/* Failed assert: the message of glibc, then abort.  */
void
__assert_fail (const char *expr, const char *file, unsigned line,
	       const char *func)
{
  fflush (stdout);
  fprintf (stderr, "%s: %s:%u: %s%sAssertion `%s' failed.\n",
	   __sfi_progname, file, line, func ? func : "", func ? ": " : "",
	   expr);
  abort ();
}

/* Stack-protector support, for modules built with -fstack-protector.  */
uintptr_t __stack_chk_guard = 0x5f1c0de5;

/* Called on a smashed stack canary.  */
void
__stack_chk_fail (void)
{
  static const char msg[] = "*** stack smashing detected ***\n";
  __sfi_jt_write (2, msg, sizeof msg - 1);
  abort ();
}

/* There is no environment inside a domain.  */
char *
getenv (const char *name)
{
  (void) name;
  return NULL;
}

/* Parse an unsigned number at S in BASE; store the end in *END and set
   *NEG for a minus sign and *OVF on overflow of MAX.  The common core of
   the strto* functions.  */
static unsigned long long
parse_unsigned (const char *s, char **end, int base, int *neg,
		unsigned long long max, int *ovf)
{
  const char *p = s, *digits;
  unsigned long long acc = 0, cutoff;
  unsigned cutlim;
  int any = 0;

  *neg = 0;
  *ovf = 0;
  while (isspace ((unsigned char) *p))
    p++;
  if (*p == '-' || *p == '+')
    *neg = *p++ == '-';
  if ((base == 0 || base == 16) && p[0] == '0'
      && (p[1] == 'x' || p[1] == 'X') && isxdigit ((unsigned char) p[2]))
    {
      p += 2;
      base = 16;
    }
  else if (base == 0)
    base = *p == '0' ? 8 : 10;
  if (base < 2 || base > 36)
    {
      errno = EINVAL;
      if (end)
	*end = (char *) s;
      return 0;
    }
  cutoff = max / base;
  cutlim = max % base;
  for (digits = p;; p++)
    {
      int c = (unsigned char) *p;
      unsigned d;
      if (c >= '0' && c <= '9')
	d = c - '0';
      else if (c >= 'a' && c <= 'z')
	d = c - 'a' + 10;
      else if (c >= 'A' && c <= 'Z')
	d = c - 'A' + 10;
      else
	break;
      if (d >= (unsigned) base)
	break;
      any = 1;
      if (acc > cutoff || (acc == cutoff && d > cutlim))
	*ovf = 1;
      else
	acc = acc * base + d;
    }
  if (end)
    *end = (char *) (any ? p : s);
  (void) digits;
  return acc;
}

/* Convert S to unsigned long long in BASE.  */
unsigned long long
strtoull (const char *s, char **end, int base)
{
  int neg, ovf;
  unsigned long long v = parse_unsigned (s, end, base, &neg, ULLONG_MAX,
					 &ovf);
  if (ovf)
    {
      errno = ERANGE;
      return ULLONG_MAX;
    }
  return neg ? -v : v;
}

/* Convert S to long long in BASE, clamping on overflow.  */
long long
strtoll (const char *s, char **end, int base)
{
  int neg, ovf;
  unsigned long long v = parse_unsigned (s, end, base, &neg, ULLONG_MAX,
					 &ovf);
  unsigned long long lim = neg ? (unsigned long long) LLONG_MAX + 1
			       : LLONG_MAX;
  if (ovf || v > lim)
    {
      errno = ERANGE;
      return neg ? LLONG_MIN : LLONG_MAX;
    }
  return neg ? (long long) -v : (long long) v;
}

/* Convert S to unsigned long in BASE.  */
unsigned long
strtoul (const char *s, char **end, int base)
{
  int neg, ovf;
  unsigned long long v = parse_unsigned (s, end, base, &neg, ULONG_MAX,
					 &ovf);
  if (ovf)
    {
      errno = ERANGE;
      return ULONG_MAX;
    }
  return neg ? -(unsigned long) v : (unsigned long) v;
}

/* Convert S to long in BASE, clamping on overflow.  */
long
strtol (const char *s, char **end, int base)
{
  int neg, ovf;
  unsigned long long v = parse_unsigned (s, end, base, &neg, ULONG_MAX,
					 &ovf);
  unsigned long lim = neg ? (unsigned long) LONG_MAX + 1 : LONG_MAX;
  if (ovf || v > lim)
    {
      errno = ERANGE;
      return neg ? LONG_MIN : LONG_MAX;
    }
  return neg ? (long) -(unsigned long) v : (long) v;
}

/* Convert S to int.  */
int
atoi (const char *s)
{
  return (int) strtol (s, NULL, 10);
}

/* Convert S to long.  */
long
atol (const char *s)
{
  return strtol (s, NULL, 10);
}

/* Convert S to long long.  */
long long
atoll (const char *s)
{
  return strtoll (s, NULL, 10);
}

/* Absolute values.  */
int
abs (int x)
{
  return x < 0 ? -x : x;
}

/* Absolute value of a long.  */
long
labs (long x)
{
  return x < 0 ? -x : x;
}

/* Absolute value of a long long.  */
long long
llabs (long long x)
{
  return x < 0 ? -x : x;
}

/* glibc's TYPE_3 generator: r[i] = r[i-3] + r[i-31], output r[i] >> 1,
   kept in a ring of the last 34 values.  */
static uint32_t rand_ring[34];
static unsigned rand_pos;
static int rand_seeded;

/* Seed the generator like glibc's srandom.  */
void
srand (unsigned seed)
{
  int32_t r = seed ? seed : 1;
  rand_ring[0] = r;
  for (int i = 1; i < 31; i++)
    {
      /* Park-Miller 16807 * r mod (2^31 - 1) without overflow
	 (Schrage's method), as glibc does.  */
      int32_t hi = r / 127773, lo = r % 127773;
      r = 16807 * lo - 2836 * hi;
      if (r < 0)
	r += 2147483647;
      rand_ring[i] = r;
    }
  for (int i = 31; i < 34; i++)
    rand_ring[i] = rand_ring[i - 31];
  rand_pos = 0;
  rand_seeded = 1;
  for (int i = 34; i < 344; i++)
    rand ();
}

/* Next pseudo-random number in [0, RAND_MAX].  */
int
rand (void)
{
  uint32_t v;
  if (!rand_seeded)
    srand (1);
  v = rand_ring[(rand_pos + 3) % 34] + rand_ring[(rand_pos + 31) % 34];
  rand_ring[rand_pos] = v;
  rand_pos = (rand_pos + 1) % 34;
  return (int) (v >> 1);
}

/* Swap the SIZE-byte elements at A and B.  */
static void
swap_bytes (char *a, char *b, size_t size)
{
  for (size_t i = 0; i < size; i++)
    {
      char t = a[i];
      a[i] = b[i];
      b[i] = t;
    }
}

/* Restore the heap property below node I of the N-element heap BASE.  */
static void
sift_down (char *base, size_t i, size_t n, size_t size,
	   int (*cmp) (const void *, const void *))
{
  for (;;)
    {
      size_t c = 2 * i + 1;
      if (c >= n)
	return;
      if (c + 1 < n && cmp (base + c * size, base + (c + 1) * size) < 0)
	c++;
      if (cmp (base + i * size, base + c * size) >= 0)
	return;
      swap_bytes (base + i * size, base + c * size, size);
      i = c;
    }
}

/* Sort N elements of SIZE bytes at BASE with CMP (heapsort: O(n log n)
   in the worst case and no recursion on the module's stack).  */
void
qsort (void *base, size_t n, size_t size,
       int (*cmp) (const void *, const void *))
{
  char *b = base;
  if (n < 2 || size == 0)
    return;
  for (size_t i = n / 2; i-- > 0;)
    sift_down (b, i, n, size, cmp);
  for (size_t end = n - 1; end > 0; end--)
    {
      swap_bytes (b, b + end * size, size);
      sift_down (b, 0, end, size, cmp);
    }
}

/* Binary search for KEY in the sorted array BASE.  */
void *
bsearch (const void *key, const void *base, size_t n, size_t size,
	 int (*cmp) (const void *, const void *))
{
  const char *b = base;
  size_t lo = 0, hi = n;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      int c = cmp (key, b + mid * size);
      if (c == 0)
	return (void *) (b + mid * size);
      if (c < 0)
	hi = mid;
      else
	lo = mid + 1;
    }
  return NULL;
}

/* Read clock CLK into TS through host call CLOCK.  */
int
clock_gettime (clockid_t clk, struct timespec *ts)
{
  int r = __sfi_jt_clock (clk, ts);
  if (r < 0)
    {
      errno = -r;
      return -1;
    }
  return 0;
}

/* Seconds since the epoch.  */
time_t
time (time_t *t)
{
  struct timespec ts;
  if (clock_gettime (CLOCK_REALTIME, &ts) != 0)
    return (time_t) -1;
  if (t)
    *t = ts.tv_sec;
  return ts.tv_sec;
}

/* Processor time used, in CLOCKS_PER_SEC units.  */
clock_t
clock (void)
{
  struct timespec ts;
  if (clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts) != 0)
    return (clock_t) -1;
  return ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

/* Run a test hook of the loader (sfi-test.h).  */
long
sfi_test_hook (int op, int arg)
{
  return __sfi_jt_test (op, arg, 0, 0);
}
