# Test the same with a branch-likely: taken, its slot's step runs and
# then runs again at the target, so the load after it is rejected.
# Red-team regression (correctly rejected).
# expect: SFI-E-UNSANDBOXED-LOAD
	.section .sfi.protect,"",@progbits
	.section .sfi.ins,"",@progbits
	.section .sfi.ra,"",@progbits
	.previous
	.set	noreorder
	.set	mips32r2
	.text
f:	bnel	$4,$0,1f
1:	addiu	$14,$14,32000
	lw	$2,32000($14)
	move	$14,$gp
	jr	$31
	nop
