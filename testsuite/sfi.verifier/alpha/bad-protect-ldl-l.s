# Test that in code of the protect policy a load-locked through an
# ordinary register is rejected like ldl.
# expect: SFI-E-UNSANDBOXED-LOAD
	.set	noreorder
	.section	.sfi.protect,"",@progbits
	.text
f:	ldl_l	$9,0($16)
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
