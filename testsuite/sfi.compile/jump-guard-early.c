/* Test that the guard of an indirect jump or call goes right after the
   last write of its register, so that the delay-slot filler can take
   the instruction before the jump into its slot: each dispatch of a
   threaded interpreter (computed gotos) and the call through a function
   pointer, whose argument moves into the call's slot.  */
/* { dg-do compile } */
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

/* { dg-final { scan-assembler-times {jr\t\$15\n\t[a-z]} 4 } } */
/* { dg-final { scan-assembler-times {jalr\t\$15\n\tmove\t\$4,\$5\n} 1 } } */
/* { dg-final { scan-assembler-not {@OTHER_JUMP@} } } */
