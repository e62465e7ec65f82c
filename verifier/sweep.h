/* ISA-independent parts of the verifier's fast path (see
   mips/verify-mips.c): the states direct branches carry forward, the
   instructions already reported, and the two-thread driver.  Internal to
   the verifier; hosts use sfi-verify.h.  */

#ifndef SFI_SWEEP_H
#define SFI_SWEEP_H

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include "sfi-verify.h"

/* The state of the tracked registers before an instruction: each
   register's set of possible states in a few bits (rules.h, and each
   ISA's layout).  32 bits: Alpha uses 23 (its load registers too).  */
typedef uint32_t sfi_state_t;

/* States that direct branches carry forward to instructions a sweep has
   not reached yet: a min-heap by instruction index.  Only states other
   than "all valid" are kept, and they are rare, so the heap stays tiny
   and a sweep touches no memory per instruction.  */
struct sfi_pending
{
  struct { uint32_t k; sfi_state_t st; } *e;
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

/* The full algorithm's work list: instructions whose state grew since
   they were last visited.  Each instruction is on it at most once, and
   its state (a set of at most 16 possibilities per register) can grow
   only a bounded number of times, so a fixed point costs a small
   constant number of visits per instruction whatever the code's shape:
   verification is linear in the code's size.  */
struct sfi_work
{
  uint32_t *stack;		/* Queued instructions.  */
  size_t n;
  uint8_t *queued;		/* One bit per instruction.  */
};

/* Make W empty, for code of N instructions.  Return -1 if out of
   memory.  */
extern int sfi_work_init (struct sfi_work *w, size_t n);
extern void sfi_work_free (struct sfi_work *w);

/* Queue instruction K unless it is queued already.  */
static inline void
sfi_work_push (struct sfi_work *w, size_t k)
{
  uint8_t bit = (uint8_t) (1u << (k & 7));
  if (w->queued[k >> 3] & bit)
    return;
  w->queued[k >> 3] |= bit;
  w->stack[w->n++] = (uint32_t) k;
}

/* Unqueue and return an instruction; W must not be empty.  */
static inline size_t
sfi_work_pop (struct sfi_work *w)
{
  size_t k = w->stack[--w->n];
  w->queued[k >> 3] &= (uint8_t) ~(1u << (k & 7));
  return k;
}

/* Add state OUT to IN[K], the state before instruction K; queue K on W
   if that state grew and K is at most LIMIT (a forward sweep in progress
   reaches the others by itself).  */
static inline void
sfi_flow_to (sfi_state_t *in, size_t k, unsigned out, struct sfi_work *w,
	     size_t limit)
{
  if ((in[k] | out) == in[k])
    return;
  in[k] |= out;
  if (k <= limit)
    sfi_work_push (w, k);
}

/* A sweep's start: nothing found yet.  */

static inline void
sfi_sweep_start (struct sfi_sweep *s)
{
  s->problems = 0;
  s->go_on = 1;
  s->fallback = 0;
  s->cross = 0;
}

/* In sweep S, instruction K (entered with state IN, left with OUT) also
   passes OUT to the instruction at address T (SFI_NO_TARGET: none known;
   outside the code: nothing to carry).  A later one gets it through
   PENDING; one at or past S->hi makes the split inexact (S->cross); an
   earlier one, or K itself with a state that grows, needs the full
   algorithm (S->fallback).  Return nonzero if the sweep must stop.  */

static inline int
sfi_sweep_edge (struct sfi_sweep *s, struct sfi_pending *pending, size_t k,
		unsigned in, unsigned out, uint64_t t)
{
  const struct sfi_code *code = s->code;
  if (t < code->vaddr || t >= code->vaddr + code->size)
    return 0;
  size_t tk = (t - code->vaddr) / 4;
  if (tk >= s->hi)
    s->cross = 1;
  else if (tk > k)
    {
      if (sfi_pending_add (pending, tk, out) != 0)
	{
	  s->problems = -1;
	  return 1;
	}
    }
  else if ((in | out) != in || tk < k)
    {
      s->fallback = 1;
      return 1;
    }
  return 0;
}

/* In sweep S, instruction K was reported: count it, and keep it from
   being reported again by the full algorithm.  Return nonzero if the
   sweep must stop (the sink said so, or out of memory).  */

static inline int
sfi_sweep_reported (struct sfi_sweep *s, size_t k)
{
  s->problems++;
  if (sfi_note_reported (&s->done, k) != 0)
    s->problems = -1;
  return !s->go_on || s->problems < 0;
}

/* Read instruction K (a 32-bit word) of CODE in its byte order.  */
static inline uint32_t
sfi_code_word (const struct sfi_code *code, size_t k)
{
  const uint8_t *b = code->bytes + 4 * k;
  return code->big_endian
    ? (uint32_t) b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3]
    : (uint32_t) b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0];
}

/* What a rule answers: no problem (code < 0), or a problem's code and
   one sentence saying why.  */
struct sfi_verdict
{
  int code;			/* enum sfi_problem_code, or -1.  */
  const char *reason;
};

#define SFI_OK ((struct sfi_verdict) { -1, NULL })
#define SFI_BAD(C, R) ((struct sfi_verdict) { (C), (R) })

/* Report problem V at instruction INSN (its encoding W, disassembled
   DISASM) at ADDR to OPTS's sink; return the sink's answer, nonzero to
   go on (0 without a sink: stop at the first problem).  */
extern int sfi_report (const struct sfi_verify_opts *opts, uint64_t addr,
		       uint32_t w, struct sfi_verdict v, const char *disasm);

