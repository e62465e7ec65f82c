# Test that in code of the protect policy a prefetch (a load into $31)
# through an adjusted $4 is not its check: it never faults, so a load
# after a second adjustment is rejected.
# expect: SFI-E-UNSANDBOXED-LOAD
	.set	noreorder
	.section	.sfi.protect,"",@progbits
	.text
f:	lda	$4,32000($4)
	ldl	$31,0($4)
	lda	$4,32000($4)
	ldq	$9,0($4)
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
