# Test that the check of the match policy after a guard is accepted
# between an adjustment of $sp and the store that checks it: the branch
# over the trap, "beq $28,+1", is exempt from the rule that $sp be valid
# at a branch.
	.set	noreorder
	.set	noat
	.section	.sfi.match,"",@progbits
	.text
f:	lda	$30,-32($30)
	and	$16,$5,$4
	bis	$4,$7,$4
	subq	$4,$16,$28
	beq	$28,1f
	call_pal	0x81
1:	stq	$17,8($4)
	stq	$26,0($30)
	call_pal	0x81
