# Test that $sp adjusted and not used before a branch is rejected.
# expect: SFI-E-SP-INVALID
	.set	noreorder
	.text
f:	lda	$30,-32($30)
	beq	$16,1f
1:	stq	$1,0($30)
