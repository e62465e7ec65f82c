/* The module of low-sp-call.c: ext_low_sp_call, in assembly, moves $sp
   32000 bytes below the data segment in a way the verifier accepts (a
   valid $sp adjusted by a displacement, then used within reach), and
   calls the host.  Before the runtime checked the stack pointer at host
   calls, each nested entry took its stack from there 64 bytes further
   down, so that enough re-entries walked $sp past the guard zone.  */

#include <sfi/sfi-import.h>

unsigned long host_mark (void);
SFI_IMPORT (host_mark, 0);

SFI_EXPORT unsigned long ext_low_sp_call (void) __asm__ ("ext_low_sp_decl");

unsigned long
ext_low_sp_call (void)
{
  return 0;
}

#if defined __mips__
__asm__ (
"	.text\n"
"	.set	push\n"
"	.set	noreorder\n"
"	.set	nomacro\n"
"	.globl	ext_low_sp_call\n"
"	.type	ext_low_sp_call, @function\n"
"	.ent	ext_low_sp_call\n"
"ext_low_sp_call:\n"
"	move	$9, $31\n"
"	ins	$24, $0, 0, 24\n"	/* The data segment's base.  */
"	move	$sp, $24\n"
"	addiu	$sp, $sp, -32000\n"
"	lw	$0, 32000($sp)\n"
"	jal	__sfi_jt_imports\n"
"	nop\n"
"	ins	$31, $9, 0, 24\n"
"	ins	$31, $0, 0, 2\n"
"	jr	$31\n"
"	nop\n"
"	.end	ext_low_sp_call\n"
"	.size	ext_low_sp_call, .-ext_low_sp_call\n"
"	.set	pop\n");
#elif defined __alpha__
__asm__ (
"	.text\n"
"	.set	noreorder\n"
"	.set	nomacro\n"
"	.align	4\n"
"	.globl	ext_low_sp_call\n"
"	.type	ext_low_sp_call, @function\n"
"	.ent	ext_low_sp_call\n"
"ext_low_sp_call:\n"
"	.frame	$30, 0, $26, 0\n"
"	.prologue 0\n"
"	bis	$26, $26, $9\n"
"	and	$31, $5, $4\n"		/* The data segment's base.  */
"	bis	$4, $7, $4\n"
"	bis	$4, $4, $30\n"
"	lda	$30, -32000($30)\n"
"	ldq	$1, 32000($30)\n"
"	bsr	$26, __sfi_jt_imports\n"
"	and	$9, $5, $26\n"
"	bis	$26, $6, $26\n"
"	ret	$31, ($26), 1\n"
"	.end	ext_low_sp_call\n"
"	.set	macro\n"
"	.set	reorder\n");
#else
#error "low-sp-call-ext.c: unsupported architecture"
#endif
