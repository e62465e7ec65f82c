# Test that in protect code a load through a load register after only
# the first half of its guard ("and X,$5,$1", masked: an offset, not yet
# an address in the data segment) is rejected.
# expect: SFI-E-UNSANDBOXED-LOAD
	.set	noreorder
	.section	.sfi.protect,"",@progbits
	.text
f:	and	$16,$5,$1
	ldq	$9,0($1)
	bis	$1,$7,$1
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
