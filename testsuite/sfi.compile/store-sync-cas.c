/* Test that the sc of a __sync compare-and-swap loop is sandboxed.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int __attribute__ ((noinline))
f (int *p, int a, int b)
{
  return __sync_val_compare_and_swap (p, a, b);
}

/* { dg-final { scan-assembler-times {sc\t\$[0-9]+,0@DBASE@} 1 } } */
/* { dg-final { scan-assembler-not {@UNSAFE_STORE@} } } */
