# Test that a load register ($10) of protect code may not be written by
# a move: only its guard writes it, so a load through it after
# "move $10,$4" is rejected.
# expect: SFI-E-WRITES-DEDICATED
	.section .sfi.protect,"",@progbits
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.set	mips32r2
	.text
f:	move	$10,$4
	lw	$2,0($10)
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
