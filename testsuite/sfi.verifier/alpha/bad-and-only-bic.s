# Test that in and-only protect code (sections .sfi.protect and
# .sfi.and_only) only "and" with the mask guards: "bic X,$5,R" keeps the
# bits the mask clears, anything outside the segment.  (Red team of the
# one-instruction default.)
# expect: SFI-E-UNSANDBOXED-LOAD
	.set	noreorder
	.section	.sfi.protect,"",@progbits
	.section	.sfi.and_only,"",@progbits
	.section	.sfi.ra,"",@progbits
	.text
f:	bic	$16,$5,$4
	ldq	$0,0($4)
	ret	$31,($26),1
