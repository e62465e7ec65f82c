# Test that __builtin_trap ("teq $0,$0") is accepted.
	.set	noreorder
	.text
f:	teq	$0,$0
