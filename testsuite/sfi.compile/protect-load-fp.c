/* Test that -fsfi=protect loads doubles through the guarded base with
   ldc1, never with the indexed forms (lwxc1, ldxc1), whose base + index
   no guard sandboxes.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

double __attribute__ ((noinline))
dot (const double *a, const double *b, int i, int j)
{
  return a[i] * b[j];
}

/* { dg-final { scan-assembler-not {l[wdu]xc1} } } */
/* { dg-final { scan-assembler-times {ldc1\t\$f[0-9]+,0\(\$(24|14|11|10)\)} 2 } } */
