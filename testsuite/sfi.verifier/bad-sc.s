# Test that a store-conditional writing its flag to $13 is rejected.
# expect: SFI-E-WRITES-DEDICATED
	.set	noreorder
	.text
f:	and	$24,$4,$12
	or	$24,$24,$14
	sc	$13,0($24)
