# Test that loading $24 and storing through it without masking is rejected.
# expect: SFI-E-UNSANDBOXED-STORE
	.set	noreorder
	.text
f:	addiu	$24,$4,16
	sw	$5,0($24)
