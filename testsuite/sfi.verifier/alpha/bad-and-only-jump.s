# Test that with one-instruction data guards (section .sfi.and_only) an
# indirect jump still needs both halves of its code guard: "and X,$5,$8"
# alone may leave $8 at 0 or at a data address.
# expect: SFI-E-UNSANDBOXED-JUMP
	.set	noreorder
	.section	.sfi.and_only,"",@progbits
	.text
f:	and	$16,$5,$8
	jmp	$31,($8),0
