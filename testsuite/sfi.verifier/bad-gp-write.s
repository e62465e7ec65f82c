# Test that a write to $gp is rejected (gp-relative stores rely on it).
# expect: SFI-E-WRITES-DEDICATED
	.set	noreorder
	.text
f:	lui	$28,0x1234
	sw	$5,0($28)
