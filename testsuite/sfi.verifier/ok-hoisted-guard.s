# Test that a guard hoisted out of a loop is accepted: $24 is guarded once
# before the loop, nothing in the loop writes it, so every store in the
# loop, reached from the guard or from the back edge, sees it valid.
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.text
f:	ins	$24,$4,0,24
1:	lw	$2,0($5)
	addiu	$5,$5,4
	sw	$2,0($24)
	bne	$5,$6,1b
	sw	$2,4($24)
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
