/* setjmp and longjmp for modules (runs inside the fault domain).

   Hand-written module code must obey the same policy as plugin output,
   because the verifier checks it like everything else:
     - every store goes through $24 right after "and $24,R,$12;
       or $24,$24,$14" (the guard zones cover the displacements used);
     - every indirect jump goes through $15 right after "and $15,R,$12;
       or $15,$15,$13";
     - $sp is written only by "move $sp,$24" right after sandboxing $24;
     - $12, $13, $14 and $gp are never written ($gp is the same for the
       whole module, so longjmp need not restore it).
   The buffer layout is glibc's o32 __jmp_buf (pc, sp, s0-s7, fp, gp, a
   reserved word, then $f20-$f30), which fits in <setjmp.h>'s jmp_buf.
   There are no signals inside a domain, so the mask is never saved.  */

#include "sfi/mips-abi.h"

#define JB_PC	0
#define JB_SP	4
#define JB_S0	8
#define JB_FP	40
#define JB_F20	56

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
	and	$24, $4, $12
	or	$24, $24, $14
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
	sdc1	$f20, JB_F20+0($24)
	sdc1	$f22, JB_F20+8($24)
	sdc1	$f24, JB_F20+16($24)
	sdc1	$f26, JB_F20+24($24)
	sdc1	$f28, JB_F20+32($24)
	sdc1	$f30, JB_F20+40($24)
	and	$15, $31, $12
	or	$15, $15, $13
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
	lw	$16, JB_S0+0($4)
	lw	$17, JB_S0+4($4)
	lw	$18, JB_S0+8($4)
	lw	$19, JB_S0+12($4)
	lw	$20, JB_S0+16($4)
	lw	$21, JB_S0+20($4)
	lw	$22, JB_S0+24($4)
	lw	$23, JB_S0+28($4)
	lw	$30, JB_FP($4)
	ldc1	$f20, JB_F20+0($4)
	ldc1	$f22, JB_F20+8($4)
	ldc1	$f24, JB_F20+16($4)
	ldc1	$f26, JB_F20+24($4)
	ldc1	$f28, JB_F20+32($4)
	ldc1	$f30, JB_F20+40($4)
	lw	$31, JB_PC($4)
	/* longjmp (env, 0) returns 1.  */
	move	$2, $5
	bnez	$2, 1f
	nop
	ori	$2, $0, 1
1:	lw	$24, JB_SP($4)
	and	$24, $24, $12
	or	$24, $24, $14
	move	$29, $24
	and	$15, $31, $12
	or	$15, $15, $13
	jr	$15
	nop
	.end	longjmp
	.size	longjmp, .-longjmp
