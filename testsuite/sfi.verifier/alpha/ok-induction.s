# Test that an induction pointer is accepted on Alpha: $4 is guarded once,
# advanced by a small constant in the loop with a store through it before
# the branch, and made valid again after the loop from the data segment's
# base.
	.set	noreorder
	.text
f:	and	$16,$5,$4
	bis	$4,$7,$4
1:	lda	$4,8($4)
	stq	$17,-8($4)
	cmpeq	$4,$18,$1
	beq	$1,1b
	bis	$4,$4,$16
	bis	$31,$7,$4
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
