# Test that in and-only protect code the flag of a store-conditional
# written into a guarded load register undoes its guard.  (Red team of
# the one-instruction default.)
# expect: SFI-E-UNSANDBOXED-LOAD
	.set	noreorder
	.section	.sfi.protect,"",@progbits
	.section	.sfi.and_only,"",@progbits
	.section	.sfi.ra,"",@progbits
	.text
f:	and	$16,$5,$2
	stq_c	$2,0($2)
	ldq	$0,0($2)
	ret	$31,($26),1
