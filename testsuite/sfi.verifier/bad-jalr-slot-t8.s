# Test that an indirect call whose delay slot masks $24 is rejected.
# expect: SFI-E-REGION-ACROSS-JUMP
	.set	noreorder
	.text
f:	and	$15,$4,$12
	or	$15,$15,$13
	ins	$15,$0,0,2
	jalr	$15
	and	$24,$5,$12
