# Test that break is rejected (only the division trap teq r,$0,7 is
# reserved for the runtime).
# expect: SFI-E-FORBIDDEN-INSN
	.set	noreorder
	.text
f:	break	3
