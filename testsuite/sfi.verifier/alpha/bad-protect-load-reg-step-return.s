# Test that a load register ($2) stepped as an induction pointer must be
# made valid again ("mov $7,$2") before the function returns: the code a
# return reaches assumes every load register in the segment, and a near
# one may lie just outside it.
# expect: SFI-E-REGION-ACROSS-JUMP
	.set	noreorder
	.section	.sfi.protect,"",@progbits
	.text
f:	and	$16,$5,$2
	bis	$2,$7,$2
1:	ldq	$9,0($2)
	lda	$2,8($2)
	subq	$17,1,$17
	bne	$17,1b
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
