# Test that basing $15 on the data segment (or with $14) is rejected.
# expect: SFI-E-UNSANDBOXED-JUMP
	.set	noreorder
	.text
f:	and	$15,$4,$12
	or	$15,$15,$14
	jr	$15
	nop
