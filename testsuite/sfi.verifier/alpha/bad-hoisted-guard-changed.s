# Test that a loop which moves $4 after a guard hoisted before it is
# rejected: on the back edge $4 is no longer a guarded address.  (The
# guard after the loop makes the store the only problem.)
# expect: SFI-E-UNSANDBOXED-STORE
	.set	noreorder
	.text
f:	and	$16,$5,$4
	bis	$4,$7,$4
1:	stl	$1,0($4)
	addq	$4,$1,$4
	cmpeq	$17,$18,$2
	beq	$2,1b
	and	$16,$5,$4
	bis	$4,$7,$4
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
