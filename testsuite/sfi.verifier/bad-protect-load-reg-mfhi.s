# Test that "mfhi" may not write a load register of protect code: HI
# holds the upper half of a product the module chose (mult $4,$5).
# Red-team regression (correctly rejected; not covered before).
# expect: SFI-E-WRITES-DEDICATED
	.section .sfi.protect,"",@progbits
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.set	mips32r2
	.text
f:	mult	$4,$5
	mfhi	$11
	lw	$2,0($11)
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
