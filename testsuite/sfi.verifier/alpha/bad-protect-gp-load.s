# Test that in code of the protect policy a load through $29 (the GP)
# is rejected: on Alpha the GP is an ordinary register the module may
# set to anything, so GOT and small-data loads go through $4.
# expect: SFI-E-UNSANDBOXED-LOAD
	.set	noreorder
	.section	.sfi.protect,"",@progbits
	.text
f:	ldq	$9,0($29)
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
