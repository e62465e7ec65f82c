# Test that code of the protect policy may not read the hardware
# registers: rdhwr $29 (UserLocal) is the host thread's pointer, a host
# address no entry can clear (entry invariant E4).  Red-team regression:
# accepted before.  Sandbox code may read it (ok-rdhwr.s).
# expect: SFI-E-READS-HOST-STATE
	.section .sfi.protect,"",@progbits
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.set	mips32r2
	.text
f:	rdhwr	$2,$29
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
