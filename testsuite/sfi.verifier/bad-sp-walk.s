# Test that $sp walked by repeated small adjustments across branches, with
# no access through it, is rejected.
# expect: SFI-E-SP-INVALID
	.set	noreorder
	.text
f:
1:	addiu	$29,$29,-32000
	b	1b
	nop
