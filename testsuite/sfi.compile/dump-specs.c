/* Test that -fdump-rtl-sfi_sandbox, given with the specs file, writes the
   sandbox pass's dump (cc1 itself parses -fdump-rtl-NAME before plugins
   add their passes, so the specs file maps it to the plugin's switch).  */
/* { dg-do compile } */
/* { dg-options "-fsfi=sandbox -fdump-rtl-sfi_sandbox" } */

void
f (int *p, int v)
{
  p[2] = v;
}

/* The guard: an asm on Alpha, MIPS's own insert pattern on MIPS.  */
/* { dg-final { scan-sfi-dump {asm_operands|zero_extract} } } */
