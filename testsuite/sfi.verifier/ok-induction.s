# Test that an induction pointer is accepted: $24 is guarded once, then
# advanced by a small constant in the loop with a store through it before
# the branch (the store would hit a guard zone had $24 left the segment),
# and the loop ends with "move $24,$gp", which makes it valid again for
# the return's guard and the code after.
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.text
f:	ins	$24,$4,0,24
1:	addiu	$24,$24,4
	bne	$24,$6,1b
	sw	$5,-4($24)
	move	$4,$24
	move	$24,$gp
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
