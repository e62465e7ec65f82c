# Test that in code of the match policy the guard of an indirect jump
# needs its check too.
# expect: SFI-E-UNCHECKED-GUARD
	.set	noreorder
	.set	noat
	.section	.sfi.ins,"",@progbits
	.section	.sfi.match,"",@progbits
	.text
f:	ins	$15,$4,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
