# Test that in code of the match policy a check that compares the guarded
# register with another register than the guard's source is rejected.
# expect: SFI-E-UNCHECKED-GUARD
	.set	noreorder
	.set	noat
	.section	.sfi.ins,"",@progbits
	.section	.sfi.match,"",@progbits
	.text
f:	ins	$24,$4,0,24
	tne	$24,$5,0x53
	sw	$5,0($24)
	teq	$0,$0
