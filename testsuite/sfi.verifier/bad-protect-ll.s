# Test that in code of the protect policy a load-linked through an
# ordinary register is rejected like lw.
# expect: SFI-E-UNSANDBOXED-LOAD
	.section .sfi.protect,"",@progbits
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.set	mips32r2
	.text
f:	ll	$2,0($4)
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
