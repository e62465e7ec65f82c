/* Test that -fplugin-arg-sfi-no-hoist keeps the guard of hoist.c's first
   loop inside the loop.  */
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

/* { dg-final { scan-assembler-times {and\t\$[0-9]+,\$5,\$4\n} 1 } } */
/* { dg-final { scan-assembler-not {bis\t\$4,\$7,\$4\n(?:\t\.[^\n]*\n)*\$L[0-9]+:} } } */
