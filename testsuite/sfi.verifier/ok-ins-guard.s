# Test that the one-instruction guards are accepted: "ins R,X,0,24" keeps
# the segment bits of $24 or $15 (valid on entry) and replaces the offset
# bits, so the store and the return stay in their segments.
	.set	noreorder
	.text
f:	ins	$24,$4,0,24
	sw	$5,8($24)
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
