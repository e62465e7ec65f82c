# Test that in protect code a call that links into a load register
# ("jsr $3,($8)": $3 gets the return address, a code address) is
# rejected: the load registers must be valid where control leaves.
# expect: SFI-E-REGION-ACROSS-JUMP
	.set	noreorder
	.section	.sfi.protect,"",@progbits
	.text
f:	and	$27,$5,$8
	bis	$8,$6,$8
	jsr	$3,($8),0
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
