# Test that in code of the protect policy a load into $31 is rejected
# through an ordinary register: it names an address like any load (the
# prefetch hints fetch and fetch_m are allowed, ok-protect.s).
# expect: SFI-E-UNSANDBOXED-LOAD
	.set	noreorder
	.section	.sfi.protect,"",@progbits
	.text
f:	ldl	$31,0($16)
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
