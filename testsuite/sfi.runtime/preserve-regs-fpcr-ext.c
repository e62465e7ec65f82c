/* The module of preserve-regs-fpcr.c: ext_smash writes the FPCR into
   $f2, a register the host's ABI preserves, with "mf_fpcr" encoded with
   Fa = $f2 and Fb = Fc = $f31 (the assembler writes Fa into all three
   fields, so the word is spelled out).  The verifier accepts every
   function of opcode 0x17 (no FP instruction writes an integer register
   or memory).
   sfi-target: alpha*-*-*
   sfi-module-options: -fsfi=protect  */

#include <sfi/sfi-import.h>

SFI_EXPORT void ext_smash (void) __asm__ ("ext_smash_decl");

void
ext_smash (void)
{
}

#if defined __alpha__
__asm__ (
"	.text\n"
"	.set	noreorder\n"
"	.set	nomacro\n"
"	.globl	ext_smash\n"
"	.ent	ext_smash\n"
"ext_smash:\n"
"	.frame	$30, 0, $26, 0\n"
"	.prologue 0\n"
"	.long	(0x17 << 26) | (2 << 21) | (31 << 16) | (0x25 << 5) | 31\n"
"	ret	$31, ($26), 1\n"
"	.end	ext_smash\n");
#endif
