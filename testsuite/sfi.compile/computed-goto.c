/* Test that a computed goto jumps through a sandboxed $15.  */
/* { dg-do compile } */

int __attribute__ ((noinline))
f (int i)
{
  static void *const labels[] = { &&a, &&b, &&c };
  int r = 0;
  goto *labels[i % 3];
 a:
  r += 1;
 b:
  r += 10;
 c:
  return r + 100;
}

/* { dg-final { scan-assembler-not {@OTHER_JUMP@} } } */
/* { dg-final { scan-assembler {@CGUARD@\n\t@LATER@jr\t\$15} } } */
