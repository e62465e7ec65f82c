# Test that code marked as keeping $26 valid (section .sfi.ra) may
# return through $26: a leaf returns unguarded, and a non-leaf function
# guards its reload of $26 in place before returning through it.
	.set	noreorder
	.arch	ev6
	.section	.sfi.ra,"",@progbits
	.text
leaf:	addq	$16,1,$0
	ret	$31,($26),1
f:	lda	$30,-16($30)
	stq	$26,0($30)
	bsr	$26,leaf
	ldq	$26,0($30)
	and	$26,$5,$26
	bis	$26,$6,$26
	lda	$30,16($30)
	ldq	$1,-8($30)
	ret	$31,($26),1
