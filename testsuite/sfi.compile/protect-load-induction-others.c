/* Test that -fsfi=protect runs a loop that reads through two advancing
   pointers on $24 for the one and a load register for the other: one
   guard of $24 before the loop, "addiu $24,$24,4" inside, and one guard
   into $14 per iteration (without the induction pointer, each pointer
   would take a guard per iteration).  */
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

/* { dg-final { scan-assembler-times {ins\t\$24,} 1 } } */
/* { dg-final { scan-assembler-times {addiu\t\$24,\$24,4\n} 1 } } */
/* { dg-final { scan-assembler-times {ins\t\$14,} 1 } } */
/* { dg-final { scan-assembler-times {move\t\$24,\$28\n} 1 } } */
