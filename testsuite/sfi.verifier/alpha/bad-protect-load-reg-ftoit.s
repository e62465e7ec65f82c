# Test that a move from the floating-point registers ("ftoit", which
# writes the integer Rc) leaves a load register of protect code bad.
# Red-team regression (correctly rejected; not covered before).
# expect: SFI-E-UNSANDBOXED-LOAD
	.set	noreorder
	.arch	ev67
	.section	.sfi.protect,"",@progbits
	.text
f:	ftoit	$f1,$2
	ldq	$9,0($2)
	and	$16,$5,$2
	bis	$2,$7,$2
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
