# Test that the exempt branch "beq $28,+1" still carries its state: when
# it skips the store that checks an adjusted $sp, the next branch sees
# $sp unchecked on that path and is rejected.
# expect: SFI-E-SP-INVALID
	.set	noreorder
	.set	noat
	.text
f:	lda	$30,-32($30)
	beq	$28,1f
	stq	$17,0($30)
1:	br	$31,f
