# Test that an unsandboxed quadword store is rejected.
# expect: SFI-E-UNSANDBOXED-STORE
	.set	noreorder
	.text
f:	stq	$17,8($16)
