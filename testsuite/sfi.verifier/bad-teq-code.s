# Test that a conditional trap with another code than 7 is rejected.
# expect: SFI-E-FORBIDDEN-INSN
	.set	noreorder
	.text
f:	teq	$4,$0,6
