/* Test that -fplugin-arg-sfi-no-induction keeps the guard of
   induction.c's fill inside its loop on Alpha.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-no-induction" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

void __attribute__ ((noinline))
fill (int *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i] = i * 3;
}

/* { dg-final { scan-assembler-not {lda\t\$4,[-0-9]+\(\$4\)} } } */
/* { dg-final { scan-assembler-times {and\t\$16,\$5,\$4\n} 1 } } */
