/* Test loops whose guards go before them: a structure updated on every
   pass after a bounds check that leaves the loop (hoisted into the data
   register), other structures read and written on every pass (in
   protect code kept in load registers through the loop), an array read
   at a computed index (the one load register left for the walk), and a
   loop entered both at its top and in its middle.  The output must match
   the native program's; the functions take their pointers from outside
   (noipa), so that the compiler cannot fold them.  */
/* { dg-do run } */

#include <stdio.h>
#include <stdlib.h>

struct acc { int n; int sum; };
struct par { int k; int m; };
struct out { int lo; int hi; };

static int __attribute__ ((noipa))
checked (struct acc *s, const struct par *p, struct out *o, const int *a,
	 const int *idx, int n)
{
  for (int i = 0; i < n; i++)
    {
      int k = idx[i];
      if (k < 0 || k >= 64)
	return -1;
      int v = a[k] * p->k + p->m;
      s->sum += v;
      s->n++;
      if (v < o->lo)
	o->lo = v;
      if (v > o->hi)
	o->hi = v;
    }
  return s->n;
}

static int __attribute__ ((noipa))
middle (struct acc *s, const struct par *p, const int *a, int n, int start)
{
  int i = start;
  if (i & 1)
    goto in;
  for (; i < n; i++)
    {
      s->sum += a[i & 63] * p->k;
    in:
      s->n += p->m;
    }
  return s->sum;
}

int
main (void)
{
  static int a[64], idx[200];
  struct acc s = { 0, 0 };
  struct par p = { 3, -7 };
  struct out o = { 1 << 30, -(1 << 30) };
  for (int i = 0; i < 64; i++)
    a[i] = (i * 37) % 101 - 50;
  for (int i = 0; i < 200; i++)
    idx[i] = (i * 13) % 64;
  int r = checked (&s, &p, &o, a, idx, 200);
  printf ("%d %d %d %d %d\n", r, s.n, s.sum, o.lo, o.hi);
  idx[150] = 64;
  r = checked (&s, &p, &o, a, idx, 200);
  printf ("%d %d\n", r, s.n);
  r = middle (&s, &p, a, 100, 1);
  printf ("%d %d\n", r, s.n);
  r = middle (&s, &p, a, 100, 2);
  printf ("%d %d\n", r, s.n);
  return 0;
}
