# Test that the link of a direct "br" (not a call: no transfer rule
# applies to it) leaves a load register of protect code bad: "br $1,g"
# puts a code address in $1, and the load through it at g is rejected.
# Red-team regression (correctly rejected; not covered before).
# expect: SFI-E-UNSANDBOXED-LOAD
	.set	noreorder
	.section	.sfi.protect,"",@progbits
	.text
f:	br	$1,g
g:	ldq	$9,0($1)
	and	$16,$5,$1
	bis	$1,$7,$1
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
