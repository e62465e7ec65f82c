# Test that a call may not link into a load register of protect code:
# "jalr $14,$15" leaves a code address in $14, and a load through it
# would read the code segment (or, if wrapped, anything).
# Red-team regression (correctly rejected; not covered before).
# expect: SFI-E-WRITES-DEDICATED
	.section .sfi.protect,"",@progbits
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.set	mips32r2
	.text
f:	jalr	$14,$15
	nop
	lw	$2,0($14)
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
