# Test that in code of the match policy a check that compares the guarded
# register with another register than the guard's source is rejected.
# expect: SFI-E-UNCHECKED-GUARD
	.set	noreorder
	.set	noat
	.section	.sfi.match,"",@progbits
	.text
f:	and	$16,$5,$4
	bis	$4,$7,$4
	subq	$4,$17,$28
	beq	$28,1f
	call_pal	0x81
1:	stq	$17,8($4)
	call_pal	0x81
