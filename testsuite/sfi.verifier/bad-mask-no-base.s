# Test that masking $24 without adding the segment base is rejected.
# expect: SFI-E-UNSANDBOXED-STORE
	.set	noreorder
	.text
f:	and	$24,$4,$12
	sw	$5,0($24)
