/* Test that a byte store through a pointer is sandboxed.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

void __attribute__ ((noinline))
f (char *p, int v)
{
  p[3] = v;
}

/* { dg-final { scan-assembler-times {@DGUARD@\n\t@LATER@sb\t\$5,3@DBASE@} 1 } } */
/* { dg-final { scan-assembler-not {@UNSAFE_STORE@} } } */
