# Test that in code of the match policy a guard in place with its copy
# and check is accepted (the epilogue's reload of $26).
	.set	noreorder
	.set	noat
	.section	.sfi.ra,"",@progbits
	.section	.sfi.match,"",@progbits
	.text
f:	ldq	$26,0($30)
	bis	$26,$26,$28
	and	$26,$5,$26
	bis	$26,$6,$26
	subq	$26,$28,$28
	beq	$28,1f
	call_pal	0x81
1:	ret	$31,($26),1
