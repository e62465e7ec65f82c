/* Entering and leaving a fault domain on Alpha.

   sfi_arch_enter runs a module's program (sfi_domain_run): it pushes a
   small frame ($26, $29, the host's FPCR at SFI_ARCH_FRAME_FPC: exit
   invariant X2, sfi-priv.h) on the host stack, records it in the context
   tagged SFI_FRAME_RUN, saves the host's callee-saved registers ($9-$15,
   $f2-$f9) in the context, loads the dedicated registers of the
   sandboxing policy ($5 mask, $6 code base, $7 data base, $4 a valid
   address), $15 (an ordinary register; the data base, so that no host
   address reaches the module), the load registers $1-$3 of protect
   code (the data base too), the module's $sp, $gp and $ra, and jumps
   to the entry point with its address in $27, as the Alpha calling
   standard wants (entry invariant E2, sfi-priv.h), after clearing
   every other register with sfi_arch_scrub (E4).  sfi_arch_leave is
   its longjmp.  Calls of
   single functions go through the domain's generated trampolines
   (tramp.c).

   sfi_arch_gate_common is the trusted path of every call out of a
   domain: the domain's gate prologue put the context in $28 and the
   jump-table entry number in $1; $16-$19 are the module's arguments.
   It runs the host function on the host stack below the innermost entry
   frame, after lowering the context's domain stack pointer below the
   module's frames (re-entrancy), puts both back, runs it with the
   host's FPCR from the entry frame and gives the module its own back
   (X2 and E3, sfi-priv.h), clears every register the host function
   may have left a value in (entry invariant E4, sfi-priv.h: protect
   domains only, for the FP temporaries), re-validates every
   dedicated register, $gp and $sp from the trusted context and its own
   frame (entry invariant E2, sfi-priv.h), the load registers of
   protect code included, restores the module's $15 (a
   callee-saved register of the calling standard), and returns through a
   sandboxed $26, which sfi_host_call has checked (E1) and which it
   leaves sandboxed too.  */

#include "sfi-arch.h"

#include "sfi-frame.h"

	.set	noreorder
	.set	noat
	.set	nomacro
	.text

/* The FP control register (FPCR) into or out of the quadword at
   OFF(BASE), through FP register FTMP, with the exception barriers the
   architecture wants before mf_fpcr and after mt_fpcr (X2).  */
	.macro	SAVE_FPC ftmp, off, base
	excb
	mf_fpcr	\ftmp
	stt	\ftmp, \off(\base)
	.endm
	.macro	RESTORE_FPC ftmp, off, base
	ldt	\ftmp, \off(\base)
	mt_fpcr	\ftmp
	excb
	.endm

/* The FPCR's exception flags, bits 52-57 and the summary, 63, as bits
   52 and up.  */
#define FPCR_RAISED 0x83f

/* void sfi_arch_scrub (void): entry invariant E4 (sfi-priv.h).  Code
   of the protect policy may read no host memory, so it must find no
   host value in a register either.  Clears every integer register but
   the arguments $16-$21, $26 (its link), $27 (a generic entry's
   target), $28 (the context) and $30, and every FP register but the
   argument registers $f16-$f21, and the FPCR's exception flags.
   sfi_arch_scrub_temps clears only the caller-saved ones, for the
   return from a host call, where the preserved registers hold the
   module's own values.  Uses no memory but the context's CTX_FPC_TMP.
   Protect domains hold sfi_arch_scrub's address in their context
   (CTX_SCRUB), others 0; every entry of such a domain calls it before
   setting what the module needs: the trampolines (tramp.c) and the
   gate's return path below; sfi_arch_enter calls it in every policy.  */
	.align	4
	.globl	sfi_arch_scrub
	.ent	sfi_arch_scrub
