# Test that in code of the "ins" scheme an and/or code guard does not
# sandbox an indirect jump either.
# expect: SFI-E-UNSANDBOXED-JUMP
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.text
f:	and	$15,$31,$12
	or	$15,$15,$13
	ins	$15,$0,0,2
	jr	$15
	nop
