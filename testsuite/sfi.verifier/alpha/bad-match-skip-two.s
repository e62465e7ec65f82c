# Test that only the branch over one instruction is exempt from the rule
# that $sp be valid at a branch: "beq $28,+2" after an adjustment is
# rejected.
# expect: SFI-E-SP-INVALID
	.set	noreorder
	.set	noat
	.text
f:	lda	$30,-32($30)
	beq	$28,1f
	call_pal	0x81
	call_pal	0x81
1:	stq	$17,0($30)
	call_pal	0x81
