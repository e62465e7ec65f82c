/* Test that -fplugin-arg-sfi-no-hoist leaves the guard of store-hoist.c
   inside the loop.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-no-hoist" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

struct s { int x, y; };

void __attribute__ ((noinline))
f (struct s *p, const int *a, int n)
{
  for (int i = 0; i < n; i++)
    {
      p->x += a[i];
      p->y ^= a[i];
    }
}

/* { dg-final { scan-assembler-times {ins\t\$24,} 1 } } */
/* { dg-final { scan-assembler-not {ins\t\$24,[^\n]*\n\$L[0-9]+:} } } */
