# Test that advancing $24 twice without a memory access through it in
# between is rejected: the second adjustment could take it beyond the
# guard zone.
# expect: SFI-E-UNSANDBOXED-STORE
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.text
f:	ins	$24,$4,0,24
	addiu	$24,$24,0x7ff0
	addiu	$24,$24,0x7ff0
	sw	$5,0($24)
	move	$24,$gp
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
