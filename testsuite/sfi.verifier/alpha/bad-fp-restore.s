# Test that a frame pointer reloaded from the stack (unchecked) before a
# return is rejected: $15 must be valid at every control transfer.
# expect: SFI-E-SP-INVALID
	.set	noreorder
	.text
f:	ldq	$15,8($30)
	and	$26,$5,$8
	bis	$8,$6,$8
	ret	$31,($8),1
