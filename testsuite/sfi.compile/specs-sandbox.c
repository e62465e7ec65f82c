/* Test that -fsfi=sandbox through the specs file selects the sandbox mode.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=sandbox" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

void __attribute__ ((noinline))
f (int *p, int v)
{
  p[1] = v;
}

/* { dg-final { scan-assembler {@DGUARD@\n\t@LATER@sw\t\$5,4@DBASE@} } } */
/* { dg-final { scan-assembler {\.section\t\.sfi\.ra,} } } */
