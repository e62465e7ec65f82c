/* Test that a float store (swc1) is sandboxed.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

void __attribute__ ((noinline))
f (float *p, float x)
{
  p[1] = x * 2.0f;
}

/* { dg-final { scan-assembler-times {@DGUARD@\n\t@LATER@swc1\t\$f[0-9]+,4@DBASE@} 1 } } */
/* { dg-final { scan-assembler-not {@UNSAFE_STORE@} } } */
