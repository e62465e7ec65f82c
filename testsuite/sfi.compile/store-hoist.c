/* Test that a loop whose stores all go through one base it never changes
   gets that base's guard once, before the loop, and none inside.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-verbose" } */
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
/* { dg-final { scan-assembler {ins\t\$24,\$4,0,[0-9]+\n\$L[0-9]+:} } } */
/* { dg-final { scan-sfi-dump {;; sfi: insn [0-9]+: guard of \$4 hoisted} } } */
