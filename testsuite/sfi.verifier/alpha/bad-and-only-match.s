# Test that the match policy does not take one-instruction data guards
# (its check compares with the "bis" result): a store through $4 right
# after "and X,$5,$4" is rejected there, marker or not.
# expect: SFI-E-UNSANDBOXED-STORE
	.set	noreorder
	.section	.sfi.and_only,"",@progbits
	.section	.sfi.match,"",@progbits
	.text
f:	and	$16,$5,$4
	stq	$17,0($4)
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
