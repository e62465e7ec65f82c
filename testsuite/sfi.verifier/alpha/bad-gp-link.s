# Test that a call that links into $29 (the GP) is rejected.
# expect: SFI-E-WRITES-DEDICATED
	.set	noreorder
	.text
f:	bsr	$29,f
