# Test that a load register ($11) stepped as an induction pointer must
# be made valid again ("move $11,$gp") before the function returns: the
# code a return reaches assumes every load register in the segment, and
# a near one may lie just outside it.
# expect: SFI-E-REGION-ACROSS-JUMP
	.section .sfi.protect,"",@progbits
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.set	mips32r2
	.text
f:	ins	$11,$4,0,24
1:	lw	$2,0($11)
	addiu	$5,$5,-1
	bne	$5,$0,1b
	addiu	$11,$11,4
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
