# Test that a branch-likely's delay slot does not check an adjusted $sp:
# the slot is annulled when the branch is not taken, so on the
# fall-through path $sp is adjusted twice without an access between.
# expect: SFI-E-SP-INVALID
	.set	noreorder
	.text
f:	addiu	$29,$29,-32000
	beql	$4,$0,1f
	lw	$0,0($29)
1:	addiu	$29,$29,-32000
	sw	$5,0($29)
	and	$15,$31,$12
	or	$15,$15,$13
	ins	$15,$0,0,2
	jr	$15
	nop
