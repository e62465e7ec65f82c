/* Test that a frame too large for two small adjustments (GCC then adds a
   register to $sp) is allocated through $24.  */
/* { dg-do compile } */

void g (char *);

void __attribute__ ((noinline))
f (void)
{
  char buf[100000];
  g (buf);
}

/* { dg-final { scan-assembler {@SPGUARD@} } } */
/* { dg-final { scan-assembler-not {(addu|subu)\t\$sp,} } } */
