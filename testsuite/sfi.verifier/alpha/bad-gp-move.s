# Test that a move into $29 (the GP), even of a sandboxed $4, is
# rejected: $4 may be near the end of the segment, and $29 is trusted
# to be valid wherever control lands.
# expect: SFI-E-WRITES-DEDICATED
	.set	noreorder
	.text
f:	and	$16,$5,$4
	bis	$4,$7,$4
	bis	$4,$4,$29
