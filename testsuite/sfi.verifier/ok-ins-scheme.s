# Test that code of the "ins" scheme (marked by a .sfi.ins section) may use
# $12-$14 as ordinary registers: its guards need nothing but $15 and $24.
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.text
f:	addu	$12,$4,$5
	lw	$13,0($sp)
	ins	$24,$12,0,24
	sw	$13,8($24)
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	move	$14,$0
