/* Test that with -fplugin-arg-sfi-no-valid-ra a leaf function returns
   through a sandboxed $15, and the object has no .sfi.ra marker.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-no-valid-ra" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int __attribute__ ((noinline))
f (int a, int b)
{
  return a * b + 1;
}

/* { dg-final { scan-assembler-times {@CGUARD@\n\t@LATER@jr\t\$15} 1 } } */
/* { dg-final { scan-assembler-not {@RET@} } } */
/* { dg-final { scan-assembler-not {\.sfi\.ra} } } */
