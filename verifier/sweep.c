/* ISA-independent parts of the verifier's fast path; see sweep.h.  */

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include "sweep.h"

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
  struct sfi_problem p;
  memset (&p, 0, sizeof p);
  p.addr = code->vaddr + 4 * (n - 1);
  p.insn = sfi_code_word (code, n - 1);
  if (isa->stops (p.insn))
    return 0;
  p.code = "SFI-E-FALLS-OFF-END";
  p.reason = "control can run on past the end of the verified code (the"
	     " last instruction must be a trap or an unconditional jump)";
  isa->disasm (p.insn, p.addr, p.disasm, sizeof p.disasm);
  opts->sink (opts->ctx, &p);
  return 1;
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
      s[h].dc = isa->new_cache (code);
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
  if (code->size % 4 != 0 || code->size / 4 > (size_t) 1 << 28)
    return -1;
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
      return problems;
    }

  struct sfi_sweep s;
  memset (&s, 0, sizeof s);
  s.code = code;
  s.opts = opts;
  s.hi = code->size / 4;
  s.dc = isa->new_cache (code);
  if (!s.dc)
    return -1;
  s.fallback = 1;
  s.go_on = 1;
  if (!(opts->flags & SFI_VERIFY_FULL))
    isa->sweep (&s);
  problems = s.problems;
  if (problems >= 0 && s.go_on && s.fallback)
    {
      int more = isa->full (code, opts, s.dc, &s.done);
      problems = more < 0 ? -1 : problems + more;
    }
  if (problems >= 0 && wrap.go_on)
    problems += sfi_check_end (code, opts, isa);
  free (s.done.k);
  free (s.dc);
  return problems;
}
