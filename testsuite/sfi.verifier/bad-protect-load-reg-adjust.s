# Test that the load register $14 of protect code may not be adjusted:
# only its guard writes it, so a load after "addiu $14,$14,K" (which
# could walk it out of the segment, K after K) is rejected.
# expect: SFI-E-WRITES-DEDICATED
	.section .sfi.protect,"",@progbits
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.set	mips32r2
	.text
f:	ins	$14,$4,0,24
	addiu	$14,$14,32000
	lw	$2,0($14)
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
