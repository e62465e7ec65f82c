/* ISA-independent parts of the verifier's fast path (see
   mips/verify-mips.c): the states direct branches carry forward, the
   instructions already reported, and the two-thread driver.  Internal to
   the verifier; hosts use sfi-verify.h.  */

#ifndef SFI_SWEEP_H
#define SFI_SWEEP_H

#include <stddef.h>
#include <stdint.h>
#include "sfi-verify.h"

/* States that direct branches carry forward to instructions a sweep has
   not reached yet: a min-heap by instruction index.  Only states other
   than "all valid" are kept, and they are rare, so the heap stays tiny
   and a sweep touches no memory per instruction.  */
struct sfi_pending
{
  struct { uint32_t k; unsigned short st; } *e;
  size_t n, cap;
};

/* Add state ST for instruction K.  Return -1 if out of memory.  */
extern int sfi_pending_add (struct sfi_pending *p, size_t k, unsigned st);

/* Remove and return the union of the states kept for instruction K; the
   smallest index kept must not be below K.  */
extern unsigned sfi_pending_take (struct sfi_pending *p, size_t k);

/* Instruction indices already reported, in increasing order.  */
struct sfi_reported
{
  uint32_t *k;
  size_t n, cap;
};

/* Append K.  Return -1 if out of memory.  */
extern int sfi_note_reported (struct sfi_reported *r, size_t k);

/* One sweep over instructions [LO, HI): its inputs and what it found.
   The sweep assumes "all valid" enters at LO.  */
struct sfi_sweep
{
  const struct sfi_code *code;
  const struct sfi_verify_opts *opts;
  size_t lo, hi;
  void *dc;			/* The ISA's decode cache.  */
  struct sfi_reported done;	/* Instructions reported.  */
  int problems;			/* Count, or -1: out of memory.  */
  int go_on;			/* The sink's last answer.  */
  int fallback;			/* A backward branch carried a state.  */
  int cross;			/* A branch carried a state past HI.  */
  unsigned out;			/* The state after instruction HI-1.  */
};

/* Sweep CODE in two halves, one per thread, with SWEEP, if OPTS asks for
   it (SFI_VERIFY_THREADS) and the code is large.  NEW_CACHE returns a
   decode cache for one thread (freed with free), ALL_VALID is the ISA's
   "all valid" state.  Return 1 and set *PROBLEMS if the halves' results
   are exact (and reported in address order); return 0 if the caller must
   verify in one thread (nothing was reported then).  */
extern int sfi_verify_halves (const struct sfi_code *code,
			      const struct sfi_verify_opts *opts,
			      void (*sweep) (struct sfi_sweep *),
			      void *(*new_cache) (void), unsigned all_valid,
			      int *problems);

#endif /* SFI_SWEEP_H */
