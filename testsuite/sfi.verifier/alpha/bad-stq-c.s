# Test that an unsandboxed store-conditional is rejected.
# expect: SFI-E-UNSANDBOXED-STORE
	.set	noreorder
	.text
f:	ldq_l	$1,0($16)
	stq_c	$1,0($16)
