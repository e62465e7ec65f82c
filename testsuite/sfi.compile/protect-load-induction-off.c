/* Test that with -fplugin-arg-sfi-no-induction and no-hoist the loop of
   protect-load-induction.c guards its load on every iteration.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect -fplugin-arg-sfi-no-induction -fplugin-arg-sfi-no-hoist" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int __attribute__ ((noinline))
sum (const int *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += p[i];
  return s;
}

/* { dg-final { scan-assembler-not {addiu\t\$24,\$24,} } } */
/* { dg-final { scan-assembler {\$L[0-9]+:\n(#APP\n)?\tins\t\$24,} } } */
