/* Test that a word store through a pointer argument is sandboxed.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

void __attribute__ ((noinline))
f (int *p, int v)
{
  p[2] = v;
}

/* { dg-final { scan-assembler-times {@DGUARD@\n\t@LATER@sw\t\$5,8@DBASE@} 1 } } */
/* { dg-final { scan-assembler-not {sw\t\$5,8\(\$4\)} } } */
