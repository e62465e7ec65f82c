# Test that an "and" with the mask is no guard of the stack pointer, even
# in and-only code: $sp is checked by its own rules.  (Red team of the
# one-instruction default.)
# expect: SFI-E-SP-INVALID
	.set	noreorder
	.section	.sfi.protect,"",@progbits
	.section	.sfi.and_only,"",@progbits
	.section	.sfi.ra,"",@progbits
	.text
f:	and	$16,$5,$30
	ldq	$0,0($30)
	ret	$31,($26),1
