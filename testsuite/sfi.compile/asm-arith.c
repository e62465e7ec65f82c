/* Test that inline asm that neither stores nor jumps is accepted.  */
/* { dg-do compile } */

int __attribute__ ((noinline))
f (int a, int b)
{
  int r;
  __asm__ ("addu %0,%1,%2" : "=r" (r) : "r" (a), "r" (b));
  return r;
}

/* { dg-final { scan-assembler {addu \$[0-9]+,\$[0-9]+,\$[0-9]+} } } */
