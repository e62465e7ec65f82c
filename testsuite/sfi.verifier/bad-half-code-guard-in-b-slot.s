# Test that half a code guard in the slot of "b" is refused where the
# instruction after the slot is a call: an indirect jump may enter the
# slot itself, which then falls through to the call with $15's low bits
# taken from $4, and the callee (h) jumps through $15 (bit 0 set would
# switch to MIPS16).  GCC's delay-slot filler makes this shape if the
# code guard is two insn patterns, which is why the plugin keeps code
# guards asm.  (Red team, kept as a regression test.)
# expect: SFI-E-REGION-ACROSS-JUMP
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.text
f:	b	g
	ins	$15,$4,0,24
	jal	h
	nop
g:	ins	$15,$0,0,2
	jr	$15
	nop
	nop
h:	jr	$15
	nop
	nop
	teq	$0,$0
