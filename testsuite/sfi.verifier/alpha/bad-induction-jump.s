# Test that an indirect jump on Alpha with $4 adjusted and not yet used
# is rejected: the code it reaches assumes $4 valid.
# expect: SFI-E-DATA-UNCHECKED
	.set	noreorder
	.text
f:	and	$16,$5,$4
	bis	$4,$7,$4
	stq	$17,0($4)
	lda	$4,8($4)
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
