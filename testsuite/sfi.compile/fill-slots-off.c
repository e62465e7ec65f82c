/* Test that -fplugin-arg-sfi-no-fill-slots gives back the asm data
   guards of protect code (fill-slots.c): GCC's delay-slot filler does
   not move instructions across them.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect -fdump-rtl-sfi_sandbox -fplugin-arg-sfi-no-fill-slots" } */
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

/* Both loads are guarded ...  */
/* { dg-final { scan-assembler-times {\tins\t\$(24|14|11|10),\$[0-9]+,0,24\n} 2 } } */
/* ... by an asm statement.  */
/* { dg-final { scan-sfi-dump {asm_operands/v:SI \("ins\t%0,%1,0,24"\)} } } */
