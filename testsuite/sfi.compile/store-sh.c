/* Test that a halfword store through a pointer is sandboxed.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

void __attribute__ ((noinline))
f (short *p, int v)
{
  p[5] = v;
}

/* { dg-final { scan-assembler-times {@DGUARD@\n\t@LATER@sh\t\$5,10@DBASE@} 1 } } */
/* { dg-final { scan-assembler-not {@UNSAFE_STORE@} } } */
