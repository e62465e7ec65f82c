# Test that leaving a function with $24 near (advanced and used, not made
# valid again) is rejected: code reached by the return assumes it valid.
# expect: SFI-E-REGION-ACROSS-JUMP
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.text
f:	ins	$24,$4,0,24
	addiu	$24,$24,8
	sw	$5,0($24)
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
