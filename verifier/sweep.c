/* ISA-independent parts of the verifier: problem codes and reports,
   the fast path's heap and two-thread driver, the full algorithm's work
   list and fixed point, the end-of-code rule, and the decode cache; see
   sweep.h and rules.h.  */

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "rules.h"

/* The stable names of the problem codes.  */
static const char *const sfi_problem_names[SFI_E_NCODES] = {
  [SFI_E_FORBIDDEN_INSN] = "SFI-E-FORBIDDEN-INSN",
  [SFI_E_WRITES_DEDICATED] = "SFI-E-WRITES-DEDICATED",
  [SFI_E_UNSANDBOXED_STORE] = "SFI-E-UNSANDBOXED-STORE",
  [SFI_E_SP_INVALID] = "SFI-E-SP-INVALID",
  [SFI_E_DATA_UNCHECKED] = "SFI-E-DATA-UNCHECKED",
  [SFI_E_UNSANDBOXED_JUMP] = "SFI-E-UNSANDBOXED-JUMP",
  [SFI_E_RA_INVALID] = "SFI-E-RA-INVALID",
  [SFI_E_LINK_OUTSIDE] = "SFI-E-LINK-OUTSIDE",
  [SFI_E_REGION_ACROSS_JUMP] = "SFI-E-REGION-ACROSS-JUMP",
  [SFI_E_CTI_IN_DELAY_SLOT] = "SFI-E-CTI-IN-DELAY-SLOT",
  [SFI_E_TRUNCATED] = "SFI-E-TRUNCATED",
  [SFI_E_BRANCH_TARGET] = "SFI-E-BRANCH-TARGET",
  [SFI_E_INS_WIDTH] = "SFI-E-INS-WIDTH",
  [SFI_E_FALLS_OFF_END] = "SFI-E-FALLS-OFF-END",
  [SFI_E_UNSANDBOXED_LOAD] = "SFI-E-UNSANDBOXED-LOAD",
  [SFI_E_UNCHECKED_GUARD] = "SFI-E-UNCHECKED-GUARD",
  [SFI_E_READS_HOST_STATE] = "SFI-E-READS-HOST-STATE",
};

/* Implement sfi_problem_name.  */

const char *
sfi_problem_name (enum sfi_problem_code c)
{
  return (unsigned) c < SFI_E_NCODES ? sfi_problem_names[c] : "SFI-E-?";
}

/* Implement sfi_report.  */

int
sfi_report (const struct sfi_verify_opts *opts, uint64_t addr, uint32_t w,
	    struct sfi_verdict v, const char *disasm)
{
  struct sfi_problem p;
  p.addr = addr;
  p.insn = w;
  p.id = (enum sfi_problem_code) v.code;
  p.code = sfi_problem_name (p.id);
  p.reason = v.reason;
  snprintf (p.disasm, sizeof p.disasm, "%s", disasm);
  return opts->sink ? opts->sink (opts->ctx, &p) : 0;
}

/* Implement sfi_pending_add.  */

int
sfi_pending_add (struct sfi_pending *p, size_t k, unsigned st)
{
  if (p->n == p->cap)
    {
      size_t cap = p->cap ? 2 * p->cap : 16;
      void *ne = realloc (p->e, cap * sizeof *p->e);
      if (!ne)
	return -1;
      p->e = ne;
      p->cap = cap;
    }
  size_t i = p->n++;
  while (i > 0 && p->e[(i - 1) / 2].k > k)
    {
      p->e[i] = p->e[(i - 1) / 2];
      i = (i - 1) / 2;
    }
  p->e[i].k = k;
  p->e[i].st = st;
  return 0;
}

/* Remove and return the union of the states kept for instruction K (the
   smallest index kept is never below K).  */

unsigned
sfi_pending_take (struct sfi_pending *p, size_t k)
{
  unsigned st = 0;
  while (p->n > 0 && p->e[0].k == k)
    {
      st |= p->e[0].st;
      /* Pop: move the last entry down from the root.  */
      size_t n = --p->n, i = 0;
      for (;;)
	{
	  size_t c = 2 * i + 1;
	  if (c >= n)
	    break;
	  if (c + 1 < n && p->e[c + 1].k < p->e[c].k)
	    c++;
	  if (p->e[n].k <= p->e[c].k)
	    break;
	  p->e[i] = p->e[c];
	  i = c;
	}
      p->e[i] = p->e[n];
    }
  return st;
}

