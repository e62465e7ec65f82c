# Test that code of the protect policy may not read the PALcode's unique
# value (call_pal rduniq): it is the host thread's pointer, a host
# address no entry can clear (entry invariant E4).  Red-team regression:
# accepted before.  Sandbox code may read it (ok-rduniq.s).
# expect: SFI-E-READS-HOST-STATE
	.set	noreorder
	.section	.sfi.protect,"",@progbits
	.text
f:	call_pal	0x9e
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
