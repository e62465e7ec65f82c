/* Integer-division millicode for Alpha modules: __divq, __divqu, __remq,
   __remqu, __divl, __divlu, __reml, __remlu.

   GCC calls these (as "bsr $23,__divq" after the plugin's rewrite) with
   the operands in $24 and $25 and the return address in $23, and expects
   the result in $27 and every other register but $23 and $28 unchanged,
   the operands included.
   Each entry saves the registers C code may change, calls
   __sfi_alpha_divmod (divmod.c) and restores them.  Like all module
   code this passes the verifier: stores go through $sp after a checked
   adjustment, the dedicated registers $4-$8 and the GP $29 are never
   saved or restored (the callee leaves $29 alone: it holds the module's
   one GP everywhere), the return jumps through $8, sandboxed, and the
   restored $26 is sandboxed in place.  Slot 96 is unused.  */

#include "sfi/alpha-abi.h"

	.set	noreorder
	.set	noat
	.set	nomacro
	.text

/* With -fsfi=none (SFI_NO_RESERVED) $4-$8 are ordinary temporaries,
   which the caller expects unchanged like the others.  */
#ifdef SFI_NO_RESERVED
#define FRAME 176
#else
#define FRAME 128
#endif

	.align	4
	.ent	__sfi_millicode
__sfi_millicode:
	.frame	$30, FRAME, $23, 0
	.prologue 0
	/* $28 holds the operation code.  */
	lda	$30, -FRAME($30)
	stq	$0, 0($30)
#ifndef SFI_PROTECT
	stq	$1, 8($30)
	stq	$2, 16($30)
	stq	$3, 24($30)
#endif
	stq	$16, 32($30)
	stq	$17, 40($30)
	stq	$18, 48($30)
	stq	$19, 56($30)
	stq	$20, 64($30)
	stq	$21, 72($30)
	stq	$22, 80($30)
	stq	$26, 88($30)
	stq	$23, 104($30)
	stq	$24, 112($30)
	stq	$25, 120($30)
#ifdef SFI_NO_RESERVED
	stq	$4, 128($30)
	stq	$5, 136($30)
	stq	$6, 144($30)
	stq	$7, 152($30)
	stq	$8, 160($30)
#endif
	bis	$24, $24, $16
	bis	$25, $25, $17
	bis	$28, $28, $18
	/* !samegp: skip the callee's GP load, which would compute the GP
	   from $27; the module has one GP, and $29 holds it.  */
	bsr	$26, __sfi_alpha_divmod		!samegp
	bis	$0, $0, $27
	ldq	$0, 0($30)
	/* $1-$3 are the load registers of protect code (alpha-abi.h), which
	   only guards may write; divmod.c is compiled there without them
	   (-fplugin-arg-sfi-no-load-regs, mk/arch-alpha.mk), so they come
	   back untouched, and neither saving nor reloading them (with a
	   guard each) is needed.  Only a division by zero whose SIGFPE
	   handler returns runs other code (newlib's signal and raise), which
	   may leave other valid values in them.  */
#ifndef SFI_PROTECT
	ldq	$1, 8($30)
	ldq	$2, 16($30)
	ldq	$3, 24($30)
#endif
	ldq	$16, 32($30)
	ldq	$17, 40($30)
	ldq	$18, 48($30)
	ldq	$19, 56($30)
	ldq	$20, 64($30)
	ldq	$21, 72($30)
	ldq	$22, 80($30)
	ldq	$26, 88($30)
#if !defined SFI_UNSANDBOXED && !defined SFI_NO_VALID_RA
	/* Callers may keep $26 valid and return through it unguarded
	   (alpha-abi.h); a valid $26 comes back unchanged.  With
	   -fsfi=match (SFI_MATCH) the guard is checked, against a copy.
	   Code compiled with -fplugin-arg-sfi-no-valid-ra (SFI_NO_VALID_RA)
	   may keep any value in $26 across a division, as the insn
	   clobbers only $23 and $28, so it gets its value back unguarded:
	   such code guards its returns.  */
#ifdef SFI_MATCH
	bis	$26, $26, $28
#endif
	and	$26, $5, $26
	bis	$26, $6, $26
#ifdef SFI_MATCH
	subq	$26, $28, $28
	beq	$28, 1f
	call_pal SFI_ALPHA_PAL_BUGCHK
1:
#endif
#endif
	ldq	$23, 104($30)
	ldq	$24, 112($30)
	ldq	$25, 120($30)
#ifdef SFI_NO_RESERVED
	ldq	$4, 128($30)
	ldq	$5, 136($30)
	ldq	$6, 144($30)
	ldq	$7, 152($30)
	ldq	$8, 160($30)
#endif
	lda	$30, FRAME($30)
	ldq	$28, 0($30)
#ifdef SFI_UNSANDBOXED
	ret	$31, ($23), 1
#else
	and	$23, $5, $8
	bis	$8, $6, $8
#ifdef SFI_MATCH
	subq	$8, $23, $28
	beq	$28, 2f
	call_pal SFI_ALPHA_PAL_BUGCHK
2:
#endif
	ret	$31, ($8), 1
#endif
	.end	__sfi_millicode

/* Each entry loads its operation code (divmod.c) and shares the rest.  */
#define ENTRY(name, op)			\
	.globl	name;			\
	.ent	name;			\
name:					\
	.frame	$30, 0, $23, 0;		\
	.prologue 0;			\
	lda	$28, op($31);		\
	br	$31, __sfi_millicode;	\
	.end	name

ENTRY (__divq, 0)
ENTRY (__remq, 1)
ENTRY (__divqu, 2)
ENTRY (__remqu, 3)
ENTRY (__divl, 4)
ENTRY (__reml, 5)
ENTRY (__divlu, 6)
ENTRY (__remlu, 7)

/* __sfi_icall: where the plugin sends every indirect call ("bsr
   $26,__sfi_icall" after sandboxing the target from $27 into $8).  */
	.globl	__sfi_icall
	.ent	__sfi_icall
__sfi_icall:
	.frame	$30, 0, $26, 0
	.prologue 0
	jmp	$31, ($8), 0
	.end	__sfi_icall

	.section .note.GNU-stack, "", @progbits
