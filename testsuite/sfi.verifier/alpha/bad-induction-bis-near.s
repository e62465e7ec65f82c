# Test that completing a guard with "bis" on a near $4 (advanced and used,
# so maybe just below its segment) is rejected.
# expect: SFI-E-UNSANDBOXED-STORE
	.set	noreorder
	.text
f:	and	$16,$5,$4
	bis	$4,$7,$4
	lda	$4,-0x7ff0($4)
	stq	$17,-0x7ff0($4)
	bis	$4,$7,$4
	stq	$17,0($4)
	and	$4,$5,$4
	bis	$4,$7,$4
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
