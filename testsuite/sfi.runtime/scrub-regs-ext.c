/* The module of scrub-regs.c, built for the protect policy: functions
   written in assembly that check, at their first instruction, that no
   register holds a host value (entry invariant E4, runtime/sfi-priv.h):
   every register an entry neither sets nor passes an argument in must
   be zero.  Each returns one bit per general register that is not (bit
   R for register R) and bit 0 for the FP registers, hi and lo: 0 when
   the entry cleared them all.

     ext_dirty             a leaf: an entry from the host (the generic
			   entry's target register is not checked: MIPS
			   bit 25 is the host's to ignore, Alpha's $27 is
			   always the function's address)
     ext_dirty_after_call  calls the host function host_dirty, which
			   leaves host values in the FP registers, then
			   checks the caller-saved registers after it
			   returns, and that its result, 1, came back
     ext_args              takes a float (1.5): checks the argument
			   registers it leaves unused (bit R; bit 0 for
			   the FP ones, among them the odd half of the
			   float's pair on MIPS), and bit 2 if the float
			   is not 1.5
     ext_start             the program's entry point (linked with -e):
			   exits with the lowest bad register's number plus
			   one, or 0 (bit 0: 1)
   sfi-module-options: -Wl,-e,ext_start -fsfi=protect  */

#include <sfi/sfi-import.h>

unsigned long host_dirty (void);
SFI_IMPORT (host_dirty, 0);

SFI_EXPORT unsigned long ext_dirty (void) __asm__ ("ext_dirty_decl");
SFI_EXPORT unsigned long ext_dirty_after_call (void)
  __asm__ ("ext_dirty_after_call_decl");
SFI_EXPORT unsigned long ext_args (float) __asm__ ("ext_args_decl");

unsigned long
ext_dirty (void)
{
  return ~0ul;
}

unsigned long
ext_dirty_after_call (void)
{
  return ~0ul;
}

unsigned long
ext_args (float x)
{
  (void) x;
  return ~0ul;
}

#if defined __mips__
/* Bits in $4; $5 and $6 are scratch (argument registers, not checked).
   An FP pair is read as both halves of its even register.  */
