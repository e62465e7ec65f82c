# Test that, in code that keeps $31 valid, a return through $31 reloaded
# from the stack without its guard is rejected.
# expect: SFI-E-UNSANDBOXED-JUMP
	.section .sfi.ins,"",@progbits
	.section .sfi.ra,"",@progbits
	.previous
	.set	noreorder
	.text
f:	addiu	$sp,$sp,-16
	sw	$31,12($sp)
	jal	f
	nop
	lw	$31,12($sp)
	addiu	$sp,$sp,16
	jr	$31
	lw	$16,-8($sp)
