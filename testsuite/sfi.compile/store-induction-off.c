/* Test that -fplugin-arg-sfi-no-induction keeps store-induction.c's
   guards inside its loops.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-no-induction" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

void __attribute__ ((noinline))
fill (int *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i] = i * 3;
}

/* { dg-final { scan-assembler-not {addiu\t\$24,\$24,} } } */
/* { dg-final { scan-assembler-not {move\t\$24,\$28} } } */
/* { dg-final { scan-assembler-times {ins\t\$24,} 1 } } */
