# Test that an indexed FP store (base + index cannot be sandboxed) is
# rejected.
# expect: SFI-E-FORBIDDEN-INSN
	.set	noreorder
	.set	mips32r2
	.text
f:	sdxc1	$f0,$4($24)
