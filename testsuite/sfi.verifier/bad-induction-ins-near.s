# Test that an "ins" guard on a near $24 (advanced and used, so within
# 32 KiB of its segment but maybe outside it) is rejected: its high bits
# may be those of the neighbouring region.
# expect: SFI-E-UNSANDBOXED-STORE
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.text
f:	ins	$24,$4,0,24
	addiu	$24,$24,0x7ff0
	sw	$5,0x7ff0($24)
	ins	$24,$6,0,24
	sw	$5,0($24)
	move	$24,$gp
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
