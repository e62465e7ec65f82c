# Test that a store through $4 after the and but without the bis is
# rejected.
# expect: SFI-E-UNSANDBOXED-STORE
	.set	noreorder
	.text
f:	and	$16,$5,$4
	stq	$17,0($4)
