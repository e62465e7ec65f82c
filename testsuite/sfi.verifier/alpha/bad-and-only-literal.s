# Test that in and-only protect code an "and" with a literal is no guard:
# only the mask register $5 makes the result valid.  (Red team of the
# one-instruction default.)
# expect: SFI-E-UNSANDBOXED-LOAD
	.set	noreorder
	.section	.sfi.protect,"",@progbits
	.section	.sfi.and_only,"",@progbits
	.section	.sfi.ra,"",@progbits
	.text
f:	and	$16,255,$4
	ldq	$0,0($4)
	ret	$31,($26),1
