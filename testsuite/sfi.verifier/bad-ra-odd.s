# Test that, in code that keeps $31 valid, a reloaded return address
# inserted into $31 without clearing its low bits is rejected: returning
# through it could switch to MIPS16 code.
# expect: SFI-E-UNSANDBOXED-JUMP
	.section .sfi.ins,"",@progbits
	.section .sfi.ra,"",@progbits
	.previous
	.set	noreorder
	.text
f:	lw	$8,0($29)
	ins	$31,$8,0,24
	jr	$31
	nop
