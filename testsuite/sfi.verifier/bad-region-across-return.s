# Test that a return with $24 left masked (the "or" missing on one path)
# is rejected: code reached by the return would trust $24.
# expect: SFI-E-REGION-ACROSS-JUMP
	.set	noreorder
	.text
f:	and	$24,$4,$12
	and	$15,$31,$12
	or	$15,$15,$13
	ins	$15,$0,0,2
	jr	$15
	nop
