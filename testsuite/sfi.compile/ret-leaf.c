/* Test that a leaf function returns through a sandboxed $15.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int __attribute__ ((noinline))
f (int a, int b)
{
  return a * b + 1;
}

/* { dg-final { scan-assembler-times {@CGUARD@\n\t@LATER@jr\t\$15} 1 } } */
/* { dg-final { scan-assembler-not {@RET@} } } */
