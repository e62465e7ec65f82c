# Test that an unsandboxed unaligned store (GCC without BWX) is rejected.
# expect: SFI-E-UNSANDBOXED-STORE
	.set	noreorder
	.text
f:	ldq_u	$1,0($16)
	mskbl	$1,$16,$1
	stq_u	$1,0($16)
