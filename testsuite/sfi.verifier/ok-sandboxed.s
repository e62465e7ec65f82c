# Test that correctly sandboxed stores, returns and $sp writes are accepted.
	.set	noreorder
	.text
f:	addiu	$29,$29,-32
	sw	$31,28($29)
	and	$24,$4,$12
	or	$24,$24,$14
	sw	$5,8($24)
	sh	$5,12($24)
	sw	$6,%gp_rel(g)($28)
	subu	$24,$29,$5
	and	$24,$24,$12
	or	$24,$24,$14
	move	$29,$24
	lw	$31,28($29)
	addiu	$29,$29,32
	lw	$0,0($29)
	and	$15,$31,$12
	or	$15,$15,$13
	ins	$15,$0,0,2
	jr	$15
	nop
	.section .sdata,"aw"
g:	.word	0
