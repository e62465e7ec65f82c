/* Test loops that index arrays with one counter, whose sums of an
   array's base and the counter the plugin turns into pointers of their
   own (derived pointers, for the induction rule): byte compares that
   stop early (xz's match-length loops) in both rotations, counters that
   go down or by two, an index that is also stored, a sum also read
   after the loop, a sum whose access is conditional, an index stepped
   twice in one pass, stores through such sums, nested loops, size_t
   and int counters, and values kept across a call after the loop.  The output must match the native program's; the
   functions take their arrays from outside (noipa), so that the
   compiler cannot fold them.  */
/* { dg-do run } */

#include <stdio.h>
#include <string.h>

static unsigned __attribute__ ((noipa))
match_len (const unsigned char *a, const unsigned char *b, unsigned n,
	   unsigned lim)
{
  while (++n != lim)
    if (a[n] != b[n])
      break;
  return n;
}

static unsigned __attribute__ ((noipa))
match_len2 (const unsigned char *a, const unsigned char *b, unsigned n,
	    unsigned lim)
{
  while (n < lim && a[n] == b[n])
    n++;
  return n;
}

static int __attribute__ ((noipa))
down (const unsigned char *a, const unsigned char *b, int n)
{
  int s = 0;
  while (n-- > 0)
    s = s * 3 + a[n] - b[n];
  return s;
}

static unsigned __attribute__ ((noipa))
by_two (const unsigned char *a, unsigned char *d, unsigned n)
{
  unsigned s = 0;
  for (unsigned i = 0; i + 1 < n; i += 2)
    {
      d[i] = a[i] ^ a[i + 1];
      s += d[i];
    }
  return s;
}

/* The index is a value too.  */
static unsigned __attribute__ ((noipa))
first_diff_sum (const unsigned char *a, const unsigned char *b,
		unsigned char *d, unsigned n)
{
  unsigned s = 0;
  for (unsigned i = 0; i < n; i++)
    {
      d[i] = (unsigned char) i;
      if (a[i] != b[i])
	s += i;
    }
  return s;
}

/* A sum the code after the loop reads again.  */
static const unsigned char *__attribute__ ((noipa))
find (const unsigned char *a, unsigned n, unsigned char c)
{
  unsigned i = 0;
  const unsigned char *p = a;
  while (i < n)
    {
      p = a + i;
      if (*p == c)
	break;
      i++;
    }
  return p;
}

/* The access happens on some passes only.  */
static unsigned __attribute__ ((noipa))
sometimes (const unsigned char *a, const unsigned char *b, unsigned n)
{
  unsigned s = 0;
  for (unsigned i = 0; i < n; i++)
    if (i & 1)
      s += a[i];
    else
      s += b[i] * 2u;
  return s;
}

/* The counter moves twice in a pass.  */
static unsigned __attribute__ ((noipa))
twice (const unsigned char *a, unsigned char *d, unsigned n)
{
  unsigned s = 0, i = 0;
  while (i + 2 < n)
    {
      s += a[i];
      i++;
      d[i] = (unsigned char) (s + a[i]);
      i++;
    }
  return s + i;
}

static void __attribute__ ((noipa))
copy_idx (unsigned char *d, const unsigned char *a, size_t n)
{
  for (size_t i = 0; i < n; i++)
    d[i] = a[i] + 1;
}

static unsigned __attribute__ ((noipa))
nested (const unsigned char *a, const unsigned char *b, unsigned rows,
	unsigned cols)
{
  unsigned s = 0;
  for (unsigned r = 0; r < rows; r++)
    {
      unsigned j = r;
      while (j < cols && a[j] == b[j])
	j++;
      s = s * 5 + j;
    }
  return s;
}

static int __attribute__ ((noipa))
ints (const int *a, const int *b, int *d, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      d[i] = a[i] - b[i];
      s ^= d[i] + i;
    }
  return s;
}

/* Values kept in call-clobbered registers across a call to a function
   of the same unit that leaves them alone (-fipa-ra): a pointer given
   to the loop must not take one of them.  */
static unsigned __attribute__ ((noinline))
helper (unsigned x)
{
  return x * 3 + 1;
}

static unsigned __attribute__ ((noinline))
across_call (const unsigned char *a, const unsigned char *b, unsigned n,
	     unsigned k)
{
  unsigned v = k * 7 + 5, w = k ^ 0x55, x = k + n;
  unsigned i = 0;
  while (i < n && a[i] == b[i])
    i++;
  unsigned r = helper (i);
  return r + v * 3 + w * 5 + x;
}

static unsigned char a[300], b[300], d[300];
static int ia[100], ib[100], id[100];

int
main (void)
{
  for (int i = 0; i < 300; i++)
    {
      a[i] = (unsigned char) (i * 7 + 3);
      b[i] = (unsigned char) (i < 200 ? a[i] : i);
    }
  for (int i = 0; i < 100; i++)
    {
      ia[i] = i * i - 50;
      ib[i] = 3 * i;
    }
  for (unsigned n = 0; n < 250; n += 37)
    printf ("%u %u %u %u\n", match_len (a, b, n, 290),
	    match_len2 (a, b, n, 290), match_len (a, a, n, n + 1),
	    match_len2 (a, b, n, n));
  printf ("%d %d\n", down (a, b, 250), down (a, b, 0));
  printf ("%u %u\n", by_two (a, d, 299), d[100]);
  printf ("%u %u\n", first_diff_sum (a, b, d, 260), d[255]);
  printf ("%d %d\n", (int) (find (a, 300, a[123]) - a),
	  (int) (find (a, 10, 0xff) - a));
  printf ("%u\n", sometimes (a, b, 299));
  printf ("%u %u %u\n", twice (a, d, 299), d[7], twice (a, d, 2));
  copy_idx (d, b, 300);
  printf ("%u %u\n", d[0], d[299]);
  printf ("%u\n", nested (a, b, 40, 260));
  printf ("%d %d\n", ints (ia, ib, id, 100), id[99]);
  printf ("%u %u\n", across_call (a, b, 250, 9), across_call (a, a, 20, 3));
  return 0;
}
