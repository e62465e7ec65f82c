/* Test that -fsfi=protect runs a loop that reads through two advancing
   pointers on $4 for the one and the load register $1 for the other,
   both induction pointers ("lda R,4(R)", guarded once before the loop,
   made valid again after it with "mov $7,R").  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

float __attribute__ ((noinline))
dot (const float *x, const float *y, int n)
{
  float s = 0;
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}

/* { dg-final { scan-assembler-times {lda\t\$4,4\(\$4\)\n} 1 } } */
/* { dg-final { scan-assembler-times {and\t\$[0-9]+,\$5,\$4\n} 1 } } */
/* { dg-final { scan-assembler-times {and\t\$[0-9]+,\$5,\$1\n} 1 } } */
/* { dg-final { scan-assembler-times {bis\t\$31,\$7,\$4\n} 1 } } */
/* { dg-final { scan-assembler-times {lda\t\$1,4\(\$1\)\n} 1 } } */
/* { dg-final { scan-assembler-times {bis\t\$31,\$7,\$1\n} 1 } } */
