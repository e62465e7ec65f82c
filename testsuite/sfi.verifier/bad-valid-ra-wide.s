# Test that, in code that keeps $31 valid, an "ins" into $31 wider than
# the segment offset is rejected: it would replace segment bits.
# expect: SFI-E-INS-WIDTH
	.section .sfi.ins,"",@progbits
	.section .sfi.ra,"",@progbits
	.previous
	.set	noreorder
	.set	noat
	.text
f:	lw	$1,0($sp)
	ins	$31,$1,0,32
	jr	$31
	nop
