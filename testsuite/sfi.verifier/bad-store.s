# Test that a store through an ordinary register is rejected.
# expect: SFI-E-UNSANDBOXED-STORE
	.set	noreorder
	.text
f:	sw	$5,8($4)
	and	$15,$31,$12
	or	$15,$15,$13
	ins	$15,$0,0,2
	jr	$15
	nop
