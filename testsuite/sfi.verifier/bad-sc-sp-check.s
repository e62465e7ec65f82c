# Test that a store-conditional does not check an adjusted $sp: it may
# complete without touching memory (its reservation lost), so it proves
# nothing about $sp, and the second adjustment may walk $sp anywhere.
# expect: SFI-E-SP-INVALID
	.set	noreorder
	.text
f:	addiu	$29,$29,-32000
	sc	$5,0($29)
	addiu	$29,$29,-32000
	sw	$5,0($29)
	and	$15,$31,$12
	or	$15,$15,$13
	ins	$15,$0,0,2
	jr	$15
	nop
