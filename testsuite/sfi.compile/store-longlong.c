/* Test that a long long store, two sw through one base, needs one guard.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

void __attribute__ ((noinline))
f (long long *p, long long v)
{
  *p = v;
}

/* { dg-final { scan-assembler-times {sw\t\$[0-9]+,[04]@DBASE@} 2 } } */
/* { dg-final { scan-assembler-times {(?:and|ins)\t\$24,} 1 } } */
/* { dg-final { scan-assembler-not {@UNSAFE_STORE@} } } */
