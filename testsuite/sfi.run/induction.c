/* Test that loops the plugin runs on the data register (induction
   pointers) compute what the unsandboxed program computes: pointers
   advancing before or after their store, by several step sizes, both
   ways, loops over bytes, halves and doubles, and loops that end right
   at the end of an array.  */
/* { dg-do run } */

#include <stdio.h>
#include <string.h>

static unsigned long long big[300];
static int ints[1000];
static short halves[513];
static unsigned char bytes[777];
static double reals[200];

static void __attribute__ ((noinline))
flip (unsigned long long *p, unsigned long long *end, unsigned long long m)
{
  do
    {
      *p ^= m;
      p++;
    }
  while (p != end);
}

static void __attribute__ ((noinline))
fill (int *p, int n, int step)
{
  for (int i = 0; i < n; i++)
    p[i] = i * step;
}

static void __attribute__ ((noinline))
down (short *p, int n)
{
  short *q = p + n;
  while (q != p)
    *--q = (short) (q - p) * 7;
}

static void __attribute__ ((noinline))
every_third (unsigned char *p, int n)
{
  for (int i = 0; i < n; i += 3)
    p[i] = (unsigned char) (i ^ 0x5a);
}

static void __attribute__ ((noinline))
scale (double *p, const double *a, int n, double k)
{
  for (int i = 0; i < n; i++)
    p[i] = a[i] * k + 1.0;
}

static int * __attribute__ ((noinline))
copy_until (int *dst, const int *src, int stop)
{
  while (*src != stop)
    *dst++ = *src++;
  *dst = stop;
  return dst;
}

int
main (void)
{
  for (int i = 0; i < 300; i++)
    big[i] = (unsigned long long) i * 0x9e3779b97f4a7c15ull;
  flip (big, big + 300, 0xff00ff00ff00ff00ull);
  flip (big + 7, big + 8, 1);
  fill (ints, 1000, 3);
  fill (ints + 500, 17, -5);
  down (halves, 513);
  memset (bytes, 1, sizeof bytes);
  every_third (bytes, 777);
  for (int i = 0; i < 200; i++)
    reals[i] = i * 0.25;
  scale (reals, reals, 200, 1.5);
  int src[40];
  for (int i = 0; i < 40; i++)
    src[i] = i * i + 1;
  src[33] = -1;
  int *end = copy_until (ints + 900, src, -1);

  unsigned long long h = 0;
  for (int i = 0; i < 300; i++)
    h = h * 31 + big[i];
  for (int i = 0; i < 1000; i++)
    h = h * 31 + (unsigned) ints[i];
  for (int i = 0; i < 513; i++)
    h = h * 31 + (unsigned short) halves[i];
  for (int i = 0; i < 777; i++)
    h = h * 31 + bytes[i];
  printf ("%llx %ld %.3f %.3f\n", h, (long) (end - ints), reals[0],
	  reals[199]);
  return 0;
}
