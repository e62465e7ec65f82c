/* The sandboxing sequences of hand-written Alpha module code (setjmp.S,
   closure-pool.S), which obeys the policy the verifier checks
   (include/sfi/alpha-abi.h): stores (and, in protect code, loads) go
   through $4 right after "and R,$5,$4; bis $4,$7,$4"; an indirect jump
   goes through $8 right after "and R,$5,$8; bis $8,$6,$8"; $sp and the
   frame pointer $15 are written only by a move from a sandboxed $4; $29
   is never written.  */

#ifndef SFI_MODULE_SANDBOX_H
#define SFI_MODULE_SANDBOX_H

#include "sfi/alpha-abi.h"

/* The sandboxing sequences.  The support library is also built for the
   benchmarks' unsandboxed baselines (-fsfi=none and -fsfi=regs, with
   SFI_UNSANDBOXED defined), where they are plain moves.  */
#ifdef SFI_UNSANDBOXED
#define SANDBOX_DATA(r)	bis r, r, $4
#define SANDBOX_CODE(r)	bis r, r, $8
#define SANDBOX_RA
#else
/* With -fsfi=match (SFI_MATCH) each guard of R from X is followed by its
   check, which traps if the guard changed the address (alpha-abi.h); a
   guard in place checks against a copy in $28.  */
#ifdef SFI_MATCH
#define MATCH(R, X)	; subq R, X, $28; beq $28, 7f; \
			call_pal SFI_ALPHA_PAL_BUGCHK; 7:
#define COPY(X)		bis X, X, $28;
#else
#define MATCH(R, X)
#define COPY(X)
#endif
#define SANDBOX_DATA(r)	and r, $5, $4; bis $4, $7, $4 MATCH ($4, r)
#define SANDBOX_CODE(r)	and r, $5, $8; bis $8, $6, $8 MATCH ($8, r)
/* $26 in place: code may return through it unguarded (alpha-abi.h).  */
#define SANDBOX_RA	COPY ($26) and $26, $5, $26; bis $26, $6, $26 \
			MATCH ($26, $28)
#endif

#endif /* SFI_MODULE_SANDBOX_H */
