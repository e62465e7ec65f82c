# Test that in code of the protect policy sc does not check an
# adjusted $sp (it may complete without touching memory), so a load
# after a second adjustment is rejected.
# expect: SFI-E-SP-INVALID
	.section .sfi.protect,"",@progbits
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.set	mips32r2
	.text
f:	addiu	$29,$29,-32000
	sc	$2,0($29)
	addiu	$29,$29,-32000
	lw	$2,0($29)
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
