# Test that leaving a function with $4 near (advanced and used, not
# sandboxed again) is rejected on Alpha.
# expect: SFI-E-REGION-ACROSS-JUMP
	.set	noreorder
	.text
f:	and	$16,$5,$4
	bis	$4,$7,$4
	lda	$4,8($4)
	stq	$17,0($4)
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
