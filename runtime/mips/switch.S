/* Entering and leaving a fault domain on MIPS o32.

   sfi_arch_enter saves the host's callee-saved state in a struct
   sfi_arch_ctx, loads the dedicated registers of the sandboxing policy
   ($12 mask, $13 code base, $14 data base, $15/$24 valid addresses), the
   module's $sp, $gp and $ra, and jumps to the module's entry point.
   sfi_arch_leave is its longjmp: it restores the host state from the
   context and makes sfi_arch_enter return the exit status.

   sfi_arch_gate_common is the trusted path every gate trampoline jumps
   to, with $3 (v1) = host-call number and $4-$7 = the module's arguments.
   It saves the module's $sp and $ra, switches to the host stack and host
   $gp, calls sfi_host_call (domain, k, a0, a1, a2, a3), then re-validates
   every dedicated register (they are caller-saved for C, so the host
   clobbered them) and returns to the module through a sandboxed $ra:
   even a forged return address cannot leave the code segment.  */

#include "sfi-arch.h"

	.set	noreorder
	.set	noat
	.text

/* int sfi_arch_enter (struct sfi_arch_ctx *ctx)  */
	.globl	sfi_arch_enter
	.ent	sfi_arch_enter
	.type	sfi_arch_enter, @function
sfi_arch_enter:
	sw	$sp, CTX_HOST_SP($4)
	sw	$gp, CTX_HOST_GP($4)
	sw	$ra, CTX_HOST_RA($4)
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
	/* Do not hand host pointers to the module in callee-saved
	   registers.  */
	move	$16, $0
	move	$17, $0
	move	$18, $0
	move	$19, $0
	move	$20, $0
	move	$21, $0
	move	$22, $0
	move	$23, $0
	move	$fp, $0
	move	$2, $0
	move	$3, $0
	move	$8, $0
	move	$9, $0
	move	$10, $0
	move	$11, $0
	move	$25, $0
	lw	$12, CTX_MASK($1)
	lw	$13, CTX_CODE_BASE($1)
	lw	$14, CTX_DATA_BASE($1)
	move	$24, $14
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
	ori	$3, $0, 1
	sw	$3, CTX_IN_MODULE($1)
	move	$3, $0
	jr	$15
	move	$1, $0
	.end	sfi_arch_enter
	.size	sfi_arch_enter, .-sfi_arch_enter

/* void sfi_arch_leave (struct sfi_arch_ctx *ctx, int status)  */
	.globl	sfi_arch_leave
	.ent	sfi_arch_leave
	.type	sfi_arch_leave, @function
sfi_arch_leave:
	sw	$0, CTX_IN_MODULE($4)
	lw	$sp, CTX_HOST_SP($4)
	lw	$gp, CTX_HOST_GP($4)
	lw	$ra, CTX_HOST_RA($4)
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
	jr	$ra
	move	$2, $5
	.end	sfi_arch_leave
	.size	sfi_arch_leave, .-sfi_arch_leave

/* The gate's common path.  Entered by "jr $1" from a gate trampoline
   with $3 = host-call number.  Never called from C.  */
	.globl	sfi_arch_gate_common
	.ent	sfi_arch_gate_common
	.type	sfi_arch_gate_common, @function
sfi_arch_gate_common:
	lui	$1, %hi(sfi_arch_current)
	lw	$1, %lo(sfi_arch_current)($1)
	sw	$sp, CTX_MOD_SP($1)
	sw	$ra, CTX_MOD_RA($1)
	sw	$0, CTX_IN_MODULE($1)
	lw	$sp, CTX_HOST_SP($1)
	lw	$gp, CTX_HOST_GP($1)
	/* An o32 frame: 16 bytes of argument home area, arguments 5 and 6,
	   and a slot for the context pointer.  */
	addiu	$sp, $sp, -32
	sw	$6, 16($sp)
	sw	$7, 20($sp)
	sw	$1, 24($sp)
	move	$7, $5
	move	$6, $4
	move	$5, $3
	lw	$4, CTX_DOMAIN($1)
	lui	$25, %hi(sfi_host_call)
	addiu	$25, $25, %lo(sfi_host_call)
	jalr	$25
	nop
	lw	$1, 24($sp)
	/* Re-validate the dedicated registers from the trusted context.  */
	lw	$12, CTX_MASK($1)
	lw	$13, CTX_CODE_BASE($1)
	lw	$14, CTX_DATA_BASE($1)
	move	$24, $14
	lw	$gp, CTX_MOD_GP($1)
	lw	$ra, CTX_MOD_RA($1)
	lw	$sp, CTX_MOD_SP($1)
	ori	$3, $0, 1
	sw	$3, CTX_IN_MODULE($1)
	/* Clear host values from the caller-saved registers; $v0 is the
	   result and $v1 its high word (zero: host calls return int).  */
	move	$3, $0
	move	$4, $0
	move	$5, $0
	move	$6, $0
	move	$7, $0
	move	$8, $0
	move	$9, $0
	move	$10, $0
	move	$11, $0
	move	$25, $0
	and	$15, $ra, $12
	or	$15, $15, $13
	jr	$15
	move	$1, $0
	.end	sfi_arch_gate_common
	.size	sfi_arch_gate_common, .-sfi_arch_gate_common
