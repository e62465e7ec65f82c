# Test that a load into $29 (the GP) is rejected: a GP reloaded from
# memory could be anything, and stores through $29 are not guarded.
# expect: SFI-E-WRITES-DEDICATED
	.set	noreorder
	.text
f:	ldq	$29,0($30)
	stq	$9,0($29)
