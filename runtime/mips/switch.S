/* Entering and leaving a fault domain on MIPS o32.

   sfi_arch_enter runs a module's program (sfi_domain_run): it pushes a
   small frame ($ra, $gp, the host's FCSR at SFI_ARCH_FRAME_FPC: exit
   invariant X2, sfi-priv.h) on the host stack, records it in the context
   tagged SFI_FRAME_RUN, saves the host's callee-saved registers in the
   context, loads the dedicated registers of the sandboxing policy ($12
   mask, $13 code base, $14 data base, $24 a valid address), the module's
   $sp, $gp and $ra, and jumps to the entry point (entry invariant E2,
   sfi-priv.h), after clearing every other register with sfi_arch_scrub
   (E4).  sfi_arch_leave is its
   longjmp.  Calls of single functions do not come here: they go through
   the domain's generated entry and exit trampolines (tramp.c).

   sfi_arch_gate_common is the trusted path of every call out of a
   domain: the jump-table entry put the entry number in $3 ($v1), the
   domain's gate prologue the context in $1 ($at); $4-$7 are the module's
   arguments.  It runs the host function on the host stack below the
   innermost entry frame, and lowers the context's domain stack pointer
   below the module's frames first, so that a host function may call into
   the same domain again (re-entrancy); both values are put back
   afterwards.  The host function runs with the host's FCSR, from the
   entry frame, and the module gets its own back (X2 and E3,
   sfi-priv.h).  Then it clears what the host function may have left in
   the caller-saved registers (in a protect domain the FP ones, hi and
   lo too: entry invariant E4, sfi-priv.h), re-validates every
   dedicated register from the
   trusted context (they are caller-saved for C, so the host clobbered
   them: entry invariant E2, sfi-priv.h) and returns through a sandboxed
   $ra, which sfi_host_call has checked (E1): even a forged return
   address cannot leave the code segment.  */

#include "sfi-arch.h"

#include "sfi-frame.h"

	.set	noreorder
	.set	noat
	.text

/* The FP control register (FCSR, $31 of cop1) into or out of the word
   at OFF(BASE), through general register TMP (X2).  */
	.macro	SAVE_FPC tmp, off, base
	cfc1	\tmp, $31
	sw	\tmp, \off(\base)
	.endm
	.macro	RESTORE_FPC tmp, off, base
	lw	\tmp, \off(\base)
	ctc1	\tmp, $31
	.endm

/* The FCSR's flags (bits 2-6) and causes (12-17).  */
#define FCSR_RAISED 0x0003f07c

/* void sfi_arch_scrub (void): entry invariant E4 (sfi-priv.h).  Code
   of the protect policy may read no host memory, so it must find no
   host value in a register either.  Clears every general register but
   $0, $at (the context), the arguments $4-$7, $25 (a generic entry's
   target), $sp and $ra (its link), hi and lo, and every FP register
   but the argument registers $f12-$f15, each pair as both halves of
   its even register (mtc1, mthc1): all of the FP state of the FR=0
   mode o32 runs in; and the FCSR's flags and causes.  sfi_arch_scrub_temps
   clears only the caller-saved ones, for the return from a host call,
   where the preserved registers hold the module's own values.  Uses no
   memory.  Protect domains hold sfi_arch_scrub's address in their
   context (CTX_SCRUB), others 0; every entry of such a domain calls it
   before setting what the module needs: the trampolines (tramp.c) and
   the gate's return path below; sfi_arch_enter calls it in every
   policy.  */
	.globl	sfi_arch_scrub
	.ent	sfi_arch_scrub
	.type	sfi_arch_scrub, @function
sfi_arch_scrub:
	move	$16, $0
	move	$17, $0
	move	$18, $0
	move	$19, $0
	move	$20, $0
	move	$21, $0
	move	$22, $0
	move	$23, $0
	move	$30, $0
	mtc1	$0, $f20
	mthc1	$0, $f20
	mtc1	$0, $f22
	mthc1	$0, $f22
	mtc1	$0, $f24
	mthc1	$0, $f24
	mtc1	$0, $f26
	mthc1	$0, $f26
	mtc1	$0, $f28
	mthc1	$0, $f28
	mtc1	$0, $f30
	mthc1	$0, $f30
	/* The host's FP exception flags and causes: the module keeps its
	   rounding mode and enables (E3), not what the host's last FP
	   operations raised.  */
	cfc1	$8, $31
	lui	$9, %hi(~FCSR_RAISED)
	ori	$9, $9, %lo(~FCSR_RAISED)
	and	$8, $8, $9
	ctc1	$8, $31
	.globl	sfi_arch_scrub_temps
