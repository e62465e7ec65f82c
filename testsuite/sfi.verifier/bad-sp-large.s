# Test that $sp moved by a large amount and used after a branch is
# rejected.
# expect: SFI-E-SP-INVALID
	.set	noreorder
	.text
f:	lui	$1,0x100
	addu	$29,$29,$1
	beq	$4,$0,1f
	nop
1:	sw	$5,0($29)
