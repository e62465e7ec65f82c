/* Test that the report of a match check that traps in the last words of
   the module's code does not read past them: only the code loaded is
   mapped, and the report used to look for the access in the unmapped
   rest of the segment, which killed the host (found by the red team).
   The check is hand-written, in the last section of the code (sections
   sorted by name): an empty one aligned to a page, then one that fills
   that page but for its last word, the link layout's final trap
   (sfi-module.ld), so that the code ends on a page boundary one word
   after the check.  */
/* { dg-do run } */
/* { dg-options "-fsfi=match -Wl,--sort-section=name" } */
/* { dg-sfi-outcome {$status == 133 && [regexp -line {^sfi: segment violation at pc 0x[0-9a-f]+ \(zz_trap\+0x[0-9a-f]+\): data address 0x0 outside the data segment$} $output]} } */

#ifdef __alpha__
__asm__ (".set noat\n"
	 "\t.section .text.zzzy,\"ax\",@progbits\n"
	 "\t.p2align 13\n"
	 "\t.section .text.zzzz,\"ax\",@progbits\n"
	 "\t.p2align 2\n"
	 "\t.globl zz_trap\n"
	 "\t.ent zz_trap\n"
	 "zz_trap:\n"
	 "\t.frame $30,0,$26,0\n"
	 "\t.prologue 0\n"
	 "\t.rept 2044\n\tnop\n\t.endr\n"
	 "\tsubq $4,$31,$28\n"
	 "\tbeq $28,1f\n"
	 "\tcall_pal 0x81\n"
	 "1:\n"
	 "\t.end zz_trap\n"
	 "\t.previous\n");
#else
__asm__ (".set push\n\t.set noreorder\n\t.set noat\n"
	 "\t.section .text.zzzy,\"ax\",@progbits\n"
	 "\t.p2align 12\n"
	 "\t.section .text.zzzz,\"ax\",@progbits\n"
	 "\t.p2align 2\n"
	 "\t.globl zz_trap\n"
	 "\t.ent zz_trap\n"
	 "zz_trap:\n"
	 "\t.rept 1021\n\tnop\n\t.endr\n"
	 "\tnop\n"
	 "\ttne $24,$0,0x53\n"
	 "\t.end zz_trap\n"
	 "\t.previous\n\t.set pop\n");
#endif

extern void zz_trap (void);

int
main (void)
{
  zz_trap ();
  return 0;
}
