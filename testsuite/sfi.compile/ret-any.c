/* Test that with -fplugin-arg-sfi-no-valid-ra no function returns
   through $31, at any optimization level.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-no-valid-ra" } */

int g (int);

int __attribute__ ((noinline))
f (int a)
{
  if (a < 0)
    return -1;
  if (a == 7)
    return g (a) + 3;
  return g (a - 1) * 2;
}

/* { dg-final { scan-assembler-not {@RET@} } } */
/* { dg-final { scan-assembler-not {@OTHER_JUMP@} } } */
