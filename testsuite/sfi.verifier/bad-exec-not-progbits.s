# Test that an executable section of another type than PROGBITS, which
# the walk would skip, is refused (default deny).
# expect-error: an executable section that is not PROGBITS
	.section .code,"ax",@note
f:	sw	$5,0($4)
