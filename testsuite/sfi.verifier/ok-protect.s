# Test that code of the protect policy (section .sfi.protect) that
# sandboxes its loads like its stores is accepted: loads through a
# guarded $24, $sp and $gp, through an induction pointer (the load is its
# check), and prefetch hints, which read nothing into a register.
	.section .sfi.protect,"",@progbits
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.set	mips32r2
	.text
f:	addiu	$29,$29,-32
	sw	$31,28($29)
	ins	$24,$4,0,24
	lw	$2,8($24)
	lbu	$3,1($24)
	lwc1	$f0,4($24)
	lw	$5,%gp_rel(g)($28)
	pref	0,0($4)
	prefx	0,$5($4)
1:	addiu	$24,$24,4
	bne	$24,$6,1b
	lw	$5,-4($24)
	move	$24,$gp
	lw	$31,28($29)
	addiu	$29,$29,32
	lw	$0,0($29)
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
	.section .sdata,"aw"
g:	.word	0