sfi_arch_scrub:
	.frame	$30, 0, $26, 0
	.prologue 0
	bis	$31, $31, $9
	bis	$31, $31, $10
	bis	$31, $31, $11
	bis	$31, $31, $12
	bis	$31, $31, $13
	bis	$31, $31, $14
	bis	$31, $31, $15
	cpys	$f31, $f31, $f2
	cpys	$f31, $f31, $f3
	cpys	$f31, $f31, $f4
	cpys	$f31, $f31, $f5
	cpys	$f31, $f31, $f6
	cpys	$f31, $f31, $f7
	cpys	$f31, $f31, $f8
	cpys	$f31, $f31, $f9
	/* The host's FP exception flags: the module keeps its rounding
	   mode and trap disables (E3), not what the host's last FP
	   operations raised.  Through a quadword of the context: without
	   the FIX extension, FP bits reach an integer register only
	   through memory, and the stack is the module's here.  */
	SAVE_FPC $f10, CTX_FPC_TMP, $28
	ldq	$22, CTX_FPC_TMP($28)
	lda	$23, FPCR_RAISED($31)
	sll	$23, 52, $23
	bic	$22, $23, $22
	stq	$22, CTX_FPC_TMP($28)
	RESTORE_FPC $f10, CTX_FPC_TMP, $28
	.globl	sfi_arch_scrub_temps
sfi_arch_scrub_temps:
	bis	$31, $31, $0
	bis	$31, $31, $1
	bis	$31, $31, $2
	bis	$31, $31, $3
	bis	$31, $31, $4
	bis	$31, $31, $5
	bis	$31, $31, $6
	bis	$31, $31, $7
	bis	$31, $31, $8
	bis	$31, $31, $22
	bis	$31, $31, $23
	bis	$31, $31, $24
	bis	$31, $31, $25
	bis	$31, $31, $29
	cpys	$f31, $f31, $f0
	cpys	$f31, $f31, $f1
	cpys	$f31, $f31, $f10
	cpys	$f31, $f31, $f11
	cpys	$f31, $f31, $f12
	cpys	$f31, $f31, $f13
	cpys	$f31, $f31, $f14
	cpys	$f31, $f31, $f15
	cpys	$f31, $f31, $f22
	cpys	$f31, $f31, $f23
	cpys	$f31, $f31, $f24
	cpys	$f31, $f31, $f25
	cpys	$f31, $f31, $f26
	cpys	$f31, $f31, $f27
	cpys	$f31, $f31, $f28
	cpys	$f31, $f31, $f29
	cpys	$f31, $f31, $f30
	ret	$31, ($26), 1
	.end	sfi_arch_scrub

/* int sfi_arch_enter (struct sfi_arch_ctx *ctx)  */
	.align	4
	.globl	sfi_arch_enter
	.ent	sfi_arch_enter
sfi_arch_enter:
	.frame	$30, 32, $26, 0
	.prologue 0
	lda	$30, -32($30)
	stq	$26, 0($30)
	stq	$29, 8($30)
	SAVE_FPC $f10, SFI_ARCH_FRAME_FPC, $30
	bis	$30, SFI_FRAME_RUN, $1
	stq	$1, CTX_HOST_SP($16)
	stq	$15, CTX_HOST_FP($16)
	stq	$9, CTX_HOST_S0+0($16)
	stq	$10, CTX_HOST_S0+8($16)
	stq	$11, CTX_HOST_S0+16($16)
	stq	$12, CTX_HOST_S0+24($16)
	stq	$13, CTX_HOST_S0+32($16)
	stq	$14, CTX_HOST_S0+40($16)
	stt	$f2, CTX_HOST_F2+0($16)
	stt	$f3, CTX_HOST_F2+8($16)
	stt	$f4, CTX_HOST_F2+16($16)
	stt	$f5, CTX_HOST_F2+24($16)
	stt	$f6, CTX_HOST_F2+32($16)
	stt	$f7, CTX_HOST_F2+40($16)
	stt	$f8, CTX_HOST_F2+48($16)
	stt	$f9, CTX_HOST_F2+56($16)
	bis	$16, $16, $28
	/* Do not hand host pointers to the module in registers: a
	   program start clears them all, in every policy (E4 asks it of
	   protect code), with the arguments it gets none in.  */
	bsr	$26, sfi_arch_scrub
	cpys	$f31, $f31, $f16
	cpys	$f31, $f31, $f17
	cpys	$f31, $f31, $f18
	cpys	$f31, $f31, $f19
	cpys	$f31, $f31, $f20
	cpys	$f31, $f31, $f21
	bis	$31, $31, $20
	bis	$31, $31, $21
	ldq	$5, CTX_MASK($28)
	ldq	$6, CTX_CODE_BASE($28)
	ldq	$7, CTX_DATA_BASE($28)
	bis	$7, $7, $4
	bis	$7, $7, $15
	/* The load registers of protect code (alpha-abi.h).  */
	bis	$7, $7, $1
	bis	$7, $7, $2
	bis	$7, $7, $3
	ldq	$29, CTX_MOD_GP($28)
	ldq	$30, CTX_MOD_SP($28)
	ldq	$26, CTX_MOD_RA($28)
	ldq	$16, CTX_ARG0($28)
	ldq	$17, CTX_ARG1($28)
	ldq	$18, CTX_ARG2($28)
	ldq	$19, CTX_ARG3($28)
	/* The entry point was checked by the loader; sandbox it anyway so
	   this jump obeys the same rule as every other one.  */
	ldq	$27, CTX_ENTRY($28)
	and	$27, $5, $8
	bis	$8, $6, $8
	bis	$8, $8, $27
	bis	$31, $31, $28
	jmp	$31, ($8), 0
	.end	sfi_arch_enter

