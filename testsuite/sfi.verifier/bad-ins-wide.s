# Test that an "ins" wider than the segment offset (25 bits for a 16 MiB
# segment) is rejected: it would change a segment bit of $24.
# expect: SFI-E-INS-WIDTH
	.set	noreorder
	.text
f:	ins	$24,$4,0,25
	sw	$5,8($24)
	jr	$31
	nop
