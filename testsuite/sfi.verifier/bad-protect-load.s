# Test that in code of the protect policy (section .sfi.protect) a load
# through an ordinary register is rejected like a store; sandbox code
# may load from anywhere (ok-sandboxed.s).
# expect: SFI-E-UNSANDBOXED-LOAD
	.section .sfi.protect,"",@progbits
	.previous
	.set	noreorder
	.text
f:	lw	$2,8($4)
	and	$15,$31,$12
	or	$15,$15,$13
	ins	$15,$0,0,2
	jr	$15
	nop