/* void sfi_arch_leave (struct sfi_arch_ctx *ctx, int status)  */
	.align	4
	.globl	sfi_arch_leave
	.ent	sfi_arch_leave
sfi_arch_leave:
	.frame	$30, 0, $26, 0
	.prologue 0
	ldq	$1, CTX_HOST_SP($16)
	bic	$1, SFI_FRAME_TAG_MASK, $30
	RESTORE_FPC $f10, SFI_ARCH_FRAME_FPC, $30
	ldq	$26, 0($30)
	ldq	$29, 8($30)
	ldq	$15, CTX_HOST_FP($16)
	ldq	$9, CTX_HOST_S0+0($16)
	ldq	$10, CTX_HOST_S0+8($16)
	ldq	$11, CTX_HOST_S0+16($16)
	ldq	$12, CTX_HOST_S0+24($16)
	ldq	$13, CTX_HOST_S0+32($16)
	ldq	$14, CTX_HOST_S0+40($16)
	ldt	$f2, CTX_HOST_F2+0($16)
	ldt	$f3, CTX_HOST_F2+8($16)
	ldt	$f4, CTX_HOST_F2+16($16)
	ldt	$f5, CTX_HOST_F2+24($16)
	ldt	$f6, CTX_HOST_F2+32($16)
	ldt	$f7, CTX_HOST_F2+40($16)
	ldt	$f8, CTX_HOST_F2+48($16)
	ldt	$f9, CTX_HOST_F2+56($16)
	addl	$17, 0, $0
	lda	$30, 32($30)
	ret	$31, ($26), 1
	.end	sfi_arch_leave

/* void sfi_arch_jump_exit (uintptr_t at, uintptr_t target): the exit
   trampoline loads its context itself, so AT is unused.  */
	.align	4
	.globl	sfi_arch_jump_exit
	.ent	sfi_arch_jump_exit
sfi_arch_jump_exit:
	.frame	$30, 0, $26, 0
	.prologue 0
	bis	$31, $31, $0
	cpys	$f31, $f31, $f0
	jmp	$31, ($17), 0
	.end	sfi_arch_jump_exit

/* The common path of calls out of a domain.  Entered by "jmp" from a
   gate prologue with $28 = context, $1 = entry number.  Never called
   from C.  Frame (on the host stack): 0 module $sp, 8 module $26,
   16 tagged host frame, 24 previous domain stack pointer, 32 context,
   40 module $15, 48 module FPCR, 56 the host call's result while
   sfi_arch_scrub_temps runs (protect, E4).  */
	.align	4
	.globl	sfi_arch_gate_common
	.ent	sfi_arch_gate_common
