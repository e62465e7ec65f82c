/* Test that on Alpha, too, the one store base of a loop is sandboxed once
   before the loop (the guard ends right before the loop's label), and
   that hoisting alone (-fplugin-arg-sfi-no-induction) leaves a moving
   base's guard in its loop.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-no-induction" } */
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

void __attribute__ ((noinline))
moving (int *p, int n)
{
  for (int i = 0; i < n; i++)
    *p++ = i;
}

/* { dg-final { scan-assembler-times {and\t\$[0-9]+,\$5,\$4\n} 2 } } */
/* { dg-final { scan-assembler-times {bis\t\$4,\$7,\$4\n(?:\t\.[^\n]*\n)*\$L[0-9]+:} 1 } } */
