# Test that a return through $31 is rejected.
# expect: SFI-E-UNSANDBOXED-JUMP
	.set	noreorder
	.text
f:	jr	$31
	nop
