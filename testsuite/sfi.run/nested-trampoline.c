/* Test nested functions whose address escapes, which GCC runs through
   trampolines and a module through the support library's pool of
   entries (runtime/module/closure.c): called from another function and
   from newlib's qsort; two in one frame; one per level of a recursion,
   all live at the deepest level and each with its own frame; many more
   in turn than the pool has entries (their slots are taken again once
   their frames are gone, also after a longjmp out of them); and FP
   arguments and results.  The output must match the native program's.  */
/* { dg-do run } */

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>

static int __attribute__ ((noipa))
apply (int (*fn) (int), int x)
{
  return fn (x);
}

static double __attribute__ ((noipa))
apply_d (double (*fn) (double, float), double x)
{
  return fn (x, 0.5f);
}

static int __attribute__ ((noipa))
two (int k)
{
  int add (int x) { return x + k; }
  int mul (int x) { return x * k; }
  int (*volatile f) (int) = add;
  int (*volatile g) (int) = mul;
  return apply (f, 1) + apply (g, 3) + apply (f, apply (g, 2));
}

/* Each level's function adds its level to the one of the level above.  */
static long __attribute__ ((noipa))
chain (int n, int limit, int (*up) (int))
{
  int level (int x) { return (up ? up (x) : x) + n; }
  if (n == limit)
    return apply (level, 1000);
  return chain (n + 1, limit, level) + n;
}

static int __attribute__ ((noipa))
sort_by (int *v, int n, int desc)
{
  int calls = 0;
  int cmp (const void *a, const void *b)
  {
    int x = *(const int *) a, y = *(const int *) b;
    calls++;
    return desc ? (x < y) - (x > y) : (x > y) - (x < y);
  }
  qsort (v, n, sizeof *v, cmp);
  return calls > 0;
}

static jmp_buf env;

static void __attribute__ ((noipa))
leave (int k)
{
  int inner (int x)
  {
    if (x > 2)
      longjmp (env, x + k);
    return x;
  }
  apply (inner, 1);
  apply (inner, 7);
}

static double __attribute__ ((noipa))
scale (double s)
{
  double by (double x, float f) { return x * s + f; }
  return apply_d (by, 3.0);
}

int
main (void)
{
  printf ("two: %d %d\n", two (3), two (-5));
  printf ("chain: %ld %ld\n", chain (1, 1, 0), chain (1, 40, 0));

  int v[9] = { 5, -2, 8, 0, 3, 3, -7, 12, 1 };
  sort_by (v, 9, 0);
  for (int i = 0; i < 9; i++)
    printf ("%d ", v[i]);
  sort_by (v, 9, 1);
  for (int i = 0; i < 9; i++)
    printf ("%d ", v[i]);
  printf ("\n");

  /* Far more than the pool's entries, one live at a time.  */
  long sum = 0;
  for (int i = 0; i < 3000; i++)
    sum += two (i % 17);
  for (int i = 0; i < 600; i++)
    {
      int r = setjmp (env);
      if (r == 0)
	leave (i);
      sum += r;
    }
  printf ("sum: %ld\n", sum);
  printf ("scale: %.3f\n", scale (1.25));
  return 0;
}
