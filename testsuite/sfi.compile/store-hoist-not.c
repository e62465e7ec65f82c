/* Test that hoisting leaves alone the loops it must not change: a base
   that moves, a call in the loop (the callee may use the data register),
   and two bases (one data register cannot hold both).  No guard may sit
   right before a label, where a hoisted one would be.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-no-induction" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

struct s { int x, y; };
extern void g (void);

void __attribute__ ((noinline))
moving (int *p, int n)
{
  for (int i = 0; i < n; i++)
    *p++ = i;
}

void __attribute__ ((noinline))
with_call (struct s *p, const int *a, int n)
{
  for (int i = 0; i < n; i++)
    {
      p->x += a[i];
      g ();
    }
}

void __attribute__ ((noinline))
two_bases (struct s *p, struct s *q, const int *a, int n)
{
  for (int i = 0; i < n; i++)
    {
      p->x += a[i];
      q->y += a[i];
    }
}

/* { dg-final { scan-assembler-not {ins\t\$24,[^\n]*\n\$L[0-9]+:} } } */
/* { dg-final { scan-assembler-times {ins\t\$24,} 4 } } */
