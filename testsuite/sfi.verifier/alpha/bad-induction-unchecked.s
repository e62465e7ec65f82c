# Test that advancing $4 twice without a memory access through it in
# between is rejected on Alpha.
# expect: SFI-E-UNSANDBOXED-STORE
	.set	noreorder
	.text
f:	and	$16,$5,$4
	bis	$4,$7,$4
	lda	$4,0x7ff0($4)
	lda	$4,0x7ff0($4)
	stq	$17,0($4)
	and	$4,$5,$4
	bis	$4,$7,$4
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
