# Test that a system call (call_pal callsys) is rejected.
# expect: SFI-E-FORBIDDEN-INSN
	.set	noreorder
	.text
f:	call_pal	0x83
