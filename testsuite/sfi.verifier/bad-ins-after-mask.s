# Test that "ins" after the "and" of an unfinished two-instruction guard
# is refused: the masked $24 has no segment bits for "ins" to keep.
# expect: SFI-E-UNSANDBOXED-STORE
	.set	noreorder
	.text
f:	and	$24,$4,$12
	ins	$24,$5,0,24
	sw	$5,8($24)
