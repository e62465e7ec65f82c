# Test that protect code may run a loop on several induction pointers,
# the load registers $1 and $3 beside $4: each step "lda R,K(R)" is
# followed by an access through R before the next one (the branch
# carries the adjusted state back to the loop's head), and "mov $7,R"
# makes each valid again before the return.
	.set	noreorder
	.section	.sfi.protect,"",@progbits
	.text
f:	and	$16,$5,$1
	bis	$1,$7,$1
	and	$17,$5,$3
	bis	$3,$7,$3
	and	$18,$5,$4
	bis	$4,$7,$4
1:	ldq	$9,0($1)
	ldq	$10,-8($3)
	addq	$9,$10,$9
	stq	$9,0($4)
	lda	$1,8($1)
	lda	$3,8($3)
	lda	$4,8($4)
	subq	$19,1,$19
	bne	$19,1b
	mov	$7,$1
	bis	$7,$31,$3
	mov	$7,$4
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
