# Test that a store through the frame pointer $15 is not trusted: on
# this target $15 is an ordinary register (alpha-abi.h).
# expect: SFI-E-UNSANDBOXED-STORE
	.set	noreorder
	.text
f:	bis	$16,$16,$15
	stq	$1,0($15)
