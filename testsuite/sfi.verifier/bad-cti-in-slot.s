# Test that a jump in the delay slot of a branch is rejected.
# expect: SFI-E-CTI-IN-DELAY-SLOT
	.set	noreorder
	.text
f:	beq	$4,$0,1f
	j	f
	nop
1:	nop
