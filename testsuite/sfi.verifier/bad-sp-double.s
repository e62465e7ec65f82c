# Test that two small $sp adjustments with no access in between are
# rejected (the guard zone covers only one).
# expect: SFI-E-SP-INVALID
	.set	noreorder
	.text
f:	addiu	$29,$29,-32000
	addiu	$29,$29,-32000
	sw	$5,0($29)
