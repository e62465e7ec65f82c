# Test that the second half of a guard is harmless as a jump target: the
# verifier accepts code where the "or" can be entered directly, because
# $24 is valid there whichever way control arrives.
	.set	noreorder
	.text
f:	and	$24,$4,$12
1:	or	$24,$24,$14
	sw	$5,0($24)
	beq	$5,$0,1b
	nop