/* Implement sfi_note_reported.  */

int
sfi_note_reported (struct sfi_reported *r, size_t k)
{
  if (r->n == r->cap)
    {
      size_t cap = r->cap ? 2 * r->cap : 64;
      uint32_t *nk = realloc (r->k, cap * sizeof *nk);
      if (!nk)
	return -1;
      r->k = nk;
      r->cap = cap;
    }
  r->k[r->n++] = k;
  return 0;
}

/* Implement sfi_work_init.  One block holds the stack and the bitmap.  */

int
sfi_work_init (struct sfi_work *w, size_t n)
{
  size_t stack = (n ? n : 1) * sizeof *w->stack, bits = n / 8 + 1;
  w->n = 0;
  w->stack = malloc (stack + bits);
  if (!w->stack)
    return -1;
  w->queued = (uint8_t *) w->stack + stack;
  memset (w->queued, 0, bits);
  return 0;
}

/* Implement sfi_work_free.  */

void
sfi_work_free (struct sfi_work *w)
{
  free (w->stack);
  w->stack = NULL;
  w->queued = NULL;
}

/* Disassemble the word W at ADDR into BUF with ISA.  */

static void
isa_disasm_word (const struct sfi_isa *isa, uint32_t w, uint64_t addr,
		 char *buf, size_t n)
{
  struct sfi_insn i;
  isa->decode (w, &i, 0, 0);
  isa->disasm (&i, addr, buf, n);
}

/* Rule: linked code cannot run off its end.  Whatever follows the
   verified code (the rest of the segment, unmapped memory, another
   domain's jump table) was never checked, so the last instruction must
   be one after which control never reaches the next address (ISA->stops).
   A relocatable object's sections are checked again once linked.
   Return the number of problems reported (0 or 1).  */

static int
sfi_check_end (const struct sfi_code *code, const struct sfi_verify_opts *opts,
	       const struct sfi_isa *isa)
{
  size_t n = code->size / 4;
  if (code->relocatable || n == 0)
    return 0;
  uint64_t addr = code->vaddr + 4 * (n - 1);
  uint32_t w = sfi_code_word (code, n - 1);
  if (isa->stops (w, n > 1 ? sfi_code_word (code, n - 2) : 0))
    return 0;
  char disasm[64];
  isa_disasm_word (isa, w, addr, disasm, sizeof disasm);
  sfi_report (opts, addr, w,
	      SFI_BAD (SFI_E_FALLS_OFF_END,
		       "control can run on past the end of the verified code"
		       " (the last instruction must be a trap or an"
		       " unconditional jump)"), disasm);
  return 1;
}

/* Rule, in code of the match policy: every guard of a sandboxed
   register is followed by its check, which traps when the guard changed
   the address (sfi/<isa>-abi.h; ISA->unchecked_guard).  Not a safety
   rule: the guards keep every access in, checked or not.  It keeps code
   of other policies (a sandbox object, hand-written assembly without
   checks) out of a module that promises to stop at a wild access.
   Return the number of problems reported.  */

static int
sfi_check_match (const struct sfi_code *code,
		 const struct sfi_verify_opts *opts, const struct sfi_isa *isa)
{
  int problems = 0;
  if (!code->match)
    return 0;
  for (size_t k = 0; k < code->size / 4; k++)
    {
      const char *why = isa->unchecked_guard (code, k);
      if (why == NULL)
	continue;
      uint64_t addr = code->vaddr + 4 * k;
      uint32_t w = sfi_code_word (code, k);
      char disasm[64];
      isa_disasm_word (isa, w, addr, disasm, sizeof disasm);
      problems++;
      if (!sfi_report (opts, addr, w, SFI_BAD (SFI_E_UNCHECKED_GUARD, why),
		       disasm))
	break;
    }
  return problems;
}

/* Implement sfi_full_trace.  */

void
sfi_full_trace (const struct sfi_full *f)
{
  if (!getenv ("SFI_VERIFY_TRACE"))
    return;
  const struct sfi_code *code = f->code;
  for (size_t k = 0; k < f->n; k++)
    {
      char d[64];
      isa_disasm_word (f->isa, sfi_code_word (code, k), code->vaddr + 4 * k,
		       d, sizeof d);
      fprintf (stderr, "%8llx  state=0x%06x  %s\n",
	       (unsigned long long) (code->vaddr + 4 * k), (unsigned) f->in[k], d);
    }
}

