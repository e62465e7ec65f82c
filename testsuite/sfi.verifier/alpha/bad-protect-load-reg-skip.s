# Test that in protect code a store through a load register is rejected
# when one path to it skips the second half of the guard (the "bis"):
# there the register is only masked.
# expect: SFI-E-UNSANDBOXED-STORE
	.set	noreorder
	.section	.sfi.protect,"",@progbits
	.text
f:	and	$16,$5,$2
	beq	$17,1f
	bis	$2,$7,$2
1:	stq	$9,0($2)
	and	$2,$5,$2
	bis	$2,$7,$2
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
