# Test that an indirect call through $27 is rejected.
# expect: SFI-E-UNSANDBOXED-JUMP
	.set	noreorder
	.text
f:	jsr	$26,($27),0
	and	$26,$5,$8
	bis	$8,$6,$8
	ret	$31,($8),1
