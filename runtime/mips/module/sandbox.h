/* The sandboxing sequences of hand-written MIPS module code (setjmp.S,
   closure-pool.S).  Such code must obey the same policy as plugin
   output, because the verifier checks it like everything else (the
   "ins" scheme, sfi/mips-abi.h):
     - every store, and every load (for -fsfi=protect, whose library
       these files are part of too), goes through $24 right after
       "ins $24,R,0,B" (the guard zones cover the displacements used);
     - every indirect jump goes through $15 right after "ins $15,R,0,B";
     - $sp is written only by "move $sp,$24" right after sandboxing $24;
     - $gp is never written.  */

#ifndef SFI_MODULE_SANDBOX_H
#define SFI_MODULE_SANDBOX_H

#include "sfi/mips-abi.h"

/* The sandboxing sequences: one-instruction guards, the plugin's default
   scheme, which the marker section declares (mips-abi.h).  The support
   library is also built for the benchmarks' unsandboxed baselines
   (-fsfi=none and -fsfi=regs, with SFI_UNSANDBOXED defined), where they
   are plain moves.  */
#ifdef SFI_UNSANDBOXED
#define SANDBOX_DATA(r)	move $24, r
#define SANDBOX_CODE(r)	move $15, r
#define SANDBOX_RA
#else
/* With -fsfi=match (SFI_MATCH) each guard of R from X is followed by its
   check, which traps if the guard changed the address (mips-abi.h).  */
#ifdef SFI_MATCH
#define MATCH(R, X)	; tne R, X, SFI_MIPS_TRAP_MATCH_CODE
#else
#define MATCH(R, X)
#endif
#define SANDBOX_DATA(r)	ins $24, r, 0, SFI_MIPS_SEG_BITS MATCH ($24, r)
/* A code address must also be a multiple of 4 (bit 0 of a jump target
   would switch to MIPS16): the guard clears the low two bits.  */
#define SANDBOX_CODE(r)	ins $15, r, 0, SFI_MIPS_SEG_BITS MATCH ($15, r); \
			ins $15, $0, 0, 2
/* $31 after a reload: code may return through it unguarded
   (mips-abi.h), so it is valid before the next branch.  */
#define SANDBOX_RA	SANDBOX_CODE ($31); move $31, $15
	.section SFI_MIPS_INS_SECTION,"",@progbits
	.previous
#endif

#endif /* SFI_MODULE_SANDBOX_H */
