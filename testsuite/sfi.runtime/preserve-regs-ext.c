/* The module of preserve-regs.c: ext_smash, written in assembly, writes
   a new value into every register the host's ABI preserves across a
   call and that a module may write (MIPS: $16-$23, $30, the doubles
   $f20-$f30; Alpha: $9-$15, $f2-$f9), and returns without restoring
   them, as a hostile module would.  Entering the domain also replaces $gp with the
   module's.  Which of them the host gets back is the trampolines' job.

   The typed stub comes from the C declaration below, renamed out of the
   way with an asm label, as in entry-regs-ext.c.  */

#include <sfi/sfi-import.h>

SFI_EXPORT void ext_smash (void) __asm__ ("ext_smash_decl");

void
ext_smash (void)
{
}

#if defined __mips__
__asm__ (
"	.text\n"
"	.set	push\n"
"	.set	noreorder\n"
"	.set	nomacro\n"
"	.globl	ext_smash\n"
"	.type	ext_smash, @function\n"
"	.ent	ext_smash\n"
"ext_smash:\n"
"	li	$16, 0x6610\n"
"	li	$17, 0x6611\n"
"	li	$18, 0x6612\n"
"	li	$19, 0x6613\n"
"	li	$20, 0x6614\n"
"	li	$21, 0x6615\n"
"	li	$22, 0x6616\n"
"	li	$23, 0x6617\n"
"	li	$30, 0x661e\n"
"	mtc1	$16, $f20\n"
"	cvt.d.w	$f20, $f20\n"
"	mtc1	$16, $f22\n"
"	cvt.d.w	$f22, $f22\n"
"	mtc1	$16, $f24\n"
"	cvt.d.w	$f24, $f24\n"
"	mtc1	$16, $f26\n"
"	cvt.d.w	$f26, $f26\n"
"	mtc1	$16, $f28\n"
"	cvt.d.w	$f28, $f28\n"
"	mtc1	$16, $f30\n"
"	cvt.d.w	$f30, $f30\n"
"	jr	$31\n"
"	nop\n"
"	.end	ext_smash\n"
"	.size	ext_smash, .-ext_smash\n"
"	.set	pop\n");
#elif defined __alpha__
__asm__ (
"	.text\n"
"	.set	noreorder\n"
"	.set	nomacro\n"
"	.align	4\n"
"	.globl	ext_smash\n"
"	.type	ext_smash, @function\n"
"	.ent	ext_smash\n"
"ext_smash:\n"
"	.frame	$30, 0, $26, 0\n"
"	.prologue 0\n"
"	lda	$9, 0x6609($31)\n"
"	lda	$10, 0x660a($31)\n"
"	lda	$11, 0x660b($31)\n"
"	lda	$12, 0x660c($31)\n"
"	lda	$13, 0x660d($31)\n"
"	lda	$14, 0x660e($31)\n"
"	lda	$15, 0x660f($31)\n"
"	cpys	$f31, $f31, $f2\n"
"	cpys	$f31, $f31, $f3\n"
"	cpys	$f31, $f31, $f4\n"
"	cpys	$f31, $f31, $f5\n"
"	cpys	$f31, $f31, $f6\n"
"	cpys	$f31, $f31, $f7\n"
"	cpys	$f31, $f31, $f8\n"
"	cpys	$f31, $f31, $f9\n"
"	ret	$31, ($26), 1\n"
"	.end	ext_smash\n"
"	.set	macro\n"
"	.set	reorder\n");
#else
#error "preserve-regs-ext.c: unsupported architecture"
#endif