/* The full algorithm (sweep.h: sfi_full_run) with ISA on CODE, decoding
   through CACHE.  Every instruction starts from "all valid" (an indirect
   jump can reach it).  Instructions listed in DONE were already reported
   by the sweep and are not reported again.  Return the number of
   problems reported, or -1 if out of memory.  */

static int
sfi_verify_full (const struct sfi_code *code,
		 const struct sfi_verify_opts *opts, const struct sfi_isa *isa,
		 void *cache, const struct sfi_reported *done)
{
  size_t n = code->size / 4;
  sfi_state_t *in = malloc ((n ? n : 1) * sizeof *in);
  struct sfi_work w = { NULL, 0, NULL };
  if (!in || sfi_work_init (&w, n) != 0)
    {
      free (in);
      return -1;
    }
  struct sfi_full f = { isa, code, cache, in, n };
  for (size_t k = 0; k < n; k++)
    in[k] = isa->all_valid;
  int problems = isa->full (&f, &w, done, opts);
  sfi_work_free (&w);
  free (in);
  return problems;
}

/* The caller's sink, and its last answer (whether to go on).  */
struct sink_wrap
{
  const struct sfi_verify_opts *opts;
  int go_on;
};

static int
sink_wrap_report (void *ctx, const struct sfi_problem *p)
{
  struct sink_wrap *w = ctx;
  w->go_on = w->opts->sink ? w->opts->sink (w->opts->ctx, p) : 0;
  return w->go_on;
}

/* Problems kept by a sweep that runs in a thread, to be reported in
   address order once both halves are known to be exact.  */
struct sweep_pbuf
{
  struct sfi_problem *p;
  size_t n, cap;
  int stop_at_first;		/* The caller gave no sink.  */
};

/* A sfi_problem_sink that keeps P in the sweep_pbuf CTX.  */

static int
sweep_keep_problem (void *ctx, const struct sfi_problem *p)
{
  struct sweep_pbuf *b = ctx;
  if (b->n == b->cap)
    {
      size_t cap = b->cap ? 2 * b->cap : 16;
      struct sfi_problem *np = realloc (b->p, cap * sizeof *np);
      if (!np)
	return 0;
      b->p = np;
      b->cap = cap;
    }
  b->p[b->n++] = *p;
  return !b->stop_at_first;
}

/* What a thread runs: the ISA's sweep over one half.  */
struct sweep_job
{
  void (*sweep) (struct sfi_sweep *);
  struct sfi_sweep *s;
};

static void *
sweep_thread (void *arg)
{
  struct sweep_job *j = arg;
  j->sweep (j->s);
  return NULL;
}

/* Code at least this large (in instructions) is split between two
   threads when the caller asks for it.  */
#define THREAD_MIN ((size_t) 1 << 18)

/* Sweep CODE in two halves, one per thread, with ISA's sweep, if OPTS
   asks for it (SFI_VERIFY_THREADS) and the code is large.  Return 1 and
   set *PROBLEMS if the halves' results are exact (and reported in address
   order); return 0 if the caller must verify in one thread (nothing was
   reported then).  */

static int
sfi_verify_halves (const struct sfi_code *code,
		   const struct sfi_verify_opts *opts,
		   const struct sfi_isa *isa, int *problems)
{
  size_t n = code->size / 4;
  if (!(opts->flags & SFI_VERIFY_THREADS) || n < THREAD_MIN)
    return 0;
  /* OPTS->sink is sfi_verify_isa's wrapper; without a sink of the
     caller's, stop at the first problem.  */
  const struct sink_wrap *caller = opts->ctx;
  int first_only = !caller->opts->sink;
  struct sweep_pbuf buf[2] = { { NULL, 0, 0, first_only },
			      { NULL, 0, 0, first_only } };
  struct sfi_verify_opts kept[2] = { *opts, *opts };
  struct sfi_sweep s[2];
  memset (s, 0, sizeof s);
  for (int h = 0; h < 2; h++)
    {
      kept[h].sink = sweep_keep_problem;
      kept[h].ctx = &buf[h];
      s[h].code = code;
      s[h].opts = &kept[h];
      s[h].lo = h ? n / 2 : 0;
      s[h].hi = h ? n : n / 2;
      s[h].dc = sfi_dcache_new (code, isa->decode);
    }
  int exact = 0;
  pthread_t t;
  struct sweep_job job = { isa->sweep, &s[1] };
  if (s[0].dc && s[1].dc
      && pthread_create (&t, NULL, sweep_thread, &job) == 0)
    {
      isa->sweep (&s[0]);
      pthread_join (t, NULL);
      /* The second half assumed "all valid" at its start.  */
      exact = (s[0].problems >= 0 && s[1].problems >= 0
	       && !s[0].fallback && !s[1].fallback
	       && (!s[0].go_on
		   || (!s[0].cross && s[0].out == isa->all_valid)));
    }
  if (exact)
    {
      int go_on = 1;
      *problems = 0;
      for (int h = 0; h < 2 && go_on; h++)
	{
	  for (size_t i = 0; i < buf[h].n && go_on; i++)
	    {
	      ++*problems;
	      go_on = opts->sink ? opts->sink (opts->ctx, &buf[h].p[i]) : 0;
	    }
	  /* The first half stopped at a problem: the second does not
	     matter.  */
	  if (!s[h].go_on)
	    break;
	}
    }
  for (int h = 0; h < 2; h++)
    {
      free (buf[h].p);
      free (s[h].done.k);
      free (s[h].dc);
    }
  return exact;
}


