/* Test that -fsfi=protect runs a loop that reads through two advancing
   pointers on $24 for the one and the load register $14 for the other,
   both induction pointers: one guard of each before the loop, "addiu
   $24,$24,4" and "addiu $14,$14,4" inside, and each made valid from $gp
   after it (without induction pointers, each pointer would take a guard
   per iteration).  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect -fplugin-arg-sfi-verbose" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

float __attribute__ ((noinline))
dot (const float *x, const float *y, int n)
{
  float s = 0;
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}

/* { dg-final { scan-assembler-times {ins\t\$24,} 1 } } */
/* { dg-final { scan-assembler-times {addiu\t\$24,\$24,4\n} 1 } } */
/* { dg-final { scan-assembler-times {ins\t\$14,} 1 } } */
/* { dg-final { scan-assembler-times {addiu\t\$14,\$14,4\n} 1 } } */
/* { dg-final { scan-assembler-times {move\t\$24,\$28\n} 1 } } */
/* { dg-final { scan-assembler-times {move\t\$14,\$28\n} 1 } } */
/* { dg-final { scan-sfi-dump {loop runs on the load register \$14 instead of \$5 \(induction pointer\)} } } */
