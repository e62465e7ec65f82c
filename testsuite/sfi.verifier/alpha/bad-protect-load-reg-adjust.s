# Test that in protect code a load register, as an induction pointer,
# may not be stepped twice without an access through it in between:
# after "lda $1,8($1)" twice without a load it is bad, so the load
# through it is rejected.
# expect: SFI-E-UNSANDBOXED-LOAD
	.set	noreorder
	.section	.sfi.protect,"",@progbits
	.text
f:	and	$16,$5,$1
	bis	$1,$7,$1
	lda	$1,8($1)
	lda	$1,8($1)
	ldq	$9,0($1)
	mov	$7,$1
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
