# Test that "pref 30,0($4)" is rejected: hint 30 is PrepareForStore, which
# on a cache miss allocates the line and fills it with zeros (MIPS32
# Volume II, PREF: "The PrepareForStore function is unique in that it
# may modify the architecturally visible state"; implemented by the
# 24K, 34K, 74K and 1004K cores), and PREF never raises an address
# exception.  Through an unsandboxed base it is a 32-byte store of zeros
# anywhere in the host's writable memory, in any policy: the MIPS twin
# of Alpha's wh64, which alpha-insns.def leaves out for that reason.
# qemu treats every prefetch as a no-op, so the emulator-driven tests
# (sfi.model, sfi.soundness) cannot see it.
# The decode table allows only hints 0-1 and 4-7.
# expect: SFI-E-FORBIDDEN-INSN
	.section .sfi.protect,"",@progbits
	.section .sfi.ins,"",@progbits
	.previous
	.set	noreorder
	.set	mips32r2
	.text
f:	pref	30,0($4)
	ins	$15,$31,0,24
	ins	$15,$0,0,2
	jr	$15
	nop
