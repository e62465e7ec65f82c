/* setjmp and longjmp for Alpha modules (runs inside the fault domain).

   Hand-written module code obeys the policy the verifier checks
   (include/sfi/alpha-abi.h): stores go through $4 right after
   "and R,$5,$4; bis $4,$7,$4"; the indirect jump goes through $8 right
   after "and R,$5,$8; bis $8,$6,$8"; $sp and the frame pointer $15 are
   written only by a move from a sandboxed $4; $29 is never written.  The
   buffer holds $9-$15, $26 (the return address), $30 and $f2-$f9, which
   fits in <setjmp.h>'s jmp_buf; not $29, which holds the module's one GP
   everywhere; there are no signals inside a domain, so no mask is
   saved.  */

#include "sandbox.h"

#define JB_S0	0	/* $9-$15: 7 words.  */
#define JB_RA	56
#define JB_SP	64
/* 72: unused (the GP).  */
#define JB_F2	80	/* $f2-$f9: 8 words.  */

	.set	noreorder
	.set	noat
	.set	nomacro
	.text

/* The glibc names of setjmp and longjmp, as functions of their own: a
   direct call ("bsr ... !samegp") needs the ".prologue" of an ".ent".  */
#define ALIAS(name, target)		\
	.globl	name;			\
	.ent	name;			\
name:					\
	.frame	$30, 0, $26, 0;		\
	.prologue 0;			\
	br	$31, target;		\
	.end	name

	ALIAS (_setjmp, setjmp)
	ALIAS (__sigsetjmp, setjmp)
	ALIAS (_longjmp, longjmp)
	ALIAS (__longjmp, longjmp)
	ALIAS (siglongjmp, longjmp)

/* int setjmp (jmp_buf env).  */
	.align	4
	.globl	setjmp
	.ent	setjmp
setjmp:
	.frame	$30, 0, $26, 0
	.prologue 0
	SANDBOX_DATA ($16)
	stq	$9, JB_S0+0($4)
	stq	$10, JB_S0+8($4)
	stq	$11, JB_S0+16($4)
	stq	$12, JB_S0+24($4)
	stq	$13, JB_S0+32($4)
	stq	$14, JB_S0+40($4)
	stq	$15, JB_S0+48($4)
	stq	$26, JB_RA($4)
	stq	$30, JB_SP($4)
	stt	$f2, JB_F2+0($4)
	stt	$f3, JB_F2+8($4)
	stt	$f4, JB_F2+16($4)
	stt	$f5, JB_F2+24($4)
	stt	$f6, JB_F2+32($4)
	stt	$f7, JB_F2+40($4)
	stt	$f8, JB_F2+48($4)
	stt	$f9, JB_F2+56($4)
	bis	$31, $31, $0
	SANDBOX_CODE ($26)
	ret	$31, ($8), 1
	.end	setjmp

/* void longjmp (jmp_buf env, int val).  */
	.align	4
	.globl	longjmp
	.ent	longjmp
longjmp:
	.frame	$30, 0, $26, 0
	.prologue 0
	/* The buffer is read through $4 too: -fsfi=protect sandboxes
	   loads.  */
	SANDBOX_DATA ($16)
	ldq	$9, JB_S0+0($4)
	ldq	$10, JB_S0+8($4)
	ldq	$11, JB_S0+16($4)
	ldq	$12, JB_S0+24($4)
	ldq	$13, JB_S0+32($4)
	ldq	$14, JB_S0+40($4)
	ldq	$26, JB_RA($4)
	SANDBOX_RA
	ldt	$f2, JB_F2+0($4)
	ldt	$f3, JB_F2+8($4)
	ldt	$f4, JB_F2+16($4)
	ldt	$f5, JB_F2+24($4)
	ldt	$f6, JB_F2+32($4)
	ldt	$f7, JB_F2+40($4)
	ldt	$f8, JB_F2+48($4)
	ldt	$f9, JB_F2+56($4)
	/* $15 and $sp only from a sandboxed $4.  Through $22 and $23:
	   $1-$3 are the load registers of protect code (alpha-abi.h),
	   which only their guards may write.  */
	ldq	$22, JB_S0+48($4)
	ldq	$23, JB_SP($4)
	SANDBOX_DATA ($22)
	bis	$4, $4, $15
	SANDBOX_DATA ($23)
	bis	$4, $4, $30
	/* longjmp (env, 0) returns 1.  */
	addl	$17, 0, $0
	cmoveq	$0, 1, $0
	SANDBOX_CODE ($26)
	ret	$31, ($8), 1
	.end	longjmp

	.section .note.GNU-stack, "", @progbits
