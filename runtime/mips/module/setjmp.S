/* setjmp and longjmp for modules (runs inside the fault domain).

   Hand-written module code must obey the same policy as plugin output,
   because the verifier checks it like everything else (the "ins"
   scheme, sfi/mips-abi.h):
     - every store, and every load (for -fsfi=protect, whose library
       this file is part of too), goes through $24 right after
       "ins $24,R,0,B" (the guard zones cover the displacements used);
     - every indirect jump goes through $15 right after "ins $15,R,0,B";
     - $sp is written only by "move $sp,$24" right after sandboxing $24;
     - $gp is never written (it is the same for the whole module, so
       longjmp need not restore it).
   The buffer holds pc, sp, s0-s7, fp and then $f20-$f30 as pairs of
   words: 92 bytes, newlib's jmp_buf (23 ints, only 4-byte aligned, so
   the doubles go through $8/$9: sdc1 needs 8-byte alignment, and the
   FPXX ABI has no odd single registers).  There are no signals inside a
   domain, so the mask is never saved.  */

#include "sandbox.h"

#define JB_PC	0
#define JB_SP	4
#define JB_S0	8
#define JB_FP	40
#define JB_F20	44

	.set	noreorder
	.set	nomacro
	.set	noat
	.text

/* int setjmp (jmp_buf env), and its glibc aliases.  */
	.globl	setjmp
	.globl	_setjmp
	.globl	__sigsetjmp
	.ent	setjmp
	.type	setjmp, @function
	.type	_setjmp, @function
	.type	__sigsetjmp, @function
setjmp:
_setjmp:
__sigsetjmp:
	SANDBOX_DATA ($4)
	sw	$31, JB_PC($24)
	sw	$29, JB_SP($24)
	sw	$16, JB_S0+0($24)
	sw	$17, JB_S0+4($24)
	sw	$18, JB_S0+8($24)
	sw	$19, JB_S0+12($24)
	sw	$20, JB_S0+16($24)
	sw	$21, JB_S0+20($24)
	sw	$22, JB_S0+24($24)
	sw	$23, JB_S0+28($24)
	sw	$30, JB_FP($24)
	mfc1	$8, $f20
	mfhc1	$9, $f20
	sw	$8, JB_F20+0($24)
	sw	$9, JB_F20+4($24)
	mfc1	$8, $f22
	mfhc1	$9, $f22
	sw	$8, JB_F20+8($24)
	sw	$9, JB_F20+12($24)
	mfc1	$8, $f24
	mfhc1	$9, $f24
	sw	$8, JB_F20+16($24)
	sw	$9, JB_F20+20($24)
	mfc1	$8, $f26
	mfhc1	$9, $f26
	sw	$8, JB_F20+24($24)
	sw	$9, JB_F20+28($24)
	mfc1	$8, $f28
	mfhc1	$9, $f28
	sw	$8, JB_F20+32($24)
	sw	$9, JB_F20+36($24)
	mfc1	$8, $f30
	mfhc1	$9, $f30
	sw	$8, JB_F20+40($24)
	sw	$9, JB_F20+44($24)
	SANDBOX_CODE ($31)
	jr	$15
	move	$2, $0
	.end	setjmp
	.size	setjmp, .-setjmp

/* void longjmp (jmp_buf env, int val), and its aliases.  */
	.globl	longjmp
	.globl	_longjmp
	.globl	siglongjmp
	.ent	longjmp
	.type	longjmp, @function
	.type	_longjmp, @function
	.type	siglongjmp, @function
longjmp:
_longjmp:
siglongjmp:
	/* The buffer is read through $24 too: -fsfi=protect sandboxes
	   loads.  */
	SANDBOX_DATA ($4)
	lw	$16, JB_S0+0($24)
	lw	$17, JB_S0+4($24)
	lw	$18, JB_S0+8($24)
	lw	$19, JB_S0+12($24)
	lw	$20, JB_S0+16($24)
	lw	$21, JB_S0+20($24)
	lw	$22, JB_S0+24($24)
	lw	$23, JB_S0+28($24)
	lw	$30, JB_FP($24)
	lw	$8, JB_F20+0($24)
	lw	$9, JB_F20+4($24)
	mtc1	$8, $f20
	mthc1	$9, $f20
	lw	$8, JB_F20+8($24)
	lw	$9, JB_F20+12($24)
	mtc1	$8, $f22
	mthc1	$9, $f22
	lw	$8, JB_F20+16($24)
	lw	$9, JB_F20+20($24)
	mtc1	$8, $f24
	mthc1	$9, $f24
	lw	$8, JB_F20+24($24)
	lw	$9, JB_F20+28($24)
	mtc1	$8, $f26
	mthc1	$9, $f26
	lw	$8, JB_F20+32($24)
	lw	$9, JB_F20+36($24)
	mtc1	$8, $f28
	mthc1	$9, $f28
	lw	$8, JB_F20+40($24)
	lw	$9, JB_F20+44($24)
	mtc1	$8, $f30
	mthc1	$9, $f30
	lw	$31, JB_PC($24)
	SANDBOX_RA
	/* longjmp (env, 0) returns 1.  */
	move	$2, $5
	bnez	$2, 1f
	nop
	ori	$2, $0, 1
1:	lw	$1, JB_SP($24)
	SANDBOX_DATA ($1)
	move	$29, $24
	SANDBOX_CODE ($31)
	jr	$15
	nop
	.end	longjmp
	.size	longjmp, .-longjmp
