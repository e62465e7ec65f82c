# Test that linked code ending with an unconditional trap, as the module
# linker script lays it out, is accepted.
# link
# (GNU as pads MIPS sections to 16 bytes with nops: end on the trap.)
	.set	noreorder
	.text
f:	and	$15,$31,$12
	or	$15,$15,$13
	ins	$15,$0,0,2
	jr	$15
	nop
	nop
	nop
	teq	$0,$0
