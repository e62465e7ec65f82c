# Test that an "ins" into $15 at a position other than 0 is rejected: the
# rule admits only the plain offset insertion.
# expect: SFI-E-INS-WIDTH
	.set	noreorder
	.text
f:	ins	$15,$31,2,20
	jr	$15
	nop
