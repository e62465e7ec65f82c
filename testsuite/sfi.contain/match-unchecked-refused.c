/* Test that a module of the match policy in which one guard has no
   check (here hand-written, as a sandbox-mode object linked in would
   have) is refused by the loader with SFI-E-UNCHECKED-GUARD: the policy
   promises that every wild store traps.  */
/* { dg-do run } */
/* { dg-options "-fsfi=match" } */
/* { dg-sfi-outcome {$status == 126 && [regexp {SFI-E-UNCHECKED-GUARD} $output]} } */
/* { dg-sfi-no-canary-check "" } */
/* { dg-sfi-check-refuses SFI-E-UNCHECKED-GUARD } */

#ifdef __alpha__
__asm__ ("\t.text\n"
	 "\t.globl unchecked\n"
	 "\t.ent unchecked\n"
	 "unchecked:\n"
	 "\t.frame $30,0,$26,0\n"
	 "\t.prologue 0\n"
	 "\tand $16,$5,$4\n"
	 "\tbis $4,$7,$4\n"
	 "\tstq $17,0($4)\n"
	 "\tret $31,($26),1\n"
	 "\t.end unchecked\n");
#else
__asm__ (".set push\n\t.set noreorder\n"
	 "\t.text\n"
	 "\t.globl unchecked\n"
	 "\t.ent unchecked\n"
	 "unchecked:\n"
	 "\tins $24,$4,0,24\n"
	 "\tjr $31\n"
	 "\tsw $5,0($24)\n"
	 "\t.end unchecked\n"
	 "\t.set pop\n");
#endif

extern void unchecked (long *, long);

long word;

int
main (void)
{
  unchecked (&word, 1);
  return word != 1;
}
