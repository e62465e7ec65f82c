# Test that an induction loop on Alpha whose branch carries an adjusted
# $4 back to a second adjustment, with no access through it in between,
# is rejected.
# expect: SFI-E-UNSANDBOXED-STORE
	.set	noreorder
	.text
f:	and	$16,$5,$4
	bis	$4,$7,$4
1:	lda	$4,8($4)
	subq	$18,1,$18
	bne	$18,1b
	stq	$17,0($4)
	and	$4,$5,$4
	bis	$4,$7,$4
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
