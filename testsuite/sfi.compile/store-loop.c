/* Test that a store in a loop is sandboxed on every iteration.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

void __attribute__ ((noinline))
f (int *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i * 3] = i;
}

/* { dg-final { scan-assembler {@DGUARD@\n\tsw\t\$[0-9]+,0@DBASE@} } } */
/* { dg-final { scan-assembler-not {@UNSAFE_STORE@} } } */