/* What the full algorithm sees of the code: the instructions (decoded
   on demand through the ISA's cache, which costs less than keeping a
   decoded copy of large code) and the state before each.  */
struct sfi_full
{
  const struct sfi_isa *isa;
  const struct sfi_code *code;
  void *cache;			/* The ISA's decode cache.  */
  sfi_state_t *in;
  size_t n;
};

/* In the full algorithm's visit of F, add state OUT to the instruction
   at address T, if it is in the code (sfi_flow_to: W, LIMIT).  */

static inline void
sfi_full_edge (const struct sfi_full *f, uint64_t t, unsigned out,
	       struct sfi_work *w, size_t limit)
{
  const struct sfi_code *code = f->code;
  if (t >= code->vaddr && t < code->vaddr + code->size)
    sfi_flow_to (f->in, (t - code->vaddr) / 4, out, w, limit);
}

/* The full algorithm, written once and instantiated by each ISA with its
   own VISIT and CHECK (constants, so that they are called directly, or
   inlined, in each instantiation: calls through pointers for every
   instruction cost more than the visits themselves).

   VISIT (F, K, W, LIMIT) visits instruction K: it adds the state after
   K to its successors' states, queues on W those at or before LIMIT
   whose state grew, except the next instruction, and returns nonzero
   if that one's grew.  CHECK (F, K, OPTS, GO_ON) applies the rules to
   instruction K and reports the first problem: it returns 1 if there
   was one, and sets *GO_ON to the sink's answer.  */

typedef int sfi_visit_fn (const struct sfi_full *f, size_t k,
			  struct sfi_work *w, size_t limit);
typedef int sfi_check_fn (const struct sfi_full *f, size_t k,
			  const struct sfi_verify_opts *opts, int *go_on);

/* Print F's states if the environment asks for it (SFI_VERIFY_TRACE).  */
extern void sfi_full_trace (const struct sfi_full *f);

/* Bring the states of F to their fixed point, with work list W; then
   check every instruction but those in DONE (already reported by the
   sweep).  One forward pass, fused with decoding, handles straight-line
   code and forward edges; the work list then finishes the states that
   backward edges grew (rare: loops seldom carry a half-done guard), each
   instruction revisited only when its state grows.  Return the number
   of problems reported.  */

static inline __attribute__ ((always_inline)) int
sfi_full_run (const struct sfi_full *f, struct sfi_work *w,
	      const struct sfi_reported *done,
	      const struct sfi_verify_opts *opts, sfi_visit_fn *visit,
	      sfi_check_fn *check)
{
  for (size_t k = 0; k < f->n; k++)
    visit (f, k, w, k);
  while (w->n)
    for (size_t k = sfi_work_pop (w); visit (f, k, w, SIZE_MAX) && ++k < f->n;)
      ;
  sfi_full_trace (f);

  int problems = 0, go_on = 1;
  size_t d = 0;
  for (size_t k = 0; k < f->n && go_on; k++)
    {
      while (d < done->n && done->k[d] < k)
	d++;
      if (d < done->n && done->k[d] == k)
	continue;
      problems += check (f, k, opts, &go_on);
    }
  return problems;
}

struct sfi_insn;

/* What an ISA's checker provides to the common driver.  */
struct sfi_isa
{
  /* The ISA's tables, built once before first use (hosts may load their
     first modules from several threads at once).  */
  pthread_once_t *once;
  void (*init) (void);
  /* The fast path over [S->lo, S->hi); see struct sfi_sweep.  */
  void (*sweep) (struct sfi_sweep *s);
  /* Decode W into *I for code with the given markers (rules.h:
     sfi_decode_fn): what the decode cache holds.  */
  void (*decode) (uint32_t w, struct sfi_insn *i, int ins_scheme,
		  int ra_valid);
  /* The ISA's "all valid" state.  */
  unsigned all_valid;
  /* The full algorithm: sfi_full_run with the ISA's visit and check.  */
  int (*full) (const struct sfi_full *f, struct sfi_work *w,
	       const struct sfi_reported *done,
	       const struct sfi_verify_opts *opts);
  /* Nonzero if no path of CODE's instructions reaches the address past
     the last one (LAST and BEFORE are its last two words; BEFORE is 0
     when there is one): the last instruction must be an unconditional
     trap or (without delay slots) an unconditional transfer that does
     not link, and nothing may skip it.  Linked code must end this way,
     so that no path runs off the end of the verified code into whatever
     follows it (sfi_verify_isa).  */
  int (*stops) (uint32_t last, uint32_t before);
  /* Disassemble I at ADDR into BUF (for reports).  */
  void (*disasm) (const struct sfi_insn *i, uint64_t addr, char *buf,
		  size_t n);
  /* In code of the match policy: NULL if instruction K of CODE is not a
     guard of a sandboxed register, or is one that its check follows;
     else why not (sfi_check_match).  */
  const char *(*unchecked_guard) (const struct sfi_code *code, size_t k);
};

/* Verify CODE with ISA: the sweep (in two threads if OPTS asks for it
   with SFI_VERIFY_THREADS and the code is large), and the full algorithm
   when the sweep cannot conclude (or always, with SFI_VERIFY_FULL).
   Implements sfi_verify_<isa>.  */
extern int sfi_verify_isa (const struct sfi_code *code,
			   const struct sfi_verify_opts *opts,
			   const struct sfi_isa *isa);

#endif /* SFI_SWEEP_H */