sfi_arch_scrub_temps:
	move	$2, $0
	move	$3, $0
	move	$8, $0
	move	$9, $0
	move	$10, $0
	move	$11, $0
	move	$12, $0
	move	$13, $0
	move	$14, $0
	move	$15, $0
	move	$24, $0
	move	$26, $0
	move	$27, $0
	move	$28, $0
	mthi	$0
	mtlo	$0
	mtc1	$0, $f0
	mthc1	$0, $f0
	mtc1	$0, $f2
	mthc1	$0, $f2
	mtc1	$0, $f4
	mthc1	$0, $f4
	mtc1	$0, $f6
	mthc1	$0, $f6
	mtc1	$0, $f8
	mthc1	$0, $f8
	mtc1	$0, $f10
	mthc1	$0, $f10
	mtc1	$0, $f16
	mthc1	$0, $f16
	mtc1	$0, $f18
	mthc1	$0, $f18
	jr	$ra
	nop
	.end	sfi_arch_scrub
	.size	sfi_arch_scrub, .-sfi_arch_scrub

/* int sfi_arch_enter (struct sfi_arch_ctx *ctx)  */
	.globl	sfi_arch_enter
	.ent	sfi_arch_enter
	.type	sfi_arch_enter, @function
sfi_arch_enter:
	addiu	$sp, $sp, -16
	sw	$ra, 0($sp)
	sw	$gp, 4($sp)
	SAVE_FPC $8, SFI_ARCH_FRAME_FPC, $sp
	ori	$8, $sp, SFI_FRAME_RUN
	sw	$8, CTX_HOST_SP($4)
	sw	$fp, CTX_HOST_FP($4)
	sw	$16, CTX_HOST_S0+0($4)
	sw	$17, CTX_HOST_S0+4($4)
	sw	$18, CTX_HOST_S0+8($4)
	sw	$19, CTX_HOST_S0+12($4)
	sw	$20, CTX_HOST_S0+16($4)
	sw	$21, CTX_HOST_S0+20($4)
	sw	$22, CTX_HOST_S0+24($4)
	sw	$23, CTX_HOST_S0+28($4)
	sdc1	$f20, CTX_HOST_F20+0($4)
	sdc1	$f22, CTX_HOST_F20+8($4)
	sdc1	$f24, CTX_HOST_F20+16($4)
	sdc1	$f26, CTX_HOST_F20+24($4)
	sdc1	$f28, CTX_HOST_F20+32($4)
	sdc1	$f30, CTX_HOST_F20+40($4)
	move	$1, $4
	/* Do not hand host pointers to the module in registers: a
	   program start clears them all, in every policy (E4 asks it of
	   protect code), with the FP argument registers, which a program
	   gets none in.  */
	lui	$8, %hi(sfi_arch_scrub)
	addiu	$8, $8, %lo(sfi_arch_scrub)
	jalr	$8
	move	$25, $0
	mtc1	$0, $f12
	mthc1	$0, $f12
	mtc1	$0, $f14
	mthc1	$0, $f14
	lw	$12, CTX_MASK($1)
	lw	$13, CTX_CODE_BASE($1)
	lw	$14, CTX_DATA_BASE($1)
	move	$24, $14
	/* The load registers of protect code ($14 is one; mips-abi.h).  */
	move	$10, $14
	move	$11, $14
	lw	$gp, CTX_MOD_GP($1)
	lw	$sp, CTX_MOD_SP($1)
	lw	$ra, CTX_MOD_RA($1)
	lw	$4, CTX_ARG0($1)
	lw	$5, CTX_ARG1($1)
	lw	$6, CTX_ARG2($1)
	lw	$7, CTX_ARG3($1)
	/* The entry point was checked by the loader; sandbox it anyway so
	   this jump obeys the same rule as every other one.  */
	lw	$15, CTX_ENTRY($1)
	and	$15, $15, $12
	or	$15, $15, $13
	jr	$15
	move	$1, $0
	.end	sfi_arch_enter
	.size	sfi_arch_enter, .-sfi_arch_enter

/* void sfi_arch_leave (struct sfi_arch_ctx *ctx, int status)  */
	.globl	sfi_arch_leave
	.ent	sfi_arch_leave
	.type	sfi_arch_leave, @function
sfi_arch_leave:
	lw	$8, CTX_HOST_SP($4)
	li	$9, ~SFI_FRAME_TAG_MASK
	and	$sp, $8, $9
	RESTORE_FPC $8, SFI_ARCH_FRAME_FPC, $sp
	lw	$ra, 0($sp)
	lw	$gp, 4($sp)
	lw	$fp, CTX_HOST_FP($4)
	lw	$16, CTX_HOST_S0+0($4)
	lw	$17, CTX_HOST_S0+4($4)
	lw	$18, CTX_HOST_S0+8($4)
	lw	$19, CTX_HOST_S0+12($4)
	lw	$20, CTX_HOST_S0+16($4)
	lw	$21, CTX_HOST_S0+20($4)
	lw	$22, CTX_HOST_S0+24($4)
	lw	$23, CTX_HOST_S0+28($4)
	ldc1	$f20, CTX_HOST_F20+0($4)
	ldc1	$f22, CTX_HOST_F20+8($4)
	ldc1	$f24, CTX_HOST_F20+16($4)
	ldc1	$f26, CTX_HOST_F20+24($4)
	ldc1	$f28, CTX_HOST_F20+32($4)
	ldc1	$f30, CTX_HOST_F20+40($4)
	move	$2, $5
	jr	$ra
	addiu	$sp, $sp, 16
	.end	sfi_arch_leave
	.size	sfi_arch_leave, .-sfi_arch_leave

