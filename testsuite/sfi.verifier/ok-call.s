# Test that direct calls and a sandboxed indirect call are accepted.
	.set	noreorder
	.text
f:	jal	f
	nop
	and	$15,$4,$12
	or	$15,$15,$13
	ins	$15,$0,0,2
	jalr	$15
	nop
