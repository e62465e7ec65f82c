/* Test that -fplugin-arg-sfi-no-early-return-guard keeps a return's
   guard just before the jump, whose delay slot then stays empty.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-no-early-return-guard -fplugin-arg-sfi-no-valid-ra" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int g (int);

int __attribute__ ((noinline))
leaf (int a, int b)
{
  return a * b + a;
}

int __attribute__ ((noinline))
nonleaf (int a)
{
  return g (a) + g (a + 1);
}

/* { dg-final { scan-assembler-times {@CGUARD@\n\tjr\t\$15\n} 2 } } */
/* { dg-final { scan-assembler-not {jr\t\$15\n\t[a-z]} } } */
