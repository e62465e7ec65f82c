# Test that a branch as the last instruction (no delay slot) is rejected.
# Four instructions, so the assembler adds no padding after the branch.
# expect: SFI-E-TRUNCATED
	.set	noreorder
	.text
f:	nop
	nop
	nop
	b	f
