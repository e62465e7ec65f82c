# Test that in protect code a load register reloaded from memory ("ldq
# $3,...", here from the stack) is bad until guarded again: the load
# through it is rejected.
# expect: SFI-E-UNSANDBOXED-LOAD
	.set	noreorder
	.section	.sfi.protect,"",@progbits
	.text
f:	ldq	$3,8($30)
	ldq	$9,0($3)
	and	$3,$5,$3
	bis	$3,$7,$3
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
