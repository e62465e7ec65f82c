/* Test that Alpha code with reserved registers keeps GCC's scheduling
   before register allocation (sfi_target_schedule_before_ra; MIPS drops
   it, sfi.compile/sched1-off.c).  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect -fdump-rtl-sched1" } */
/* { dg-skip-if "no scheduling at -O0" { *-*-* } { "-O0" } { "" } } */

int
f (const long *a, const long *b, int n)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] * b[i] + a[i + 1];
  return s;
}

/* { dg-final { rtl-dump-exists sched1 1 } } */
