# Test that in code of the match policy a guard in the delay slot of a
# branch-likely is rejected: the slot runs only when the branch is
# taken, which skips the check after it.
# expect: SFI-E-UNCHECKED-GUARD
	.set	noreorder
	.set	noat
	.section	.sfi.ins,"",@progbits
	.section	.sfi.match,"",@progbits
	.text
f:	beql	$6,$0,1f
	ins	$24,$4,0,24
	tne	$24,$4,0x53
1:	sw	$5,0($24)
	teq	$0,$0
