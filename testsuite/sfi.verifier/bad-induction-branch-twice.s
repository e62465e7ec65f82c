# Test that an induction loop whose branch carries an adjusted $24 back
# to a second adjustment, with no access through it in between, is
# rejected: each pass around the loop could move $24 further.
# expect: SFI-E-UNSANDBOXED-STORE
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.text
f:	ins	$24,$4,0,24
1:	addiu	$24,$24,4
	bne	$5,$6,1b
	addiu	$5,$5,1
	sw	$5,0($24)
	move	$24,$gp
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
