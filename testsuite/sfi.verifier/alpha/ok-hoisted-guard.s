# Test that a guard hoisted out of a loop is accepted on Alpha: $4 is
# guarded once before the loop and nothing in the loop writes it.
	.set	noreorder
	.text
f:	and	$16,$5,$4
	bis	$4,$7,$4
1:	ldl	$1,0($17)
	lda	$17,4($17)
	stl	$1,0($4)
	cmpeq	$17,$18,$2
	beq	$2,1b
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
