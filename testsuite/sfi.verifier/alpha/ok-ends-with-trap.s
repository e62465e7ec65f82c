# Test that linked code ending with "call_pal bpt", as the module linker
# script lays it out, is accepted.
# link
	.set	noreorder
	.text
f:	and	$26,$5,$8
	bis	$8,$6,$8
	ret	$31,($8),1
	call_pal 0x80
