# Test that, in code that keeps $26 valid, a return through $26 reloaded
# from the stack without its guard is rejected.
# expect: SFI-E-UNSANDBOXED-JUMP
	.set	noreorder
	.section	.sfi.ra,"",@progbits
	.text
f:	lda	$30,-16($30)
	stq	$26,0($30)
	bsr	$26,f
	ldq	$26,0($30)
	lda	$30,16($30)
	ldq	$1,-8($30)
	ret	$31,($26),1
