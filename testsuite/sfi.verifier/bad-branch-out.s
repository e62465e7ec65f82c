# Test that a branch far outside its section is rejected (encoded by hand:
# beq $0,$0,+0x7fff words, which the assembler would refuse to resolve).
# expect: SFI-E-BRANCH-TARGET
	.set	noreorder
	.text
f:	.word	0x10007fff
	nop
