/* Test that reuse of a sandboxed base carries past a conditional branch
   and into a join whose every predecessor holds the same base: one guard
   serves all three stores.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

void __attribute__ ((noinline))
f (int *p, int v, int c)
{
  p[0] = v;
  if (c > 10)
    {
      p[1] = c;
      return;
    }
  p[2] = v + c;
}

/* { dg-final { scan-assembler-times {(?:and|ins)\t\$24,} 1 } } */
/* { dg-final { scan-assembler-not {@UNSAFE_STORE@} } } */
