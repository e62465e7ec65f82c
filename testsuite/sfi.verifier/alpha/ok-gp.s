# Test that loads and stores through $29 (the GP) with any 16-bit
# displacement are accepted unguarded, in code of the protect policy
# too: module code never writes $29, and every entry sets it to the
# module's GP, inside the data segment.
	.set	noreorder
	.arch	ev6
	.section	.sfi.protect,"",@progbits
	.text
f:	ldq	$9,-32768($29)
	ldl	$10,32764($29)
	stq	$16,8($29)
	stl	$17,-8($29)
	ldbu	$18,3($29)
	stt	$f1,16($29)
	ldah	$19,4($29)
	and	$26,$5,$8
	bis	$8,$6,$8
	jmp	$31,($8),0
