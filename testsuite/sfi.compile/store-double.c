/* Test that a double store (sdc1) is sandboxed.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

void __attribute__ ((noinline))
f (double *p, double x)
{
  p[2] = x + 1.0;
}

/* { dg-final { scan-assembler-times {@DGUARD@\n\t@LATER@sdc1\t\$f[0-9]+,16@DBASE@} 1 } } */
/* { dg-final { scan-assembler-not {@UNSAFE_STORE@} } } */
