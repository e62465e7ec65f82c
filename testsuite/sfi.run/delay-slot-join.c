/* Test that the delay-slot filler, which on MIPS runs after the sandbox
   pass, keeps each guarded base where a later access reuses it.  In
   each function a block that two or three branches reach stores through
   a base guarded before those branches, while the path that falls
   through guards another base first.  The filler may move that guard
   into the last branch's slot only if the data register is dead at the
   branch's target; the dataflow it reads predates the guards, so the
   plugin keeps the guarded registers live everywhere for it (found in
   LAME's lame_init_params, whose output changed).  The targets end in a
   conditional branch, and the tests read volatile variables so that the
   compiler keeps them apart; the functions take their pointers from
   outside (noipa).  */
/* { dg-do run } */

#include <stdio.h>

struct st { int a, b, c, d, e, f; };

static struct st s1, s2, s3;
/* Read once per test, so that the compiler cannot merge the tests.  */
static volatile int c1 = 1, c2 = 4;

static void __attribute__ ((noipa))
two_ways (struct st *p, struct st *q, int x, int y)
{
  p->a = x;
  if (c1 == y)
    goto join;
  if (c2 == y)
    goto join;
  q->b = 0;
  q->c = 0;
  return;
 join:
  p->c = x * y;
  p->e = x - y;
  p->f = x ^ y;
  if (x > y)
    p->d = y;
  p->b = x + y;
}

static void __attribute__ ((noipa))
three_ways (struct st *p, struct st *q, struct st *r, int x, int y)
{
  p->a = y;
  if (x == 2)
    goto join;
  if (y == 2)
    goto join;
  if (x == y)
    goto join;
  q->e = 0;
  r->f = 5;
  p->b = x - y;
  return;
 join:
  p->f = x + y;
  if (x < y)
    p->e = y;
}

static int __attribute__ ((noipa))
in_loop (struct st *p, struct st *q, const int *v, int n)
{
  int k = 0;
  for (int i = 0; i < n; i++)
    {
      p->a += v[i];
      if (v[i] == 1 || v[i] == 4)
	{
	  p->b += i;
	  continue;
	}
      q->c += v[i];
      k++;
    }
  return k;
}

static void __attribute__ ((noipa))
chain (struct st *p, struct st *q, int x)
{
  p->a = x;
  if (x & 1)
    {
      p->b = 1;
      if (x & 2)
	goto out;
      q->a = 2;
    }
  else if (x & 4)
    goto out;
  q->d = x;
 out:
  p->e = x;
}

static void
show (const char *what)
{
  printf ("%s %d %d %d %d %d %d | %d %d %d %d %d %d | %d %d %d %d %d %d\n",
	  what, s1.a, s1.b, s1.c, s1.d, s1.e, s1.f, s2.a, s2.b, s2.c, s2.d,
	  s2.e, s2.f, s3.a, s3.b, s3.c, s3.d, s3.e, s3.f);
}

int
main (void)
{
  static const int v[] = { 1, 2, 3, 4, 5, 1, 4, 7, 4, 9 };
  for (int x = 0; x < 6; x++)
    {
      two_ways (&s1, &s2, x, x - 1);
      show ("two");
      three_ways (&s1, &s2, &s3, x, 2 - x % 3);
      show ("three");
      chain (&s2, &s3, x);
      show ("chain");
    }
  printf ("loop %d\n", in_loop (&s3, &s1, v, 10));
  show ("end");
  return 0;
}
