/* Test that -fplugin-arg-sfi-no-reuse sandboxes each of the stores of
   store-reuse-branch.c on its own.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-no-reuse" } */
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

/* { dg-final { scan-assembler-times {(?:and|ins)\t\$24,} 3 } } */
