/* Test loops that walk several pointers at once, which protect code
   runs on the data register and the load registers (induction pointers
   besides the data register's): pointers of different strides and
   directions, more pointers than registers (the rest keep their guards),
   a pointer advanced only on some paths (which stays guarded), pointers
   compared against an end, read after the loop (copied back), loops
   left early for the code after them or for a return elsewhere (each
   way out makes the registers valid again, and copies the pointer back
   where it is read), loops whose structure the guard before them keeps
   in the data register (hoisted) and whose pointers run on the load
   registers, and loops inside loops.  The output must match the native
   program's; the functions take their pointers from outside (noipa), so
   that the compiler cannot fold them.  */
/* { dg-do run } */

#include <stdio.h>

static int __attribute__ ((noipa))
dot (const int *a, const int *b, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] * b[i];
  return s;
}

static void __attribute__ ((noipa))
add4 (int *d, const int *a, const short *b, const signed char *c,
      const int *e, int n)
{
  while (n--)
    *d++ = *a++ + *b++ * 3 + *c++ - *e++;
}

static long long __attribute__ ((noipa))
backwards (const int *a, const double *b, int n)
{
  const int *p = a + n - 1;
  const double *q = b + n - 1;
  long long s = 0;
  while (p >= a)
    {
      s = s * 7 + *p-- + (long long) (*q * 2.0);
      q--;
    }
  return s;
}

/* Q advances only when the element is odd: its step is not always
   followed by an access, so it keeps its guards.  */
static int __attribute__ ((noipa))
compact (int *out, const int *in, int n)
{
  int *q = out;
  for (int i = 0; i < n; i++)
    if (in[i] & 1)
      *q++ = in[i];
  return (int) (q - out);
}

/* P and Q are read after the loop, which a zero ends early.  */
static int __attribute__ ((noipa))
until_zero (const short *p, const int *q, int n, int *pos)
{
  const short *p0 = p;
  int s = 0;
  while (n--)
    {
      if (*p == 0)
	break;
      s += *p++ ^ *q++;
    }
  *pos = (int) (p - p0) * 1000 + (int) (q[-1] & 0xff);
  return s;
}

static int __attribute__ ((noipa))
cmp (const unsigned char *a, const unsigned char *b, int n)
{
  for (int i = 0; i < n; i++)
    if (a[i] != b[i])
      return a[i] - b[i];
  return 0;
}

static char * __attribute__ ((noipa))
fill_until (char *p, char *e, char c)
{
  while (p != e)
    {
      if (*p == c)
	return p;
      *p++ = c;
    }
  return 0;
}

struct acc { int n; long long sum; };

static void __attribute__ ((noipa))
accum (struct acc *s, const int *a, const short *b, int n)
{
  for (int i = 0; i < n; i++)
    {
      s->sum += a[i] * b[i];
      s->n++;
      if (s->sum > 1000000)
	return;
    }
}

static void __attribute__ ((noipa))
mat (int *c, const int *a, const int *b, int n)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	const int *pa = a + i * n, *pb = b + j;
	int s = 0;
	for (int k = 0; k < n; k++, pb += n)
	  s += *pa++ * *pb;
	c[i * n + j] = s;
      }
}

static int a[64], d[64];
static short b[64];
static signed char c[64];
static double f[64];

int
main (void)
{
  for (int i = 0; i < 64; i++)
    {
      a[i] = i * 37 % 101 - 50;
      b[i] = (short) (i * 11 % 23 - 7);
      c[i] = (signed char) (i * 5 % 13 - 6);
      f[i] = i * 0.75 - 10;
    }
  printf ("dot %d %d\n", dot (a, a + 3, 61), dot (a, a, 0));
  add4 (d, a, b, c, a + 1, 63);
  int s = 0;
  for (int i = 0; i < 63; i++)
    s = s * 31 + d[i];
  printf ("add4 %d\n", s);
  printf ("backwards %lld\n", backwards (a, f, 40));
  int n = compact (d, a, 64);
  printf ("compact %d %d %d\n", n, d[0], d[n - 1]);
  b[20] = 0;
  int pos;
  printf ("until_zero %d", until_zero (b + 1, a, 50, &pos));
  printf (" %d\n", pos);
  unsigned char u[40], v[40];
  for (int i = 0; i < 40; i++)
    u[i] = v[i] = (unsigned char) (i * 7);
  v[33] = 1;
  printf ("cmp %d %d %d\n", cmp (u, v, 40), cmp (u, v, 33), cmp (v, u, 34));
  char str[32] = "abcdefghijklmnopqrstuvwxyz";
  char *hit = fill_until (str, str + 26, 'q');
  printf ("fill_until %d %s %d\n", (int) (hit - str), str,
	  fill_until (str, str + 5, 'z') == 0);
  struct acc acc = { 0, 0 };
  accum (&acc, a, b, 64);
  printf ("accum %d %lld\n", acc.n, acc.sum);
  struct acc big = { 0, 999990 };
  accum (&big, a + 5, b + 2, 50);
  printf ("accum %d %lld\n", big.n, big.sum);
  mat (d, a, a + 16, 4);
  for (int i = 0; i < 16; i++)
    printf ("%d%c", d[i], i == 15 ? '\n' : ' ');
  return 0;
}
