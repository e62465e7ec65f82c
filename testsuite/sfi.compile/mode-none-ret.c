/* Test that mode none keeps plain returns through $31.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-mode=none" } */

int __attribute__ ((noinline))
f (int a)
{
  return a + 1;
}

/* { dg-final { scan-assembler {@RET@} } } */
/* { dg-final { scan-assembler-not {\$15} } } */
