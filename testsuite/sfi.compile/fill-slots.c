/* Test that the data guards of protect code, into $24 and the load
   registers, and the code guard of a call are MIPS's own insert
   pattern, not asm, so that GCC's delay-slot filler can move
   instructions across them (the default,
   -fplugin-arg-sfi-fill-slots).  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect -fdump-rtl-sfi_sandbox" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

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

int __attribute__ ((noipa))
call (int (*fn) (int), int x)
{
  return fn (x) + 1;
}

/* Both loads are guarded ...  */
/* { dg-final { scan-assembler-times {\tins\t\$(24|14|11|10),\$[0-9]+,0,24\n} 2 } } */
/* ... by the insert pattern, not an asm statement, and so is the call's
   code guard: two inserts, the second clearing the low bits.  */
/* { dg-final { scan-sfi-dump {\(set \(zero_extract:SI \(reg:SI 24 \$24\)\s+\(const_int 24 \[0x18\]\)\s+\(const_int 0 \[0\]\)\).*\(set \(zero_extract:SI \(reg:SI 15 \$15\)\s+\(const_int 2 \[0x2\]\)\s+\(const_int 0 \[0\]\)\)\s+\(const_int 0 \[0\]\)\)} } } */
