/* Test that floating-point code under pressure does not use the
   dedicated registers either (mfc1/mtc1 moves).  */
/* { dg-do compile } */

double __attribute__ ((noinline))
f (double *p, int *q, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    {
      s += p[i] * q[i];
      q[i] = (int) s;
      p[i] = s / (i + 1);
    }
  return s;
}

/* { dg-final { scan-assembler-not {@DEDUSE@} } } */
/* { dg-final { scan-assembler-not {@T8FIRST@} } } */
/* { dg-final { scan-assembler-not {@T7FIRST@} } } */
/* { dg-final { scan-assembler-not {@UNSAFE_STORE@} } } */
