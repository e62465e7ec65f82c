# Test that in code of the protect policy an FP load through an ordinary
# register is rejected, into $f31 too.
# expect: SFI-E-UNSANDBOXED-LOAD
	.set	noreorder
	.section	.sfi.protect,"",@progbits
	.text
f:	ldt	$f1,0($16)
	lds	$f31,0($16)
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
