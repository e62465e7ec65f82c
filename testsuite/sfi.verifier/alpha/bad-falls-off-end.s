# Test that linked code whose last instruction is a call is rejected:
# the call returns to the address after it, past the verified code.
# link
# expect: SFI-E-FALLS-OFF-END
	.set	noreorder
	.text
f:	and	$27,$5,$8
	bis	$8,$6,$8
	jsr	$26,($8),0
