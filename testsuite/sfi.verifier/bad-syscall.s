# Test that a system call in module code is rejected.
# expect: SFI-E-FORBIDDEN-INSN
	.set	noreorder
	.text
f:	li	$2,4001
	syscall
