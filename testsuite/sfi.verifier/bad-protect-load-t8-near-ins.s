# Test that in code of the protect policy a load through $24 guarded
# by "ins" while it was near (an induction pointer after its access,
# which may lie below its segment with other high bits) is rejected.
# expect: SFI-E-UNSANDBOXED-LOAD
	.section .sfi.protect,"",@progbits
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.set	mips32r2
	.text
f:	addiu	$24,$24,-32000
	lw	$0,0($24)
	ins	$24,$4,0,24
	lw	$2,0($24)
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
