/* Test that loops storing through a base they do not change (the shapes
   -fplugin-arg-sfi-hoist guards once, before the loop) compute what the
   unsandboxed program computes: plain and rotated loops, loops entered by
   a jump, nested loops, early exits, a loop whose body also stores to the
   stack, and loops that must keep their guards (a second base, a call,
   a base that moves).  */
/* { dg-do run } */

#include <stdio.h>

struct acc { int sum, xor, min, max; long long wide; };

static int data[64];

static void __attribute__ ((noinline))
fold (struct acc *p, const int *a, int n)
{
  for (int i = 0; i < n; i++)
    {
      p->sum += a[i];
      p->xor ^= a[i];
      if (a[i] < p->min)
	p->min = a[i];
      if (a[i] > p->max)
	p->max = a[i];
    }
}

static void __attribute__ ((noinline))
count_down (struct acc *p, int n)
{
  while (n-- > 0)
    {
      p->wide += n * 3;
      if (p->wide > 1000000)
	break;
    }
}

static void __attribute__ ((noinline))
nested (struct acc *p, const int *a, int n)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      p->sum += a[i] * a[j];
}

static int __attribute__ ((noinline))
with_stack (struct acc *p, const int *a, int n)
{
  volatile int local[4] = { 0, 0, 0, 0 };
  for (int i = 0; i < n; i++)
    {
      local[i & 3] += a[i];
      p->xor += local[(i + 1) & 3];
    }
  return local[0] + local[3];
}

static void __attribute__ ((noinline))
two_bases (struct acc *p, struct acc *q, const int *a, int n)
{
  for (int i = 0; i < n; i++)
    {
      p->sum += a[i];
      q->sum -= a[i];
    }
}

static int calls;
static void __attribute__ ((noinline)) tick (void) { calls++; }

static void __attribute__ ((noinline))
with_call (struct acc *p, const int *a, int n)
{
  for (int i = 0; i < n; i++)
    {
      p->max += a[i];
      tick ();
    }
}

static void __attribute__ ((noinline))
moving (int *p, int n)
{
  for (int i = 0; i < n; i++)
    *p++ = i * i;
}

int
main (void)
{
  struct acc a = { 0, 0, 1 << 30, -(1 << 30), 0 }, b = { 0, 0, 0, 0, 0 };
  for (int i = 0; i < 64; i++)
    data[i] = (i * 37) % 101 - 50;
  fold (&a, data, 64);
  count_down (&a, 900);
  nested (&b, data, 40);
  int s = with_stack (&b, data, 64);
  two_bases (&a, &b, data, 50);
  with_call (&b, data, 30);
  moving (data + 8, 20);
  printf ("%d %d %d %d %lld\n", a.sum, a.xor, a.min, a.max, a.wide);
  printf ("%d %d %d %d %d\n", b.sum, b.xor, b.max, s, calls);
  for (int i = 0; i < 64; i += 7)
    printf ("%d ", data[i]);
  printf ("\n");
  return 0;
}
