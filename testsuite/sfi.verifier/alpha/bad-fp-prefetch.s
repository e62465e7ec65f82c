# Test that a floating-point load into $f31 (a prefetch) does not check
# an adjustment of the frame pointer either.
# expect: SFI-E-SP-INVALID
	.set	noreorder
	.text
f:	lda	$15,-32($15)
	ldt	$f31,0($15)
	beq	$16,1f
1:	stq	$1,0($15)
