# Test that, in code that keeps $26 valid, a half-guarded $26 (masked,
# its code-segment bits not yet set) is rejected at a branch, where
# control may reach a return through it.
# expect: SFI-E-RA-INVALID
	.set	noreorder
	.section	.sfi.ra,"",@progbits
	.text
f:	ldq	$26,0($30)
	and	$26,$5,$26
	beq	$16,1f
	bis	$26,$6,$26
1:	ret	$31,($26),1
