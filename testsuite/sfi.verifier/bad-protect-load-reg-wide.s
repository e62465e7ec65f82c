# Test that the guard of the load register $14 of protect code may not
# insert more bits than the segment offset: bit 24 is a segment bit.
# expect: SFI-E-INS-WIDTH
	.section .sfi.protect,"",@progbits
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.set	mips32r2
	.text
f:	ins	$14,$4,0,25
	lw	$2,0($14)
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
