# Test that in code of the protect policy a load through an ordinary
# register in the delay slot of a branch-likely is rejected: the slot
# runs when the branch is taken.
# expect: SFI-E-UNSANDBOXED-LOAD
	.section .sfi.protect,"",@progbits
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.set	mips32r2
	.text
f:	beql	$4,$0,1f
	lw	$2,0($4)
1:	nop
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