__asm__ (
"	.macro	chk_int regs:vararg\n"
"	.irp	r, \\regs\n"
"	sltu	$5, $0, $\\r\n"
"	sll	$5, $5, \\r\n"
"	or	$4, $4, $5\n"
"	.endr\n"
"	.endm\n"
"	.macro	chk_fp regs:vararg\n"
"	.irp	r, \\regs\n"
"	mfc1	$5, $f\\r\n"
"	or	$6, $6, $5\n"
"	mfhc1	$5, $f\\r\n"
"	or	$6, $6, $5\n"
"	.endr\n"
"	.endm\n"
"	.macro	chk_fp_hilo\n"
"	mfhi	$5\n"
"	or	$6, $6, $5\n"
"	mflo	$5\n"
"	or	$6, $6, $5\n"
"	sltu	$6, $0, $6\n"
"	or	$4, $4, $6\n"
"	.endm\n"
/* At a call's entry: everything but the arguments, the dedicated and
   load registers ($10-$15, $24), $gp, $sp and $ra.  */
"	.macro	chk_entry\n"
"	move	$4, $0\n"
"	move	$6, $0\n"
"	chk_int	1, 2, 3, 8, 9, 16, 17, 18, 19, 20, 21, 22, 23, 25, 26, 27, 30\n"
"	chk_fp	0, 2, 4, 6, 8, 10, 16, 18, 20, 22, 24, 26, 28, 30\n"
"	chk_fp_hilo\n"
"	.endm\n"
"\n"
"	.text\n"
"	.set	push\n"
"	.set	noreorder\n"
"	.set	nomacro\n"
"	.set	noat\n"
"	.globl	ext_dirty\n"
"	.type	ext_dirty, @function\n"
"	.ent	ext_dirty\n"
"ext_dirty:\n"
"	chk_entry\n"
"	jr	$31\n"
"	move	$2, $4\n"
"	.end	ext_dirty\n"
"	.size	ext_dirty, .-ext_dirty\n"
"\n"
"	.globl	ext_dirty_after_call\n"
"	.type	ext_dirty_after_call, @function\n"
"	.ent	ext_dirty_after_call\n"
"ext_dirty_after_call:\n"
"	addiu	$sp, $sp, -24\n"
"	sw	$31, 20($sp)\n"
"	jal	host_dirty\n"
"	nop\n"
/* The caller-saved registers but the result, and the result.  */
"	move	$4, $0\n"
"	move	$6, $0\n"
"	chk_int	1, 3, 8, 9, 25, 26, 27\n"
"	chk_fp	0, 2, 4, 6, 8, 10, 12, 14, 16, 18\n"
"	chk_fp_hilo\n"
"	xori	$5, $2, 1\n"
"	sltu	$5, $0, $5\n"
"	sll	$5, $5, 2\n"
"	or	$2, $4, $5\n"
"	lw	$9, 20($sp)\n"
"	ins	$31, $9, 0, 24\n"	/* The loader sets the width.  */
"	ins	$31, $0, 0, 2\n"
"	addiu	$sp, $sp, 24\n"
"	jr	$31\n"
"	lw	$9, -4($sp)\n"
"	.end	ext_dirty_after_call\n"
"	.size	ext_dirty_after_call, .-ext_dirty_after_call\n"
"\n"
/* $f13 is the odd half of $f12's pair (FR=0; qemu's 24Kf).  */
"	.globl	ext_args\n"
"	.type	ext_args, @function\n"
"	.ent	ext_args\n"
"ext_args:\n"
"	move	$2, $0\n"
"	.irp	r, 4, 5, 6, 7\n"
"	sltu	$3, $0, $\\r\n"
"	sll	$3, $3, \\r\n"
"	or	$2, $2, $3\n"
"	.endr\n"
"	mfhc1	$3, $f12\n"
"	mfc1	$8, $f14\n"
"	or	$3, $3, $8\n"
"	mfhc1	$8, $f14\n"
"	or	$3, $3, $8\n"
"	sltu	$3, $0, $3\n"
"	or	$2, $2, $3\n"
"	mfc1	$3, $f12\n"
"	lui	$8, 0x3fc0\n"
"	xor	$3, $3, $8\n"
"	sltu	$3, $0, $3\n"
"	sll	$3, $3, 2\n"
"	jr	$31\n"
"	or	$2, $2, $3\n"
"	.end	ext_args\n"
"	.size	ext_args, .-ext_args\n"
"\n"
/* The program start: its arguments are sfi_domain_run's, its FP
   argument registers none.  */
"	.globl	ext_start\n"
"	.type	ext_start, @function\n"
"	.ent	ext_start\n"
"ext_start:\n"
"	chk_entry\n"
"	chk_fp	12, 14\n"
"	sltu	$6, $0, $6\n"
"	or	$4, $4, $6\n"
"	beq	$4, $0, 2f\n"
"	move	$2, $0\n"
"1:	andi	$5, $4, 1\n"
"	srl	$4, $4, 1\n"
"	beq	$5, $0, 1b\n"
"	addiu	$2, $2, 1\n"
"2:	j	__sfi_jt_exit\n"
"	move	$4, $2\n"
"	.end	ext_start\n"
"	.size	ext_start, .-ext_start\n"
"	.set	pop\n");

#elif defined __alpha__
/* Bits in $16; $17 and $18 are scratch (argument registers, not
   checked); FP registers are read through the quadword below $sp.  */
