# Test that the delay slot of an unconditional branch falls through to
# the next instruction when it is entered by another branch: the bne's
# slot leaves $24 bad at the slot of "b", and the store after that slot
# must see it.  (A verifier that dropped that edge for every slot of a
# transfer that always leaves accepted this; red team, kept as a
# regression test.)
# expect: SFI-E-UNSANDBOXED-STORE
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.text
f:	bne	$4,$0,1f
	addiu	$24,$5,0
	b	f
1:	nop
	sw	$6,0($24)
	lw	$7,0($24)
	nop
	teq	$0,$0
