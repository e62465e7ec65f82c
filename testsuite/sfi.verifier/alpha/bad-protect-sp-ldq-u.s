# Test that in code of the protect policy "ldq_u $31" (a no-op) does
# not check an adjusted $sp, so a load after a second adjustment is
# rejected.
# expect: SFI-E-SP-INVALID
	.set	noreorder
	.section	.sfi.protect,"",@progbits
	.text
f:	lda	$30,-32000($30)
	ldq_u	$31,0($30)
	lda	$30,-32000($30)
	ldq	$9,0($30)
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
