# Test that in code of the protect policy a load through $24 adjusted
# twice without an access between is rejected: the second adjustment
# may take it past the guard zone.
# expect: SFI-E-UNSANDBOXED-LOAD
	.section .sfi.protect,"",@progbits
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.set	mips32r2
	.text
f:	addiu	$24,$24,32000
	addiu	$24,$24,32000
	lw	$2,0($24)
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
