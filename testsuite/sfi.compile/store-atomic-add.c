/* Test that the sc of an __atomic_fetch_add loop is sandboxed.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int __attribute__ ((noinline))
f (int *p, int v)
{
  return __atomic_fetch_add (p + 1, v, __ATOMIC_SEQ_CST);
}

/* { dg-final { scan-assembler-times {sc\t\$[0-9]+,4@DBASE@} 1 } } */
/* { dg-final { scan-assembler-not {@UNSAFE_STORE@} } } */
