# Test that a branch from a path that stepped a load register, into the
# middle between another step and its access, is followed: there $14 has
# been stepped twice with no access between, so the load is rejected.
# Red-team regression (correctly rejected).
# expect: SFI-E-UNSANDBOXED-LOAD
	.section .sfi.protect,"",@progbits
	.section .sfi.ins,"",@progbits
	.section .sfi.ra,"",@progbits
	.previous
	.set	noreorder
	.set	mips32r2
	.text
f:	beq	$4,$0,2f
	addiu	$14,$14,32000
	addiu	$14,$14,32000
2:	lw	$2,32000($14)
	move	$14,$gp
	jr	$31
	nop
