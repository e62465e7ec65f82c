# Test that a load register ($14) of protect code, as an induction
# pointer, may not be stepped twice without an access through it in
# between: after "addiu $14,$14,K" twice it may lie 64 KiB outside the
# segment, past what a displacement and the guard zones cover, so the
# load through it is rejected.
# expect: SFI-E-UNSANDBOXED-LOAD
	.section .sfi.protect,"",@progbits
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.set	mips32r2
	.text
f:	ins	$14,$4,0,24
	addiu	$14,$14,32000
	addiu	$14,$14,32000
	lw	$2,32000($14)
	move	$14,$gp
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
