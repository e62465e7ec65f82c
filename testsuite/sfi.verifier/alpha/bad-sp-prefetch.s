# Test that a load into $31 does not count as the access that checks an
# adjustment of $sp: it is a prefetch (or, for ldq_u, a no-op) and never
# faults, so the guard zone would not catch a bad $sp.
# expect: SFI-E-SP-INVALID
	.set	noreorder
	.text
f:	lda	$30,-32($30)
	ldq	$31,0($30)
	beq	$16,1f
1:	stq	$1,0($30)
