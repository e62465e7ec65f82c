# Test that "ins" does not make a register valid that was not: after $24
# is loaded from memory its segment bits are anything, and inserting
# offset bits leaves them so.
# expect: SFI-E-UNSANDBOXED-STORE
	.set	noreorder
	.text
f:	lw	$24,0($sp)
	ins	$24,$4,0,24
	sw	$5,8($24)
