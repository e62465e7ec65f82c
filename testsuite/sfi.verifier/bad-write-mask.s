# Test that without the "ins" scheme's marker $12 (the mask) may not be
# written: the paper's and/or guards depend on it.
# expect: SFI-E-WRITES-DEDICATED
	.set	noreorder
	.text
f:	addu	$12,$4,$5
	jr	$31
	nop
