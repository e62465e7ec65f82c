# Test that in protect code a call with a load register masked (its
# guard split by the call) is rejected: the callee, and every other
# instruction an indirect jump may reach, assumes the load registers
# valid.
# expect: SFI-E-REGION-ACROSS-JUMP
	.set	noreorder
	.section	.sfi.protect,"",@progbits
	.text
f:	and	$16,$5,$1
	bsr	$26,g
	bis	$1,$7,$1
	ldq	$9,0($1)
g:	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
