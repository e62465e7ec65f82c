# Test that the check of the match policy after a guard, "tne R,X,0x53",
# is accepted, for the data and the code register.
	.set	noreorder
	.set	noat
	.section	.sfi.ins,"",@progbits
	.section	.sfi.match,"",@progbits
	.text
f:	ins	$24,$4,0,24
	tne	$24,$4,0x53
	sw	$5,0($24)
	ins	$15,$6,0,24
	tne	$15,$6,0x53
	ins	$15,$0,0,2
	jr	$15
	nop
