# Test that a byte store through $fp is rejected ($fp is not always valid).
# expect: SFI-E-UNSANDBOXED-STORE
	.set	noreorder
	.text
f:	sb	$5,-4($30)
	and	$15,$31,$12
	or	$15,$15,$13
	ins	$15,$0,0,2
	jr	$15
	nop
