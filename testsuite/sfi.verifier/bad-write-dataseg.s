# Test that a write to the data segment register $14 is rejected.
# expect: SFI-E-WRITES-DEDICATED
	.set	noreorder
	.text
f:	move	$14,$4
