# Test that a module mixing code that keeps $31 valid (the .sfi.ra
# section) with code that does not fails closed: the paper's return,
# which leaves a reloaded $31 unguarded, is rejected.
# expect: SFI-E-RA-INVALID
	.section .sfi.ins,"",@progbits
	.section .sfi.ra,"",@progbits
	.previous
	.set	noreorder
	.text
f:	addiu	$sp,$sp,-16
	sw	$31,12($sp)
	jal	f
	nop
	lw	$31,12($sp)
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	addiu	$sp,$sp,16
	jr	$15
	lw	$16,-8($sp)
