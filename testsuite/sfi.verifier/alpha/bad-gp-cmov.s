# Test that a conditional move into $29 (the GP) is rejected.
# expect: SFI-E-WRITES-DEDICATED
	.set	noreorder
	.text
f:	cmoveq	$16,$17,$29
