# Test that a coprocessor-0 instruction (mtc0, encoded by hand) is
# rejected.
# expect: SFI-E-FORBIDDEN-INSN
	.set	noreorder
	.text
f:	.word	0x40806000
