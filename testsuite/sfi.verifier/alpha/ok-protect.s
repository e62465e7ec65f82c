# Test that code of the protect policy (section .sfi.protect) that
# sandboxes its loads like its stores is accepted: loads through a
# guarded $4 and $sp, through an induction pointer (the load is its
# check), and a prefetch hint, which reads nothing into a register.
	.set	noreorder
	.arch	ev6
	.section	.sfi.protect,"",@progbits
	.text
f:	lda	$30,-16($30)
	stq	$26,0($30)
	and	$16,$5,$4
	bis	$4,$7,$4
	ldq	$9,8($4)
	ldbu	$10,1($4)
	ldt	$f1,16($4)
	ldq_u	$31,0($30)
	fetch	($16)
1:	lda	$4,8($4)
	ldq	$17,-8($4)
	cmpeq	$4,$18,$9
	beq	$9,1b
	bis	$31,$7,$4
	ldq	$26,0($30)
	lda	$30,16($30)
	ldq	$9,-8($30)
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
