/* Test that MIPS code with reserved registers is not scheduled before
   register allocation (sched1; docs/design.md), in every mode that
   reserves them, while sched2 still runs.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect -fdump-rtl-sched1 -fdump-rtl-sched2" } */
/* { dg-skip-if "no scheduling at -O0" { *-*-* } { "-O0" } { "" } } */

int
f (const int *a, const int *b, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] * b[i] + a[i + 1];
  return s;
}

/* { dg-final { rtl-dump-exists sched1 0 } } */
/* { dg-final { rtl-dump-exists sched2 1 } } */
