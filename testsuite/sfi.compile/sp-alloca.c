/* Test that an $sp write by alloca is sandboxed through $24.  */
/* { dg-do compile } */

void g (char *);

void __attribute__ ((noinline))
f (int n)
{
  char *p = __builtin_alloca (n);
  g (p);
}

/* { dg-final { scan-assembler {@SPGUARD@} } } */
/* { dg-final { scan-assembler-not {(addu|subu)\t\$sp,} } } */
/* { dg-final { scan-assembler-not {move\t\$sp,\$([0-9]|1[0-9]|2[0-35-9]|3[01]|fp)\M} } } */
