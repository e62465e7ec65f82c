# Test that in code of the "ins" scheme an and/or pair does not sandbox:
# $12 and $14 are ordinary registers there, so "and $24,$4,$12;
# or $24,$24,$14" can put anything in $24.
# expect: SFI-E-UNSANDBOXED-STORE
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.text
f:	addu	$14,$5,$6
	and	$24,$4,$12
	or	$24,$24,$14
	sw	$5,8($24)
