# Test that a write to the mask register $5 is rejected.
# expect: SFI-E-WRITES-DEDICATED
	.set	noreorder
	.text
f:	lda	$5,-1($31)
