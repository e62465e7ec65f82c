# Test that one-instruction data guards (section .sfi.and_only) are
# guards into the data registers only: "and X,$5,$9" leaves $9 an
# ordinary register, and an "and" with another dedicated register is
# no guard.
# expect: SFI-E-UNSANDBOXED-STORE
	.set	noreorder
	.section	.sfi.and_only,"",@progbits
	.text
f:	and	$16,$5,$9
	stq	$17,0($9)
	and	$16,$6,$4
	stq	$17,0($4)
