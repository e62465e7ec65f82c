# Test that a backward branch carrying a half-done guard of a load
# register reaches the load at the loop head: on the second trip $1 is
# only masked (the fixed point of the full algorithm, which the sweep
# falls back to).
# Red-team regression (correctly rejected; not covered before).
# expect: SFI-E-UNSANDBOXED-LOAD
	.set	noreorder
	.section	.sfi.protect,"",@progbits
	.text
f:	ldq	$9,0($1)
	and	$9,$5,$1
	bne	$9,f
	bis	$1,$7,$1
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
