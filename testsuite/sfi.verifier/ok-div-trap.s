# Test that the division-by-zero trap GCC emits is accepted.
	.set	noreorder
	.text
f:	div	$0,$4,$5
	teq	$5,$0,7
	mflo	$2
