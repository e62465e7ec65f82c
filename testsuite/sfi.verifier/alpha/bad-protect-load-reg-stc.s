# Test that in protect code a store-conditional into a load register
# ("stq_c $1,0($1)": the store goes through the valid $1, then $1 gets
# the success flag) leaves it bad: the next store through it is
# rejected.
# expect: SFI-E-UNSANDBOXED-STORE
	.set	noreorder
	.section	.sfi.protect,"",@progbits
	.text
f:	ldq_l	$9,0($1)
	stq_c	$1,0($1)
	stq	$9,0($1)
	and	$16,$5,$1
	bis	$1,$7,$1
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
