# Test that a loop which moves $24 after a guard hoisted before it is
# rejected: on the back edge $24 is no longer a guarded address, so the
# store at the top of the loop may leave the segment.  (The guard after
# the loop makes the store the only problem.)
# expect: SFI-E-UNSANDBOXED-STORE
	.set	noreorder
	.text
f:	and	$24,$4,$12
	or	$24,$24,$14
1:	sw	$2,0($24)
	addu	$24,$24,$7
	bne	$5,$6,1b
	addiu	$5,$5,4
	and	$24,$4,$12
	or	$24,$24,$14
	and	$15,$31,$12
	or	$15,$15,$13
	ins	$15,$0,0,2
	jr	$15
	nop
