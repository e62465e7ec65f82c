# Test that a conditional trap is no check of a stepped load register
# (it touches no memory through it): after a second step the load is
# rejected.  Red-team regression (correctly rejected).
# expect: SFI-E-UNSANDBOXED-LOAD
	.section .sfi.protect,"",@progbits
	.section .sfi.ins,"",@progbits
	.section .sfi.ra,"",@progbits
	.previous
	.set	noreorder
	.set	mips32r2
	.text
f:	addiu	$14,$14,32000
	teq	$4,$0
	addiu	$14,$14,32000
	lw	$2,0($14)
	move	$14,$gp
	jr	$31
	nop
