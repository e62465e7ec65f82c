# Test that in code of the protect policy (section .sfi.protect) a load
# through an ordinary register is rejected like a store; sandbox code
# may load from anywhere.
# expect: SFI-E-UNSANDBOXED-LOAD
	.set	noreorder
	.section	.sfi.protect,"",@progbits
	.text
f:	ldq	$9,8($16)
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
