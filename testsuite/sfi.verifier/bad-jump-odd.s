# Test that a jump through $15 whose low bits came from another register
# is rejected: bit 0 of a jump target switches to the MIPS16 (or
# microMIPS) instruction set, whose code the verifier never checked.
# The guard must clear the low bits ("ins $15,$0,0,2").
# expect: SFI-E-UNSANDBOXED-JUMP
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.text
f:	ins	$15,$4,0,24
	jr	$15
	nop