sfi_arch_gate_common:
	.frame	$30, 0, $26, 0
	.prologue 0
	ldq	$24, CTX_HOST_SP($28)
	bic	$24, SFI_FRAME_TAG_MASK, $25
	ldq	$29, 8($25)		/* The host's $gp, from the frame.  */
	/* The module's FPCR aside, the host's from the frame (X2).  */
	excb
	mf_fpcr	$f10
	RESTORE_FPC $f11, SFI_ARCH_FRAME_FPC, $25
	lda	$25, -SFI_ARCH_COMMON_FRAME($25)
	stt	$f10, SFI_ARCH_COMMON_MOD_FPC($25)
	stq	$30, 0($25)
	stq	$26, SFI_ARCH_COMMON_MOD_RA($25)
	stq	$24, 16($25)
	ldq	$24, CTX_MOD_SP($28)
	stq	$24, SFI_ARCH_COMMON_MOD_SP($25)
	stq	$28, 32($25)
	stq	$15, 40($25)
	/* Nested entries get a stack below the module's frames.  */
	lda	$24, -64($30)
	bic	$24, 15, $24
	stq	$24, CTX_MOD_SP($28)
	bis	$25, $25, $30
	/* sfi_host_call (domain, k, a0, a1, a2, a3).  */
	bis	$19, $19, $21
	bis	$18, $18, $20
	bis	$17, $17, $19
	bis	$16, $16, $18
	/* The entry number as a canonical 32-bit value (sign-extended, the
	   ABI's form of a uint32_t argument): a module that jumps to the
	   second word of a host-call entry chooses $1 itself, and
	   sfi_host_call must not see high bits its C code assumes clear.  */
	addl	$1, 0, $17
	ldq	$16, CTX_DOMAIN($28)
	ldq	$27, sfi_host_call($29)		!literal!1
	jsr	$26, ($27), sfi_host_call	!lituse_jsr!1
	ldq	$28, 32($30)
	ldq	$24, 16($30)
	stq	$24, CTX_HOST_SP($28)
	ldq	$24, SFI_ARCH_COMMON_MOD_SP($30)
	stq	$24, CTX_MOD_SP($28)
	/* The module's own FPCR back (E3).  */
	RESTORE_FPC $f10, SFI_ARCH_COMMON_MOD_FPC, $30
	/* Protect code gets no host value in a register (E4): the host
	   function's FP temporaries too, not only the integer registers
	   below.  The result waits in the frame's free quadword.  */
	ldq	$24, CTX_SCRUB($28)
	beq	$24, 1f
	stq	$0, 56($30)
	bsr	$26, sfi_arch_scrub_temps
	cpys	$f31, $f31, $f16
	cpys	$f31, $f31, $f17
	cpys	$f31, $f31, $f18
	cpys	$f31, $f31, $f19
	cpys	$f31, $f31, $f20
	cpys	$f31, $f31, $f21
	ldq	$0, 56($30)
1:
	ldq	$26, SFI_ARCH_COMMON_MOD_RA($30)
	ldq	$15, 40($30)
	ldq	$24, 0($30)
	/* Re-validate the dedicated registers from the trusted context.  */
	ldq	$5, CTX_MASK($28)
	ldq	$6, CTX_CODE_BASE($28)
	ldq	$7, CTX_DATA_BASE($28)
	bis	$7, $7, $4
	ldq	$29, CTX_MOD_GP($28)
	bis	$24, $24, $30
	/* Clear host values from the caller-saved registers; $0 is the
	   result.  The load registers of protect code get the data
	   segment's base (alpha-abi.h).  */
	bis	$7, $7, $1
	bis	$7, $7, $2
	bis	$7, $7, $3
	bis	$31, $31, $16
	bis	$31, $31, $17
	bis	$31, $31, $18
	bis	$31, $31, $19
	bis	$31, $31, $20
	bis	$31, $31, $21
	bis	$31, $31, $22
	bis	$31, $31, $23
	bis	$31, $31, $24
	bis	$31, $31, $25
	bis	$31, $31, $27
	bis	$31, $31, $28
	/* $26 is the module's link, but it came back through host memory:
	   sandbox it, and leave it valid for code that returns through it
	   unguarded (alpha-abi.h).  */
	and	$26, $5, $8
	bis	$8, $6, $8
	bis	$8, $8, $26
	ret	$31, ($8), 1
	.end	sfi_arch_gate_common

	.section .note.GNU-stack, "", @progbits
