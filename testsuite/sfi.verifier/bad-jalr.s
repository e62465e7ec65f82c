# Test that an indirect call through $25 is rejected.
# expect: SFI-E-UNSANDBOXED-JUMP
	.set	noreorder
	.text
f:	jalr	$25
	nop
