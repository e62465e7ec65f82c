# Test that, in code that keeps $31 valid, a reload of $31 in a return's
# delay slot is rejected: the jump uses the old $31, but the code it
# reaches finds the reloaded one.
# expect: SFI-E-RA-INVALID
	.section .sfi.ins,"",@progbits
	.section .sfi.ra,"",@progbits
	.previous
	.set	noreorder
	.text
f:	jr	$31
	lw	$31,0($sp)
