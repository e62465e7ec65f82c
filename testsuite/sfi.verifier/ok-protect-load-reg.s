# Test that protect code of the "ins" scheme may keep guarded bases in
# the load registers $10, $11 and $14 (mips-abi.h): loads and stores
# through them need no guard of their own, not even at the function's
# entry or after a branch (every entry sets them to the data segment
# base, and only "ins R,X,0,SIZE" writes them), and narrower guards are
# fine too.
	.section .sfi.protect,"",@progbits
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.set	mips32r2
	.text
f:	lw	$2,0($14)
	ins	$24,$4,0,24
	ins	$14,$5,0,24
	lw	$2,8($24)
	lw	$3,-32768($14)
	beq	$2,$3,1f
	sw	$3,32767($14)
	ins	$14,$6,0,16
1:	lbu	$7,1($14)
	sb	$7,2($14)
	ins	$14,$0,0,24
	ins	$10,$7,0,24
	ins	$11,$8,0,24
	lw	$2,4($10)
	sw	$2,-4($11)
	lwc1	$f0,4($14)
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
