# Test that in and-only protect code a conditional move into a guarded
# load register undoes its guard: the move may bring any value.  (Red
# team of the one-instruction default.)
# expect: SFI-E-UNSANDBOXED-LOAD
	.set	noreorder
	.section	.sfi.protect,"",@progbits
	.section	.sfi.and_only,"",@progbits
	.section	.sfi.ra,"",@progbits
	.text
f:	and	$16,$5,$1
	cmovne	$17,$18,$1
	ldq	$0,0($1)
	ret	$31,($26),1
