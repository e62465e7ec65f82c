# Test that a store-conditional may not name a load register of protect
# code: "sc $10,0($24)" stores through the valid $24 but leaves the
# success flag (0 or 1) in $10, an address outside the data segment.
# Red-team regression (correctly rejected; not covered before).
# expect: SFI-E-WRITES-DEDICATED
	.section .sfi.protect,"",@progbits
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.set	mips32r2
	.text
f:	ins	$24,$4,0,24
	sc	$10,0($24)
	lw	$2,0($10)
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
