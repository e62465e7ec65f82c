# Test that a conditional move into a load register of protect code is
# refused: "movn $14,$4,$5" puts any value in $14 when $5 is not zero.
# Red-team regression (correctly rejected; not covered before).
# expect: SFI-E-WRITES-DEDICATED
	.section .sfi.protect,"",@progbits
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.set	mips32r2
	.text
f:	movn	$14,$4,$5
	lw	$2,0($14)
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
