# Test that $1 is no load register in sandbox code (no .sfi.protect):
# there it is an ordinary register, so a store through it is
# unsandboxed even right after "and X,$5,$1; bis $1,$7,$1".
# expect: SFI-E-UNSANDBOXED-STORE
	.set	noreorder
	.text
f:	and	$16,$5,$1
	bis	$1,$7,$1
	stq	$9,0($1)
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
