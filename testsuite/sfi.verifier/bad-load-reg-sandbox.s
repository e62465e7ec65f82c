# Test that $14 is no load register in sandbox code of the "ins" scheme
# (no .sfi.protect): there it is an ordinary register, so a store
# through it is unsandboxed even right after "ins $14,X,0,24".
# expect: SFI-E-UNSANDBOXED-STORE
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.set	mips32r2
	.text
f:	ins	$14,$4,0,24
	sw	$2,0($14)
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
