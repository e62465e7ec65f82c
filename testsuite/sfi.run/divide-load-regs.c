/* Test that an integer division (Alpha: the millicode, bsr $23,__divq)
   keeps every register its caller holds, the load registers of protect
   code included (alpha-abi.h): a loop reads four arrays, whose bases
   protect code keeps guarded in $1-$3 and $4, around divisions and
   remainders of each width.  */
/* { dg-do run } */

#include <stdio.h>

#define N 64

static long a[N], b[N], c[N], d[N];
static unsigned e[N];

static long __attribute__ ((noipa))
mix (const long *p, const long *q, const long *r, const long *s,
     const unsigned *t, int n)
{
  long sum = 0;
  for (int i = 0; i < n; i++)
    {
      sum += p[i] / (q[i] | 1);
      sum ^= r[i] % (s[i] | 3);
      sum += (unsigned long) p[i] / ((unsigned long) s[i] | 5);
      sum += (int) r[i] / (int) (t[i] | 1) + t[i] % (unsigned) (q[i] | 7);
      sum += p[i] + q[i] + r[i] + s[i] + t[i];
    }
  return sum;
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      a[i] = (i * 7919L) ^ -(i & 3);
      b[i] = i * 31 - 500;
      c[i] = -(i * 104729L);
      d[i] = i * i + 1;
      e[i] = 4000000000u - i * 12345u;
    }
  printf ("%ld\n", mix (a, b, c, d, e, N));
  printf ("%ld\n", mix (c, d, a, b, e, N / 2));
  return 0;
}
