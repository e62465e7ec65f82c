# Test that "ext", which has the same major opcode and position fields
# as the "ins" guard, may not write a load register of protect code: it
# takes the bits of $4 only, without $14's segment bits.
# Red-team regression (correctly rejected; not covered before).
# expect: SFI-E-WRITES-DEDICATED
	.section .sfi.protect,"",@progbits
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.set	mips32r2
	.text
f:	ext	$14,$4,0,24
	lw	$2,0($14)
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