/* Implement sfi_verify_isa.  */

int
sfi_verify_isa (const struct sfi_code *code,
		const struct sfi_verify_opts *caller_opts,
		const struct sfi_isa *isa)
{
  pthread_once (isa->once, isa->init);
  if (code->size % 4 != 0 || code->size / 4 > (size_t) 1 << 28)
    return -1;
  /* The rules read the policy from the code (sfi_code.protect, .match);
     the caller's mode may ask for one on code without its marker.  */
  struct sfi_code policy_code;
  if ((caller_opts->mode == SFI_VERIFY_PROTECT && !code->protect)
      || (caller_opts->mode == SFI_VERIFY_MATCH && !code->match))
    {
      policy_code = *code;
      policy_code.protect |= caller_opts->mode == SFI_VERIFY_PROTECT;
      policy_code.match |= caller_opts->mode == SFI_VERIFY_MATCH;
      code = &policy_code;
    }
  /* Every report goes through WRAP, so the end rule (checked last, to
     keep reports in address order) knows whether the caller still wants
     more.  */
  struct sink_wrap wrap = { caller_opts, 1 };
  struct sfi_verify_opts wrapped = *caller_opts;
  wrapped.sink = sink_wrap_report;
  wrapped.ctx = &wrap;
  const struct sfi_verify_opts *opts = &wrapped;

  int problems;
  if (!(opts->flags & SFI_VERIFY_FULL)
      && sfi_verify_halves (code, opts, isa, &problems))
    {
      if (problems >= 0 && wrap.go_on)
	problems += sfi_check_end (code, opts, isa);
      if (problems >= 0 && wrap.go_on)
	problems += sfi_check_match (code, opts, isa);
      return problems;
    }

  struct sfi_sweep s;
  memset (&s, 0, sizeof s);
  s.code = code;
  s.opts = opts;
  s.hi = code->size / 4;
  s.dc = sfi_dcache_new (code, isa->decode);
  if (!s.dc)
    return -1;
  s.fallback = 1;
  s.go_on = 1;
  if (!(opts->flags & SFI_VERIFY_FULL))
    isa->sweep (&s);
  problems = s.problems;
  if (problems >= 0 && s.go_on && s.fallback)
    {
      int more = sfi_verify_full (code, opts, isa, s.dc, &s.done);
      problems = more < 0 ? -1 : problems + more;
    }
  if (problems >= 0 && wrap.go_on)
    problems += sfi_check_end (code, opts, isa);
  if (problems >= 0 && wrap.go_on)
    problems += sfi_check_match (code, opts, isa);
  free (s.done.k);
  free (s.dc);
  return problems;
}

/* Implement sfi_dcache_new.  Every entry starts as the decoded form of
   one word, so an entry is always right for the word it holds and no
   "empty" mark is needed.  */

void *
sfi_dcache_new (const struct sfi_code *code, sfi_decode_fn *decode)
{
  struct sfi_dcache *dc = malloc (sizeof *dc);
  if (!dc)
    return NULL;
  dc->ins_scheme = code->ins_scheme;
  dc->ra_valid = code->ra_valid;
  decode (0, &dc->e[0], dc->ins_scheme, dc->ra_valid);
  for (size_t e = 1; e < (1u << SFI_DCACHE_BITS); e++)
    dc->e[e] = dc->e[0];
  return dc;
}
