# Test that a write to the mask register $12 is rejected.
# expect: SFI-E-WRITES-DEDICATED
	.set	noreorder
	.text
f:	li	$12,-1
