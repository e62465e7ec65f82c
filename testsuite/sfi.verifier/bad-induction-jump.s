# Test that an indirect jump with $24 adjusted and not yet used is
# rejected: the code it reaches assumes $24 valid.
# expect: SFI-E-DATA-UNCHECKED
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.text
f:	ins	$24,$4,0,24
	sw	$5,0($24)
	addiu	$24,$24,4
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
