# Test that "rdhwr" may not write a load register of protect code: the
# thread pointer ($29 of the hardware registers) is a host address.
# Red-team regression (correctly rejected; not covered before).
# expect: SFI-E-WRITES-DEDICATED
	.section .sfi.protect,"",@progbits
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.set	mips32r2
	.text
f:	rdhwr	$10,$29
	lw	$2,0($10)
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
