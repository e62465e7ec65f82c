# Test that code of one-instruction data guards (section .sfi.and_only,
# alpha-abi.h) may store and load through $4 and the load registers
# right after "and X,$5,R" (either operand order), move such a $4 into
# $sp, and still guards its jumps with both instructions.
	.set	noreorder
	.section	.sfi.and_only,"",@progbits
	.section	.sfi.protect,"",@progbits
	.text
f:	and	$16,$5,$4
	stq	$17,0($4)
	and	$5,$17,$1
	ldq	$9,-8($1)
	and	$18,$5,$2
	ldt	$f1,16($2)
	and	$19,$5,$4
	bis	$4,$4,$30
	stq	$9,0($30)
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
