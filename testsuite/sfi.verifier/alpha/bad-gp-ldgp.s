# Test that the calling standard's GP computation from $27 ("ldgp") is
# rejected: $29 holds the module's GP, which only the runtime sets, and
# $27 may hold anything.
# expect: SFI-E-WRITES-DEDICATED
	.set	noreorder
	.text
f:	ldah	$29,16($27)
	lda	$29,-32($29)
	stq	$9,0($29)
