# Test that the delay slot of an unconditional branch falls through to
# the next instruction when it is entered by another branch, for $15:
# the bne's slot sets $15 to an arbitrary address that reaches "jr $15"
# past the slot of "b".  (Red team, kept as a regression test.)
# expect: SFI-E-UNSANDBOXED-JUMP
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.text
f:	bne	$4,$0,1f
	addiu	$15,$5,0
	b	f
1:	nop
	jr	$15
	nop
	nop
	teq	$0,$0
