# Test that in protect code a load register is no induction pointer:
# "lda $1,8($1)" after its guard makes it bad (unlike $4, it has no
# adjusted state), so the load through it is rejected.
# expect: SFI-E-UNSANDBOXED-LOAD
	.set	noreorder
	.section	.sfi.protect,"",@progbits
	.text
f:	and	$16,$5,$1
	bis	$1,$7,$1
	lda	$1,8($1)
	ldq	$9,0($1)
	and	$1,$5,$1
	bis	$1,$7,$1
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
