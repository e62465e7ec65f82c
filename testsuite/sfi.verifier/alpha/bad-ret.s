# Test that a return through $26, not the code register, is rejected in
# code without the .sfi.ra marker (which may leave $26 invalid).
# expect: SFI-E-UNSANDBOXED-JUMP
	.set	noreorder
	.text
f:	ret	$31,($26),1
