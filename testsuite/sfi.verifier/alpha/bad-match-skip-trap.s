# Test that in code of the match policy a check whose branch skips more
# than its trap (so that the trap can be jumped over from elsewhere, or
# is not a trap) is rejected.
# expect: SFI-E-UNCHECKED-GUARD
	.set	noreorder
	.set	noat
	.section	.sfi.match,"",@progbits
	.text
f:	and	$16,$5,$4
	bis	$4,$7,$4
	subq	$4,$16,$28
	beq	$28,1f
	nop
1:	stq	$17,8($4)
	call_pal	0x81
