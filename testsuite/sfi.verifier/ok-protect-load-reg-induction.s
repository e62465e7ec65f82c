# Test that protect code of the "ins" scheme may run a loop on several
# induction pointers, the load registers $14 and $10 beside $24: each
# step "addiu R,R,K" is followed by an access through R before the next
# one (the branch carries the adjusted state back to the loop's head,
# and the step may sit in the branch's delay slot), and "move R,$gp"
# makes each valid again before the return.
	.section .sfi.protect,"",@progbits
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.set	mips32r2
	.text
f:	ins	$14,$4,0,24
	ins	$10,$5,0,24
	ins	$24,$6,0,24
1:	lw	$2,0($14)
	lw	$3,-4($10)
	addu	$2,$2,$3
	sw	$2,0($24)
	addiu	$14,$14,4
	addiu	$24,$24,4
	addiu	$7,$7,-1
	bne	$7,$0,1b
	addiu	$10,$10,4
	move	$14,$gp
	addu	$10,$gp,$0
	move	$24,$gp
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
