# Test that an unsandboxed sdc1 is rejected.
# expect: SFI-E-UNSANDBOXED-STORE
	.set	noreorder
	.text
f:	sdc1	$f0,0($4)
