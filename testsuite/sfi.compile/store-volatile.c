/* Test that two volatile stores to one address are both sandboxed.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

void __attribute__ ((noinline))
f (volatile int *p)
{
  *p = 1;
  *p = 2;
}

/* { dg-final { scan-assembler-times {sw\t\$[0-9]+,0@DBASE@} 2 } } */
/* { dg-final { scan-assembler-not {@UNSAFE_STORE@} } } */
