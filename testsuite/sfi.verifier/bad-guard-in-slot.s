# Test that a store after a branch that skips the "or" of a guard (the
# "and" sits in the delay slot) is rejected: on the taken path $24 holds
# only the offset bits.
# expect: SFI-E-UNSANDBOXED-STORE
	.set	noreorder
	.text
f:	beq	$4,$0,1f
	and	$24,$4,$12
	or	$24,$24,$14
	sw	$5,0($24)
1:	sw	$6,4($24)
