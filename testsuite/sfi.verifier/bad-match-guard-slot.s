# Test that in code of the match policy a guard in a branch's delay slot
# is rejected even with its check right after it: when the branch is
# taken the guard runs and the check does not, so a wild store lands in
# the segment without the trap (red-team finding).
# expect: SFI-E-UNCHECKED-GUARD
	.set	noreorder
	.set	noat
	.section	.sfi.ins,"",@progbits
	.section	.sfi.match,"",@progbits
	.text
f:	beq	$0,$0,1f
	ins	$24,$4,0,24
	tne	$24,$4,0x53
1:	sw	$5,0($24)
	teq	$0,$0
