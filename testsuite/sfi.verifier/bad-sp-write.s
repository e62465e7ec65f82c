# Test that an arbitrary write of $sp is rejected.
# expect: SFI-E-SP-INVALID
	.set	noreorder
	.text
f:	move	$29,$4
	sw	$5,0($29)
