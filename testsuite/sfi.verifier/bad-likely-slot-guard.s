# Test that a guard's "or" in a branch-likely's delay slot does not make
# $24 valid on the path where the branch is not taken.
# expect: SFI-E-UNSANDBOXED-STORE
	.set	noreorder
	.text
f:	and	$24,$4,$12
	bgezl	$4,1f
	or	$24,$24,$14
1:	sw	$5,0($24)
	and	$15,$31,$12
	or	$15,$15,$13
	ins	$15,$0,0,2
	jr	$15
	nop
