# Test that sandbox code may read the hardware registers (rdhwr): its
# modules may read the whole address space, so the host's thread
# pointer tells them nothing they could not read (bad-protect-rdhwr.s).
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.set	mips32r2
	.text
f:	rdhwr	$2,$29
	rdhwr	$3,$2
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
