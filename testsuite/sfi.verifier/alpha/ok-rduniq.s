# Test that sandbox code may read the PALcode's unique value (call_pal
# rduniq): its modules may read the whole address space, so the host's
# thread pointer tells them nothing they could not read
# (bad-protect-rduniq.s).
	.set	noreorder
	.text
f:	call_pal	0x9e
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