__asm__ (
"	.macro	chk_int regs:vararg\n"
"	.irp	r, \\regs\n"
"	cmpult	$31, $\\r, $17\n"
"	sll	$17, \\r, $17\n"
"	bis	$16, $17, $16\n"
"	.endr\n"
"	.endm\n"
"	.macro	chk_fp regs:vararg\n"
"	.irp	r, \\regs\n"
"	stt	$f\\r, -8($30)\n"
"	ldq	$17, -8($30)\n"
"	bis	$18, $17, $18\n"
"	.endr\n"
"	.endm\n"
"	.macro	chk_fp_end\n"
"	cmpult	$31, $18, $18\n"
"	bis	$16, $18, $16\n"
"	.endm\n"
/* At a call's entry: everything but the arguments, the dedicated and
   load registers ($1-$8), $15 (the data base), the target $27, $gp, $sp
   and $ra.  */
"	.macro	chk_entry\n"
"	bis	$31, $31, $16\n"
"	bis	$31, $31, $18\n"
"	chk_int	0, 9, 10, 11, 12, 13, 14, 22, 23, 24, 25, 28\n"
"	chk_fp	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15\n"
"	chk_fp	22, 23, 24, 25, 26, 27, 28, 29, 30\n"
"	.endm\n"
"\n"
"	.text\n"
"	.set	noreorder\n"
"	.set	nomacro\n"
"	.set	noat\n"
"	.align	4\n"
"	.globl	ext_dirty\n"
"	.type	ext_dirty, @function\n"
"	.ent	ext_dirty\n"
"ext_dirty:\n"
"	.frame	$30, 0, $26, 0\n"
"	.prologue 0\n"
"	chk_entry\n"
"	chk_fp_end\n"
"	bis	$16, $16, $0\n"
"	ret	$31, ($26), 1\n"
"	.end	ext_dirty\n"
"\n"
"	.align	4\n"
"	.globl	ext_dirty_after_call\n"
"	.type	ext_dirty_after_call, @function\n"
"	.ent	ext_dirty_after_call\n"
"ext_dirty_after_call:\n"
"	.frame	$30, 16, $26, 0\n"
"	.prologue 0\n"
"	lda	$30, -16($30)\n"
"	stq	$26, 0($30)\n"
"	bsr	$26, host_dirty\n"
/* The caller-saved registers but the result, and the result.  */
"	bis	$31, $31, $16\n"
"	bis	$31, $31, $18\n"
"	chk_int	22, 23, 24, 25, 27, 28\n"
"	chk_fp	0, 1, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21\n"
"	chk_fp	22, 23, 24, 25, 26, 27, 28, 29, 30\n"
"	chk_fp_end\n"
"	cmpeq	$0, 1, $17\n"
"	xor	$17, 1, $17\n"
"	sll	$17, 2, $17\n"
"	bis	$16, $17, $0\n"
"	lda	$30, 16($30)\n"
"	ldq	$22, -16($30)\n"
"	and	$22, $5, $26\n"
"	bis	$26, $6, $26\n"
"	ret	$31, ($26), 1\n"
"	.end	ext_dirty_after_call\n"
"\n"
/* $22 collects the bits, $23 the FP registers; the float is read
   through the longword below $sp.  */
"	.align	4\n"
"	.globl	ext_args\n"
"	.type	ext_args, @function\n"
"	.ent	ext_args\n"
"ext_args:\n"
"	.frame	$30, 0, $26, 0\n"
"	.prologue 0\n"
"	bis	$31, $31, $22\n"
"	.irp	r, 16, 17, 18, 19, 20, 21\n"
"	cmpult	$31, $\\r, $24\n"
"	sll	$24, \\r, $24\n"
"	bis	$22, $24, $22\n"
"	.endr\n"
"	bis	$31, $31, $23\n"
"	.irp	r, 17, 18, 19, 20, 21\n"
"	stt	$f\\r, -8($30)\n"
"	ldq	$24, -8($30)\n"
"	bis	$23, $24, $23\n"
"	.endr\n"
"	cmpult	$31, $23, $23\n"
"	bis	$22, $23, $22\n"
"	sts	$f16, -8($30)\n"
"	ldl	$24, -8($30)\n"
"	ldah	$25, 0x3fc0($31)\n"
"	cmpeq	$24, $25, $24\n"
"	xor	$24, 1, $24\n"
"	sll	$24, 2, $24\n"
"	bis	$22, $24, $0\n"
"	ret	$31, ($26), 1\n"
"	.end	ext_args\n"
"\n"
/* The program start: its arguments are sfi_domain_run's four, its FP
   argument registers none.  */
"	.align	4\n"
"	.globl	ext_start\n"
"	.type	ext_start, @function\n"
"	.ent	ext_start\n"
"ext_start:\n"
"	.frame	$30, 0, $26, 0\n"
"	.prologue 0\n"
"	chk_entry\n"
"	chk_int	20, 21\n"
"	chk_fp	16, 17, 18, 19, 20, 21\n"
"	chk_fp_end\n"
"	bis	$31, $31, $0\n"
"	beq	$16, 2f\n"
"1:	and	$16, 1, $17\n"
"	srl	$16, 1, $16\n"
"	addq	$0, 1, $0\n"
"	beq	$17, 1b\n"
"2:	bis	$0, $0, $16\n"
"	br	$31, __sfi_jt_exit\n"
"	.end	ext_start\n"
"	.set	macro\n"
"	.set	reorder\n");
#else
#error "scrub-regs-ext.c: unsupported architecture"
#endif
