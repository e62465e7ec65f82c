/* Test that without the load registers (-fplugin-arg-sfi-no-load-regs)
   the loop of protect-load-induction-others.c is left alone: its second
   pointer would need a data register besides $24, so both pointers are
   guarded on every iteration.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect -fplugin-arg-sfi-no-load-regs" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

float __attribute__ ((noinline))
dot (const float *x, const float *y, int n)
{
  float s = 0;
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}

/* { dg-final { scan-assembler-not {addiu\t\$24,\$24,} } } */
/* { dg-final { scan-assembler-times {ins\t\$24,} 2 } } */
/* { dg-final { scan-assembler-not {ins\t\$14,} } } */
