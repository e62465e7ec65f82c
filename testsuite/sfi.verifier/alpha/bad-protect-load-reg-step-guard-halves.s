# Test that a step of a load register between the halves of its guard
# ("and X,$5,R; lda R,K(R); bis R,$7,R") leaves it bad: the "bis" turns
# only a masked or valid register valid, and an adjusted one may have
# left its segment.  Red-team regression (correctly rejected).
# expect: SFI-E-UNSANDBOXED-LOAD
	.set	noreorder
	.section	.sfi.protect,"",@progbits
	.text
f:	and	$16,$5,$1
	lda	$1,32000($1)
	bis	$1,$7,$1
	ldq	$9,32000($1)
	mov	$7,$1
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
