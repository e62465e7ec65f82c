/* Test that a store in a loop is sandboxed on every iteration when the
   loop does not run on the data register (-fplugin-arg-sfi-no-induction;
   store-induction.c has the loop that does).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-no-induction" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

void __attribute__ ((noinline))
f (int *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i * 3] = i;
}

/* { dg-final { scan-assembler {@DGUARD@\n\tsw\t\$[0-9]+,0@DBASE@} } } */
/* { dg-final { scan-assembler-not {@UNSAFE_STORE@} } } */
