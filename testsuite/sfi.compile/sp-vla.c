/* Test that an $sp write for a variable-length array is sandboxed.  */
/* { dg-do compile } */

void g (int *);

void __attribute__ ((noinline))
f (int n)
{
  int a[n];
  a[0] = n;
  g (a);
}

/* { dg-final { scan-assembler {@SPGUARD@} } } */
/* { dg-final { scan-assembler-not {(addu|subu)\t\$sp,} } } */
/* { dg-final { scan-assembler-not {move\t\$sp,\$([0-9]|1[0-9]|2[0-35-9]|3[01]|fp)\M} } } */
/* { dg-final { scan-assembler-not {@UNSAFE_STORE@} } } */
