# Test that an induction loop whose branch follows the adjustment of $24
# with no access through it in between is accepted: the branch carries
# the adjusted state back to the loop's store, which checks it before
# the next adjustment (the exit test of a rotated loop sits there).
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.text
f:	ins	$24,$4,0,24
1:	sw	$5,0($24)
	addiu	$24,$24,4
	bne	$5,$6,1b
	addiu	$5,$5,1
	move	$24,$gp
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
