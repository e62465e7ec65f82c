# Test that a constant $sp adjustment followed by a jump, with no access
# through $sp in between, is rejected.
# expect: SFI-E-SP-INVALID
	.set	noreorder
	.text
f:	addiu	$29,$29,32
	and	$15,$31,$12
	or	$15,$15,$13
	ins	$15,$0,0,2
	jr	$15
	nop
