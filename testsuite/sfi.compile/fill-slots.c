/* Test that the data guards of protect code, into $24 and the load
   registers, are MIPS's own insert pattern, not asm, so that GCC's
   delay-slot filler can move instructions across them (the default,
   -fplugin-arg-sfi-fill-slots), and that the code guard of a call stays
   an asm: the filler would copy its first half alone into the slot of a
   branch to the second, and any word may be entered by a jump, so that
   slot would fall through to the next instruction with $15 half done
   (sfi.verifier/bad-half-code-guard-in-b-slot.s).  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect -fdump-rtl-sfi_sandbox" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int __attribute__ ((noipa))
call (int (*fn) (int), int x)
{
  return fn (x) + 1;
}

int __attribute__ ((noipa))
find (const unsigned char *w, const unsigned short *prev, unsigned cur,
      unsigned mask, int c, int chain)
{
  do
    {
      if (w[cur] == c)
	return cur;
      cur = prev[cur & mask];
    }
  while (--chain);
  return -1;
}

/* Both loads are guarded ...  */
/* { dg-final { scan-assembler-times {\tins\t\$(24|14|11|10),\$[0-9]+,0,24\n} 2 } } */
/* ... by the insert pattern, not an asm statement; the call's code guard
   is the asm of both instructions.  */
/* { dg-final { scan-sfi-dump {asm_operands/v:SI \("ins\t%0,%1,0,24\n\tins\t%0,\$0,0,2"\).*\(set \(zero_extract:SI \(reg:SI 24 \$24\)\s+\(const_int 24 \[0x18\]\)\s+\(const_int 0 \[0\]\)\)} } } */
