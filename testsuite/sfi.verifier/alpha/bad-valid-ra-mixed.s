# Test that a module mixing code that keeps $26 valid (the .sfi.ra
# section) with code that does not fails closed: the paper's return,
# which leaves a reloaded $26 unguarded, is rejected.
# expect: SFI-E-RA-INVALID
	.set	noreorder
	.section	.sfi.ra,"",@progbits
	.text
f:	lda	$30,-16($30)
	stq	$26,0($30)
	bsr	$26,f
	ldq	$26,0($30)
	lda	$30,16($30)
	ldq	$1,-8($30)
	and	$26,$5,$8
	bis	$8,$6,$8
	ret	$31,($8),1
