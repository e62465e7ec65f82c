# Test that a return through $31 is rejected in code without the .sfi.ra
# marker (which may leave $31 invalid).
# expect: SFI-E-UNSANDBOXED-JUMP
	.set	noreorder
	.text
f:	jr	$31
	nop
