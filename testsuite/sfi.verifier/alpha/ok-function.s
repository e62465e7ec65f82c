# Test that a sandboxed function (prologue, guarded store, guarded call
# and return, epilogue with a touch) is accepted.
	.set	noreorder
	.arch	ev6
	.text
f:	lda	$30,-32($30)
	stq	$26,0($30)
	stq	$15,8($30)
	mov	$30,$15
	and	$16,$5,$4
	bis	$4,$7,$4
	stq	$17,8($4)
	stb	$17,1($4)
	and	$27,$5,$8
	bis	$8,$6,$8
	jsr	$26,($8)
	ldq	$26,0($15)
	lda	$30,32($30)
	ldl	$1,0($30)
	and	$26,$5,$8
	bis	$8,$6,$8
	ret	$31,($8),1
