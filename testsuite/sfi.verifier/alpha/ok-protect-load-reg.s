# Test that protect code (section .sfi.protect) may keep guarded bases
# in the load registers $1-$3 (alpha-abi.h): loads and stores through
# them need no guard of their own at the function's entry (every entry
# sets them to the data segment's base), after a guard "and X,$5,R;
# bis R,$7,R" (either operand order, in place too), past branches, and
# after a call (every callee returns with them valid).
	.set	noreorder
	.arch	ev6
	.section	.sfi.protect,"",@progbits
	.text
f:	lda	$30,-16($30)
	stq	$26,0($30)
	ldq	$9,0($1)
	stq	$9,8($2)
	ldbu	$9,-32768($3)
	and	$16,$5,$1
	bis	$1,$7,$1
	and	$5,$17,$2
	bis	$7,$2,$2
	ldq	$9,8($1)
	beq	$9,1f
	and	$18,$5,$3
	bis	$3,$7,$3
1:	stq	$9,32767($2)
	ldt	$f1,16($3)
	stq_u	$9,0($1)
	and	$1,$5,$1
	bis	$1,$7,$1
2:	ldl	$9,0($1)
	and	$9,$5,$1
	subq	$17,1,$17
	bis	$1,$7,$1
	bne	$17,2b
	and	$27,$5,$8
	bis	$8,$6,$8
	jsr	$26,($8),0
	ldq	$9,0($1)
	ldq	$26,0($30)
	lda	$30,16($30)
	ldq	$9,-8($30)
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
