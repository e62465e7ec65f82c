/* The module of fp-control.c: ext_set_fpc, in assembly, writes the
   floating-point control register as a hostile module would (MIPS:
   FCSR with every IEEE exception enabled and rounding towards minus
   infinity; Alpha: FPCR cleared, which enables the traps the host had
   disabled and sets the dynamic rounding mode to chopped), and returns
   without restoring it.  Both instructions are ordinary FP instructions
   the verifier accepts.
   sfi-module-options: -fsfi=protect  */

#include <sfi/sfi-import.h>

SFI_EXPORT int ext_set_fpc (void) __asm__ ("ext_set_fpc_decl");

int
ext_set_fpc (void)
{
  return 0;
}

#if defined __mips__
__asm__ (
"	.text\n"
"	.set	push\n"
"	.set	noreorder\n"
"	.set	nomacro\n"
"	.globl	ext_set_fpc\n"
"	.type	ext_set_fpc, @function\n"
"	.ent	ext_set_fpc\n"
"ext_set_fpc:\n"
"	li	$2, 0xf83\n"
"	ctc1	$2, $31\n"
"	jr	$31\n"
"	li	$2, 7\n"
"	.end	ext_set_fpc\n"
"	.size	ext_set_fpc, .-ext_set_fpc\n"
"	.set	pop\n");
#elif defined __alpha__
__asm__ (
"	.text\n"
"	.set	noreorder\n"
"	.set	nomacro\n"
"	.globl	ext_set_fpc\n"
"	.ent	ext_set_fpc\n"
"ext_set_fpc:\n"
"	.frame	$30, 0, $26, 0\n"
"	.prologue 0\n"
"	mt_fpcr	$f31\n"
"	lda	$0, 7($31)\n"
"	ret	$31, ($26), 1\n"
"	.end	ext_set_fpc\n");
#else
#error "fp-control-ext.c: unsupported architecture"
#endif
