# Test that in code of the protect policy an indexed FP load is rejected,
# even based on a sandboxed $24: base + index cannot be sandboxed.
# expect: SFI-E-UNSANDBOXED-LOAD
	.section .sfi.protect,"",@progbits
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.set	mips32r2
	.text
f:	ins	$24,$4,0,24
	lwxc1	$f0,$5($24)
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
