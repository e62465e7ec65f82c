/* Test that -fplugin-arg-sfi-no-early-jump-guard keeps the guard of an
   indirect jump or call just before it, whose delay slot the filler
   then leaves to the assembler (jump-guard-early.c without the
   switch).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-no-early-jump-guard" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int __attribute__ ((noinline))
call (int (*fn) (int), int x)
{
  return fn (x) + 1;
}

int __attribute__ ((noinline))
dispatch (const unsigned *code, int *regs)
{
  static const void *const table[] = { &&op_add, &&op_sub, &&op_end, &&op_mul };
  unsigned i = *code++;
  int *ra = regs + ((i >> 8) & 15);
  goto *table[i & 3];
 op_add:
  *ra += regs[(i >> 12) & 15];
  i = *code++;
  ra = regs + ((i >> 8) & 15);
  goto *table[i & 3];
 op_sub:
  *ra -= regs[(i >> 12) & 15];
  i = *code++;
  ra = regs + ((i >> 8) & 15);
  goto *table[i & 3];
 op_mul:
  *ra *= regs[(i >> 12) & 15];
  i = *code++;
  ra = regs + ((i >> 8) & 15);
  goto *table[i & 3];
 op_end:
  return regs[0];
}

/* { dg-final { scan-assembler-times {@CGUARD@\n\tjr\t\$15\n} 4 } } */
/* { dg-final { scan-assembler-times {@CGUARD@\n\tjalr\t\$15\n} 1 } } */
/* { dg-final { scan-assembler-not {jr\t\$15\n\t[a-z]} } } */
