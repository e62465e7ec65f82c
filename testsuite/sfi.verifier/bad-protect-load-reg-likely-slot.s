# Test that a write of a load register in the delay slot of a
# branch-likely is refused like any other: the slot runs when the branch
# is taken, so "addiu $14,$14,4" there would move $14 without its guard.
# Red-team regression (correctly rejected; not covered before).
# expect: SFI-E-WRITES-DEDICATED
	.section .sfi.protect,"",@progbits
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.set	mips32r2
	.text
f:	beql	$4,$5,1f
	addiu	$14,$14,4
1:	lw	$2,0($14)
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
