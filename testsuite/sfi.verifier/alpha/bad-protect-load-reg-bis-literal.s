# Test that the second half of a load register's guard must take the
# data base from $7: "bis $1,7,$1" (the literal 7, not the register)
# leaves $1 masked plus low bits, an address near zero.
# Red-team regression (correctly rejected; not covered before).
# expect: SFI-E-UNSANDBOXED-LOAD
	.set	noreorder
	.section	.sfi.protect,"",@progbits
	.text
f:	and	$16,$5,$1
	bis	$1,7,$1
	ldq	$9,0($1)
	bis	$1,$7,$1
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
