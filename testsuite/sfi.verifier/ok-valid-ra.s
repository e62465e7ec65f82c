# Test that code marked as keeping $31 valid (section .sfi.ra) may return
# through $31: a leaf returns unguarded, and a non-leaf function reloads
# its return address into $at and inserts its offset bits into $31.
	.section .sfi.ins,"",@progbits
	.section .sfi.ra,"",@progbits
	.previous
	.set	noreorder
	.set	noat
	.text
leaf:	jr	$31
	addiu	$2,$4,1
f:	addiu	$sp,$sp,-16
	sw	$31,12($sp)
	jal	leaf
	nop
	lw	$1,12($sp)
	ins	$31,$1,0,24
	ins	$31,$0,0,2
	addiu	$sp,$sp,16
	jr	$31
	lw	$16,-8($sp)
