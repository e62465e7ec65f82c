/* Test that, where $31 is not kept valid, a return's guard goes right
   after the last write of $31 (a leaf: the function's start; a
   non-leaf: the load that restores it), so the delay-slot filler fills
   both returns' slots.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-no-valid-ra" } */
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

/* { dg-final { scan-assembler {\nleaf:\n(?:\t\.[^\n]*\n)*\t@CGUARD@\n} } } */
/* { dg-final { scan-assembler-times {lw\t\$31,[0-9]+\(\$sp\)\n\t@CGUARD@\n} 1 } } */
/* { dg-final { scan-assembler-times {jr\t\$15\n\t[a-z]} 2 } } */
