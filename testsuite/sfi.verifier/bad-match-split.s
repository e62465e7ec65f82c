# Test that in code of the match policy a check split from its guard by
# a branch (which may go elsewhere, where nothing checks) is rejected.
# expect: SFI-E-UNCHECKED-GUARD
	.set	noreorder
	.set	noat
	.section	.sfi.ins,"",@progbits
	.section	.sfi.match,"",@progbits
	.text
f:	ins	$24,$4,0,24
	beq	$6,$0,1f
	nop
	tne	$24,$4,0x53
1:	sw	$5,0($24)
	teq	$0,$0
