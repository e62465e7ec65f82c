# Test that in code of the protect policy ldq_u through an ordinary
# register is rejected: it reads the aligned quadword around the
# address.
# expect: SFI-E-UNSANDBOXED-LOAD
	.set	noreorder
	.section	.sfi.protect,"",@progbits
	.text
f:	ldq_u	$9,0($16)
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
