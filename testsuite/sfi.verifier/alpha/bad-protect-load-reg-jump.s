# Test that in protect code an indirect jump with a load register
# masked is rejected: where it lands (anywhere in the code, say right
# after another guard's "and") the load registers are assumed valid.
# expect: SFI-E-REGION-ACROSS-JUMP
	.set	noreorder
	.section	.sfi.protect,"",@progbits
	.text
f:	and	$16,$5,$2
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
