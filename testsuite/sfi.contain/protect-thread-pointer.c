/* Test that a module of the protect policy that reads the host thread's
   pointer (MIPS rdhwr $29, Alpha call_pal rduniq: a host address that
   no entry clears) is refused by the loader with SFI-E-READS-HOST-STATE
   (red-team regression: it loaded and returned the host's pointer).
   Hand-written: the plugin refuses such asm in functions.  */
/* { dg-do run } */
/* { dg-options "-fsfi=protect" } */
/* { dg-sfi-outcome {$status == 126 && [regexp {SFI-E-READS-HOST-STATE} $output]} } */
/* { dg-sfi-no-canary-check "" } */
/* { dg-sfi-check-refuses SFI-E-READS-HOST-STATE } */

#ifdef __alpha__
__asm__ ("\t.text\n"
	 "\t.globl get_tp\n"
	 "\t.ent get_tp\n"
	 "get_tp:\n"
	 "\t.frame $30,0,$26,0\n"
	 "\t.prologue 0\n"
	 "\tcall_pal 0x9e\n"
	 "\tret $31,($26),1\n"
	 "\t.end get_tp\n");
#else
__asm__ (".set push\n\t.set noreorder\n\t.set mips32r2\n"
	 "\t.text\n"
	 "\t.globl get_tp\n"
	 "\t.ent get_tp\n"
	 "get_tp:\n"
	 "\trdhwr $2,$29\n"
	 "\tjr $31\n"
	 "\tnop\n"
	 "\t.end get_tp\n"
	 "\t.set pop\n");
#endif

extern unsigned long get_tp (void);

int
main (void)
{
  return get_tp () != 0;
}
