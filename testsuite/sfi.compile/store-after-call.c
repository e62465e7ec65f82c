/* Test that a guard is not reused across a call.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

void g (void);

void __attribute__ ((noinline))
f (int *p)
{
  p[0] = 1;
  g ();
  p[1] = 2;
}

/* { dg-final { scan-assembler-times {@DGUARD@} 2 } } */
/* { dg-final { scan-assembler-not {@UNSAFE_STORE@} } } */
