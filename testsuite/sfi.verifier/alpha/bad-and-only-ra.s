# Test that with one-instruction data guards (section .sfi.and_only) a
# reloaded return address still needs both halves of its guard.
# expect: SFI-E-UNSANDBOXED-JUMP
	.set	noreorder
	.section	.sfi.and_only,"",@progbits
	.section	.sfi.ra,"",@progbits
	.text
f:	ldq	$9,0($30)
	and	$9,$5,$26
	ret	$31,($26),1
