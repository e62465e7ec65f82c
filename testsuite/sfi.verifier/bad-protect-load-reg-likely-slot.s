# Test that a step of a load register in the delay slot of a
# branch-likely counts on the taken path: the slot runs when the branch
# is taken, so "addiu $14,$14,4" there, after a step not yet checked by
# an access, makes $14 bad at the target (not taken, the slot is
# annulled and the load checks the first step).
# Red-team regression (a write there was refused before load registers
# could be induction pointers).
# expect: SFI-E-UNSANDBOXED-LOAD
	.section .sfi.protect,"",@progbits
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.set	mips32r2
	.text
f:	addiu	$14,$14,4
	beql	$4,$5,1f
	addiu	$14,$14,4
1:	lw	$2,0($14)
	move	$14,$gp
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
