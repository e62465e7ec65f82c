/* Test the one-instruction guard (the default where the ISA has MIPS32r2's
   "ins"): the store's base takes one "ins" into $24, which keeps its
   segment bits; the return through $31, kept valid, needs none.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

void __attribute__ ((noinline))
f (int *p, int v)
{
  p[2] = v;
}

/* { dg-final { scan-assembler-times {ins\t\$24,\$4,0,24\n\t@LATER@sw\t\$5,8\(\$24\)} 1 } } */
/* { dg-final { scan-assembler-times {@RET@} 1 } } */
/* { dg-final { scan-assembler-not {ins\t\$15,} } } */
/* { dg-final { scan-assembler-not {and\t\$(15|24),} } } */
