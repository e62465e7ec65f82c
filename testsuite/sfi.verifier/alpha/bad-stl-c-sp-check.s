# Test that a store-conditional does not check an adjusted $sp: it may
# complete without touching memory (lock flag clear), so it proves
# nothing about $sp, and the second adjustment may walk $sp anywhere.
# expect: SFI-E-SP-INVALID
	.set	noreorder
	.text
f:	lda	$30,-32000($30)
	stl_c	$1,0($30)
	lda	$30,-32000($30)
	stq	$1,0($30)
	and	$26,$5,$8
	bis	$8,$6,$8
	ret	$31,($8),1
