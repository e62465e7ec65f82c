# Test that, in code that keeps $31 valid, moving a guarded address into
# $31 in a branch-likely's delay slot does not make $31 valid on the
# path where the branch is not taken.
# expect: SFI-E-UNSANDBOXED-JUMP
	.section .sfi.ins,"",@progbits
	.section .sfi.ra,"",@progbits
	.previous
	.set	noreorder
	.text
f:	lw	$31,0($29)
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	bnel	$4,$0,1f
	move	$31,$15
1:	jr	$31
	nop
