# Test that linked code whose last instruction lets control go on (here
# the delay slot of a return, which an indirect jump may enter directly)
# is rejected: execution would run off the end of the verified code.
# link
# expect: SFI-E-FALLS-OFF-END
	.set	noreorder
	.text
f:	and	$15,$31,$12
	or	$15,$15,$13
	ins	$15,$0,0,2
	jr	$15
	nop
