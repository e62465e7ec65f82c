# Test that a conditional trap with a code other than the match check's
# (0x53) or 0 is rejected.
# expect: SFI-E-FORBIDDEN-INSN
	.set	noreorder
	.text
f:	tne	$24,$4,0x52
