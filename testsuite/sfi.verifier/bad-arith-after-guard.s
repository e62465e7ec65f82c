# Test that a store through $24 after changing it with ordinary arithmetic
# (past the end of the segment) is rejected.
# expect: SFI-E-UNSANDBOXED-STORE
	.set	noreorder
	.text
f:	and	$24,$4,$12
	or	$24,$24,$14
	addu	$24,$24,$2
	sw	$5,0x7ff0($24)
