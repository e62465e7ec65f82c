# Test that $14 is no load register in protect code of the paper's
# and/or scheme (no .sfi.ins), where the plugin never uses it so: a load
# through it is refused.
# expect: SFI-E-UNSANDBOXED-LOAD
	.section .sfi.protect,"",@progbits
	.previous
	.set	noreorder
	.set	mips32r2
	.text
f:	lw	$2,0($14)
	and	$15,$31,$12
	or	$15,$15,$13
	jr	$15
	nop
