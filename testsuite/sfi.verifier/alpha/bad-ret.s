# Test that a return through $26, not the code register, is rejected.
# expect: SFI-E-UNSANDBOXED-JUMP
	.set	noreorder
	.text
f:	ret	$31,($26),1