/* void sfi_arch_jump_exit (uintptr_t at, uintptr_t target)  */
	.globl	sfi_arch_jump_exit
	.ent	sfi_arch_jump_exit
	.type	sfi_arch_jump_exit, @function
sfi_arch_jump_exit:
	move	$1, $4
	move	$2, $0
	move	$3, $0
	mtc1	$0, $f0
	mthc1	$0, $f0
	jr	$5
	nop
	.end	sfi_arch_jump_exit
	.size	sfi_arch_jump_exit, .-sfi_arch_jump_exit

/* The common path of calls out of a domain.  Entered by "jr $25" from a
   gate prologue with $1 = context, $3 = entry number.  Never called
   from C.  Frame (on the host stack): 0-15 argument home area, 16 and
   20 arguments 5 and 6 of sfi_host_call, 24 context, 28 module $sp,
   32 module $ra, 36 tagged host frame, 40 previous domain stack
   pointer, 44 module FCSR.  */
	.globl	sfi_arch_gate_common
	.ent	sfi_arch_gate_common
	.type	sfi_arch_gate_common, @function
sfi_arch_gate_common:
	lw	$15, CTX_HOST_SP($1)
	li	$24, ~SFI_FRAME_TAG_MASK
	and	$24, $15, $24
	lw	$gp, 4($24)		/* The host's $gp, from the frame.  */
	/* The module's FCSR aside, the host's from the frame (X2).  */
	cfc1	$8, $31
	RESTORE_FPC $9, SFI_ARCH_FRAME_FPC, $24
	addiu	$24, $24, -SFI_ARCH_COMMON_FRAME
	sw	$8, SFI_ARCH_COMMON_MOD_FPC($24)
	sw	$sp, 28($24)
	sw	$ra, SFI_ARCH_COMMON_MOD_RA($24)
	sw	$15, 36($24)
	lw	$15, CTX_MOD_SP($1)
	sw	$1, 24($24)
	sw	$15, SFI_ARCH_COMMON_MOD_SP($24)
	/* Nested entries get a stack below the module's frames.  */
	addiu	$15, $sp, -64
	li	$14, -8
	and	$15, $15, $14
	sw	$15, CTX_MOD_SP($1)
	move	$sp, $24
	sw	$6, 16($sp)
	sw	$7, 20($sp)
	move	$7, $5
	move	$6, $4
	move	$5, $3
	lw	$4, CTX_DOMAIN($1)
	lui	$25, %hi(sfi_host_call)
	addiu	$25, $25, %lo(sfi_host_call)
	jalr	$25
	nop
	lw	$1, 24($sp)
	/* Protect code gets no host value in a register (E4): the host
	   function's FP temporaries, hi and lo too, not only the general
	   registers below.  The result waits in the home area of the
	   call's arguments.  */
	lw	$8, CTX_SCRUB($1)
	beq	$8, $0, 1f
	sw	$2, 0($sp)
	lui	$8, %hi(sfi_arch_scrub_temps)
	addiu	$8, $8, %lo(sfi_arch_scrub_temps)
	jalr	$8
	mtc1	$0, $f12
	mthc1	$0, $f12
	mtc1	$0, $f14
	mthc1	$0, $f14
	lw	$2, 0($sp)
1:
	lw	$15, 36($sp)
	sw	$15, CTX_HOST_SP($1)
	lw	$15, SFI_ARCH_COMMON_MOD_SP($sp)
	sw	$15, CTX_MOD_SP($1)
	lw	$ra, SFI_ARCH_COMMON_MOD_RA($sp)
	/* The module's own FCSR back (E3).  */
	RESTORE_FPC $8, SFI_ARCH_COMMON_MOD_FPC, $sp
	lw	$15, 28($sp)
	/* Re-validate the dedicated registers from the trusted context.  */
	lw	$12, CTX_MASK($1)
	lw	$13, CTX_CODE_BASE($1)
	lw	$14, CTX_DATA_BASE($1)
	move	$24, $14
	lw	$gp, CTX_MOD_GP($1)
	move	$sp, $15
	/* Clear host values from the caller-saved registers; $v0 is the
	   result and $v1 its high word (zero: host calls return int).  */
	move	$3, $0
	move	$4, $0
	move	$5, $0
	move	$6, $0
	move	$7, $0
	move	$8, $0
	move	$9, $0
	move	$10, $14	/* Load registers (mips-abi.h).  */
	move	$11, $14
	move	$25, $0
	/* $ra is the module's link, but it came back through host memory:
	   sandbox it, and leave it valid for code that returns through it
	   unguarded (mips-abi.h).  */
	and	$15, $ra, $12
	or	$15, $15, $13
	move	$ra, $15
	jr	$15
	move	$1, $0
	.end	sfi_arch_gate_common
	.size	sfi_arch_gate_common, .-sfi_arch_gate_common
