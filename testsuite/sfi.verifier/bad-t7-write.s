# Test that setting $15 to a raw value before jr $15 is rejected.
# expect: SFI-E-UNSANDBOXED-JUMP
	.set	noreorder
	.text
f:	move	$15,$4
	jr	$15
	nop
