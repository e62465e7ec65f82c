# Test that in code of the match policy a guard and its check right
# after a branch's delay slot (the twin of bad-match-guard-slot.s, with
# the guard moved out of the slot) are accepted.
	.set	noreorder
	.set	noat
	.section	.sfi.ins,"",@progbits
	.section	.sfi.match,"",@progbits
	.text
f:	beq	$6,$0,1f
	nop
	ins	$24,$4,0,24
	tne	$24,$4,0x53
	sw	$5,0($24)
1:	teq	$0,$0
