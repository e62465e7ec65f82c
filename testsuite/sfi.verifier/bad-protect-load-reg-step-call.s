# Test that a conditional call (bgezal links whether or not it is taken)
# with a load register stepped but not yet checked is rejected: the
# callee assumes every load register in the segment.
# Red-team regression (correctly rejected).
# expect: SFI-E-REGION-ACROSS-JUMP
	.section .sfi.protect,"",@progbits
	.section .sfi.ins,"",@progbits
	.section .sfi.ra,"",@progbits
	.previous
	.set	noreorder
	.set	mips32r2
	.text
f:	addiu	$14,$14,32000
	bgezal	$4,g
	nop
g:	lw	$2,32000($14)
	move	$14,$gp
	jr	$31
	nop
