/* Faults and time limits of module code.

   The paper (section 4) catches addressing errors of a fault domain with
   the UNIX signal facility and terminates the outstanding call.  So does
   this file.  The handler finds the domain from the faulting pc (only
   module code segments count), records one line naming the signal, the
   module-relative pc with its function symbol and the faulting address,
   and makes the signal return into the exit trampoline of the innermost
   call, which restores the host's registers: the call returns zero and
   reports the signal (sfi_domain_callv, sfi_domain_take_fault).  A
   program run (sfi_domain_run) ends with status 128 + signal instead.
   Signals the runtime does not own go to the handlers the host had
   installed before it, or get their default action.  Handlers run on an
   alternate stack because the module's $sp may point anywhere (even
   into a guard zone, which is often why it faulted).  Two timers end
   runaway modules the same way: a periodic CPU-time tick (SIGPROF: user
   and system time, so that a module's host calls count) for per-call
   budgets, and the loader's wall-clock limit (SIGALRM) for
   whole runs.  */

#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <ucontext.h>
#include <unistd.h>
#include "sfi-priv.h"

/* Signals that mean "the running code did something wrong".  */
static const int fault_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE,
				     SIGTRAP };

/* Size of the alternate signal stack; the handlers format one line.  */
#define ALTSTACK_SIZE (64 * 1024)

/* Return the name of signal SIG for messages.  */
static const char *
signal_name (int sig)
{
  switch (sig)
    {
    case SIGSEGV: return "SIGSEGV";
    case SIGBUS: return "SIGBUS";
    case SIGILL: return "SIGILL";
    case SIGFPE: return "SIGFPE";
    case SIGTRAP: return "SIGTRAP";
    case SIGALRM: return "SIGALRM";
    default: return "signal";
    }
}

/* Write a formatted line to stderr with a single write, usable from a
   signal handler in practice (vsnprintf of integers and strings).  */
static void
say (const char *fmt, ...)
{
  char buf[512];
  va_list ap;
  int n;
  va_start (ap, fmt);
  n = vsnprintf (buf, sizeof buf, fmt, ap);
  va_end (ap);
  if (n > (int) sizeof buf - 1)
    n = sizeof buf - 1;
  if (n > 0)
    write (2, buf, n);
}

/* End the run with STATUS, after the canary check of --test-canary.  */
void
sfi_finish (int status)
{
  if (sfi_canary_enabled && sfi_canary_check () != 0)
    _exit (99);
  _exit (status);
}

/* Handlers the host had installed before the runtime, which get every
   signal that is not a fault of module code.  */
static struct sigaction old_actions[NSIG];

/* Pass signal SIG, which is not the runtime's business, to the host's own
   handler, or give it the default action.  Returning re-executes a
   faulting instruction, which faults again, but not every signal comes
   back that way: Alpha's arithmetic traps report the pc after the
   instruction, and SIGALRM does not recur; so the default action gets
   the signal raised again (pending until the handler returns), as if
   the runtime had never caught it.  An ignored one is not: a faulting
   instruction faults again with the default action, as the kernel
   would have it.  */
static void
pass_on (int sig, siginfo_t *si, void *ucv)
{
  struct sigaction *old = &old_actions[sig];
  int handled = (old->sa_flags & SA_SIGINFO)
		? old->sa_sigaction != NULL
		: old->sa_handler != SIG_DFL && old->sa_handler != SIG_IGN;
  if (handled)
    {
      /* The host's handler is host code: if the signal interrupted
	 module code, it runs with the host's FP control register, as
	 the innermost call's entry saved it, not the module's (X2).  */
      struct sfi_domain *in = sfi_domain_of_pc (sfi_arch_signal_pc (ucv));
      uintptr_t module_fpc = 0;
      if (in)
	{
	  module_fpc = sfi_arch_fpc_read ();
	  sfi_arch_fpc_write (sfi_host_fpc (&in->ctx));
	}
      if (old->sa_flags & SA_SIGINFO)
	old->sa_sigaction (sig, si, ucv);
      else
	old->sa_handler (sig);
      if (in)
	sfi_arch_fpc_write (module_fpc);
      return;
    }
  int ignored = !(old->sa_flags & SA_SIGINFO) && old->sa_handler == SIG_IGN;
  signal (sig, SIG_DFL);
  if (!ignored)
    raise (sig);
}

/* Record fault SIG of D, which MSG describes, as the end of its
   innermost call or run.  */
static void
record_fault (struct sfi_domain *d, int sig, const char *msg)
{
  d->out.fault_sig = sig;
  d->out.pending_fault = sig;
  d->out.faults++;
  sfi_domain_failf (d, "%s", msg);
}

/* Implement sfi_outcome_begin (sfi-priv.h).  */
void
sfi_outcome_begin (struct sfi_domain *d, struct sfi_ending *outer)
{
  if (outer)
    sfi_outcome_save (d, outer);
  d->out.fault_sig = 0;
  d->out.exited = 0;
  sfi_domain_clear_error (d);
}

/* Implement sfi_outcome_end (sfi-priv.h).  */
void
sfi_outcome_end (struct sfi_domain *d, const struct sfi_ending *outer,
		 struct sfi_ending *now)
{
  if (now)
    {
      now->fault_sig = d->out.fault_sig;
      now->exited = d->out.exited;
      if (now->fault_sig)
	d->out.pending_fault = 0;
    }
  sfi_outcome_restore (d, outer);
}

/* Implement sfi_outcome_reset (sfi-priv.h).  */
void
sfi_outcome_reset (struct sfi_domain *d)
{
  d->out.fault_sig = d->out.pending_fault = d->out.exited = 0;
  sfi_domain_clear_error (d);
}

/* Implement sfi_outcome_exit (sfi-priv.h).  */
void
sfi_outcome_exit (struct sfi_domain *d, int status)
{
  d->out.exited = 1;
  d->out.exit_status = status;
}

/* Implement sfi_outcome_refused (sfi-priv.h).  */
void
sfi_outcome_refused (struct sfi_domain *d)
{
  d->out.pending_fault = -1;
}

/* Implement sfi_domain_take_fault as described in sfi.h.  */
int
sfi_domain_take_fault (struct sfi_domain *d)
{
  int sig = d->out.pending_fault;
  d->out.pending_fault = 0;
  return sig;
}

/* Implement sfi_fault_end_call (sfi-priv.h): as end_interrupted below,
   from C on the host stack instead of a signal context.  */
void
sfi_fault_end_call (struct sfi_domain *d, int sig, const char *msg)
{
  record_fault (d, sig, msg);
  sfi_budget_host_abandon (d);
  if ((d->ctx.host_sp & SFI_FRAME_TAG_MASK) == SFI_FRAME_RUN)
    sfi_arch_leave (&d->ctx, 128 + sig);
  sfi_end_call (d);
}

/* End the call or run of D that signal SIG interrupted at context UC,
   after a fault that MSG describes: record it, then make the handler
   return into the exit trampoline of the innermost call (as if the
   function had returned zero), or into sfi_arch_leave for a program
   run.  Returning from the handler restores the signal mask.  */
static void
end_interrupted (struct sfi_domain *d, int sig, const char *msg,
		 ucontext_t *uc)
{
  uintptr_t tagged = d->ctx.host_sp;
  record_fault (d, sig, msg);
  if ((tagged & SFI_FRAME_TAG_MASK) == SFI_FRAME_RUN)
    {
      sfi_arch_signal_leave (uc, &d->ctx, 128 + sig);
      return;
    }
  /* The context's domain stack pointer needs no repair: only the common
     path of host calls changes it, and no host call of this call is
     under way while its module code runs.  */
  sfi_arch_signal_exit (uc, d,
			d->tramps.exit_tramp[tagged & SFI_FRAME_TAG_MASK]);
}

/* Write into BUF (of SIZE bytes) where PC of D's code lies, for the
   reports: "<jump table>+0xOFF", "FUNCTION+0xOFF", or "?".  */
static void
describe_where (const struct sfi_domain *d, uintptr_t pc, char *buf,
		size_t size)
{
  unsigned long off = pc - d->lay.code_base;
  const struct sfi_symbol *s;
  if (off < SFI_JT_SIZE)
    snprintf (buf, size, "<jump table>+0x%lx", off);
  else if ((s = sfi_symbol_lookup (d, pc)) != NULL)
    snprintf (buf, size, "%s+0x%lx", s->name, (unsigned long) (pc - s->addr));
  else
    snprintf (buf, size, "?");
}

/* Implement sfi_fault_describe (sfi-priv.h).  */
void
sfi_fault_describe (const struct sfi_domain *d, int sig, uintptr_t pc,
		    uintptr_t addr, char *msg, size_t size)
{
  char where[128];
  describe_where (d, pc, where, sizeof where);
  snprintf (msg, size, "sfi: fault %s at pc 0x%lx (%s) address 0x%lx%s",
	    signal_name (sig), (unsigned long) (pc - d->lay.code_base), where,
	    (unsigned long) addr,
	    addr >= sfi_gap_lo (d) && addr < sfi_gap_hi (d)
	    ? ": stack overflow" : "");
}

/* Describe in MSG (of SIZE bytes) the segment violation F of D that a
   check of the match policy stopped: "sfi: segment violation at pc
   OFFSET (FUNCTION+OFF): store to ADDR outside the data segment".  */
static void
describe_match (const struct sfi_domain *d, const struct sfi_match_fault *f,
		char *msg, size_t size)
{
  static const char *const what[] = {
    [SFI_MATCH_STORE] = "store to", [SFI_MATCH_LOAD] = "load from",
    [SFI_MATCH_JUMP] = "jump to", [SFI_MATCH_DATA] = "data address",
    [SFI_MATCH_CODE] = "jump to"
  };
  int code = f->kind == SFI_MATCH_JUMP || f->kind == SFI_MATCH_CODE;
  char where[128];
  describe_where (d, f->pc, where, sizeof where);
  snprintf (msg, size, "sfi: segment violation at pc 0x%lx (%s): %s 0x%lx"
	    " outside the %s segment", (unsigned long) (f->pc
							- d->lay.code_base),
	    where, what[f->kind], (unsigned long) f->addr,
	    code ? "code" : "data");
}

/* Handle fault signal SIG with details SI at context UCV: a fault of
   module code ends its call; anything else belongs to the host.  */
static void
fault_handler (int sig, siginfo_t *si, void *ucv)
{
  ucontext_t *uc = ucv;
  uintptr_t pc = sfi_arch_signal_pc (uc);
  uintptr_t addr = (uintptr_t) si->si_addr;
  struct sfi_domain *d = sfi_domain_of_pc (pc);
  char msg[200];

#if SFI_ARCH_TRAP_PC_AFTER
  /* A trap instruction reports the address after it, so the last word
     of a full code segment traps "at" the segment's end.  */
  if (d == NULL && (sig == SIGTRAP || sig == SIGFPE))
    d = sfi_domain_of_pc (pc - 4);
#endif

  struct sfi_match_fault mf;
  if (d != NULL && sig == SIGTRAP && d->img.mode == SFI_MODE_MATCH
      && sfi_arch_match_fault (d, uc, pc, &mf))
    {
      describe_match (d, &mf, msg, sizeof msg);
      end_interrupted (d, sig, msg, uc);
      return;
    }
  if (d != NULL)
    {
      sfi_fault_describe (d, sig, pc, addr, msg, sizeof msg);
      end_interrupted (d, sig, msg, uc);
      return;
    }
  if (old_actions[sig].sa_handler == SIG_DFL
      || old_actions[sig].sa_handler == SIG_IGN)
    say ("sfi: fault %s outside any domain at pc 0x%lx address 0x%lx\n",
	 signal_name (sig), (unsigned long) pc, (unsigned long) addr);
  pass_on (sig, si, ucv);
}

/* Handle SIGALRM, the loader's limit on a whole run (sfi-loader
   --time-limit): end the program wherever it is, even in a host call
   that blocks.  Other SIGALRMs are the host's.  */
static void
alarm_handler (int sig, siginfo_t *si, void *ucv)
{
  struct sfi_domain *d = sfi_current_domain;
  if (d == NULL || (d->ctx.host_sp & SFI_FRAME_TAG_MASK) != SFI_FRAME_RUN)
    {
      pass_on (sig, si, ucv);
      return;
    }
  sigset_t set;
  d->out.fault_sig = sig;
  d->out.faults++;
  sfi_domain_failf (d, "sfi: fault time limit exceeded");
  sigemptyset (&set);
  sigaddset (&set, sig);
  sigprocmask (SIG_UNBLOCK, &set, NULL);
  sfi_arch_leave (&d->ctx, 128 + sig);
}

/* Period of the watchdog of call budgets, in milliseconds.  */
#define TICK_MS 10

/* Handle SIGPROF, the watchdog of call budgets (paper, section 4: "a
   timer facility to interrupt execution periodically and determine if a
   call needs to be terminated").  A tick is charged to the outermost
   call of the domain whose module code it finds running, or of each
   domain with a host call under way (sfi_budget_host_enter): a call's
   budget covers its host calls and the calls back into the domain they
   make, so neither can restart its count.  Once a call has used its
   budget, it stays over until the next outermost call: each tick in its
   module code ends the innermost call there (SIGALRM), and each of its
   host calls ends its call as it returns (sfi_budget_host_leave).  */
static int
charge_tick (struct sfi_domain *d, uintptr_t seq)
{
  if (seq != d->out.seen_seq)
    {
      d->out.seen_seq = seq;
      d->out.ticks = 0;
    }
  if (d->out.ticks < d->cfg.time_limit_ms)
    d->out.ticks += TICK_MS;
  return d->out.ticks >= d->cfg.time_limit_ms;
}

/* Nonzero if D's innermost host call under way is one this thread made:
   ticks measure the CPU time of the process, and the thread they
   interrupt is the one that used it.  */
static int
host_call_here (const struct sfi_domain *d)
{
  const struct sfi_host_frame *f = d->out.host_frames;
  return f && sfi_host_frame_ok (d, f)
	 && pthread_equal (f->thread, pthread_self ());
}

/* The outermost call of D under way, as the watchdog charges it.  */
static uintptr_t
outermost_call (const struct sfi_domain *d)
{
  const struct sfi_host_frame *f = d->out.host_frames;
  return f && sfi_host_frame_ok (d, f) ? f->top_seq : d->ctx.seq;
}

static void
tick_handler (int sig, siginfo_t *si, void *ucv)
{
  ucontext_t *uc = ucv;
  struct sfi_domain *run = sfi_domain_of_pc (sfi_arch_signal_pc (uc));
  /* The host frame of the call running: the host calls it is nested in
     lie above it (sfi_host_frame_live).  */
  uintptr_t host_floor
    = run ? run->ctx.host_sp & ~(uintptr_t) SFI_FRAME_TAG_MASK : 0;
  int caller_over = 0;

  /* A call with a host call under way runs whatever code the tick finds
     (the host's, its own module's calls back, another domain's that its
     host function called): charge each such call; one that runs out
     ends when its host call returns.  The domain whose module code runs
     is charged once, below.  */
  for (int i = 0; i < SFI_MAX_DOMAINS; i++)
    {
      struct sfi_domain *d = sfi_domains[i];
      if (d && d != run && d->cfg.time_limit_ms && host_call_here (d))
	{
	  uintptr_t top = outermost_call (d);
	  if (charge_tick (d, top))
	    d->out.over_seq = top;
	  caller_over |= d->out.over_seq == top
			 && sfi_host_frame_live (d, d->out.host_frames,
						 host_floor);
	}
    }
  if (run && run->cfg.time_limit_ms
      && charge_tick (run, outermost_call (run)))
    {
      run->out.over_seq = outermost_call (run);
      end_interrupted (run, SIGALRM, "sfi: fault time limit exceeded", uc);
    }
  /* Another domain's code running for a call that is over its budget
     (with none of its own, or a larger one) would hold that call
     forever: its innermost call ends too, so that control goes back
     through the host functions to the call that ran out.  */
  if (run && caller_over)
    end_interrupted (run, SIGALRM, "sfi: fault time limit exceeded"
		     " (the budget of a call into another domain that led"
		     " here)", uc);
}

/* Implement sfi_budget_over (sfi-priv.h).  */
void
sfi_budget_over (struct sfi_domain *d)
{
  sfi_fault_end_call (d, SIGALRM, "sfi: fault time limit exceeded");
}

/* Start the watchdog of call budgets (once).  Return 0 or -1.  */
int
sfi_fault_start_watchdog (void)
{
  static int started;
  struct itimerval it;
  if (started)
    return 0;
  memset (&it, 0, sizeof it);
  it.it_interval.tv_usec = TICK_MS * 1000;
  it.it_value = it.it_interval;
  if (setitimer (ITIMER_PROF, &it, NULL) != 0)
    return -1;
  started = 1;
  return 0;
}

/* The alternate signal stack is the thread's, not the process's: a
   thread without one would take a fault or a tick of module code on the
   module's stack, writing the handler's frames (host addresses) into
   the domain, or dying if $sp is in a guard zone.  So every thread that
   enters a domain installs its own first (sfi_thread_init), and frees
   it when it ends.  */
static pthread_key_t altstack_key;
static pthread_once_t altstack_once = PTHREAD_ONCE_INIT;
static int altstack_key_ok;
__thread int sfi_thread_ready;

static void
altstack_free (void *p)
{
  stack_t ss = { .ss_flags = SS_DISABLE };
  sigaltstack (&ss, NULL);
  free (p);
  /* Another destructor may still call into a domain: it installs a
     stack again.  */
  sfi_thread_ready = 0;
  uintptr_t tp = (uintptr_t) __builtin_thread_pointer ();
  for (int i = 0; i < SFI_MAX_DOMAINS; i++)
    {
      struct sfi_domain *d = sfi_domains[i];
      if (d == NULL)
	continue;
      /* A domain's stubs may have recorded this thread as ready; its
	 thread pointer may be a new thread's next.  */
      if (d->head.thread == tp)
	d->head.thread = 0;
      /* A host function that ended the thread (pthread_exit) abandoned
	 its host calls, whose records lie on this thread's stack, already
	 reused by the thread's end and about to be unmapped: forget them
	 without reading them (a domain runs in one thread at a time, so
	 they are all this thread's).  */
      if (d->out.host_frames
	  && pthread_equal (d->out.host_thread, pthread_self ()))
	sfi_budget_host_forget (d);
    }
}

static void
altstack_make_key (void)
{
  altstack_key_ok = pthread_key_create (&altstack_key, altstack_free) == 0;
}

/* Implement sfi_thread_init as described in sfi.h.  */
int
sfi_thread_init (void)
{
  stack_t ss;

  if (sfi_thread_ready)
    return 0;
  pthread_once (&altstack_once, altstack_make_key);
  if (!altstack_key_ok)
    return -1;
  ss.ss_sp = malloc (ALTSTACK_SIZE);
  ss.ss_size = ALTSTACK_SIZE;
  ss.ss_flags = 0;
  if (ss.ss_sp == NULL || pthread_setspecific (altstack_key, ss.ss_sp) != 0
      || sigaltstack (&ss, NULL) != 0)
    {
      pthread_setspecific (altstack_key, NULL);
      free (ss.ss_sp);
      return -1;
    }
  sfi_thread_ready = 1;
  return 0;
}

/* Install the fault handlers, which run on alternate stacks, and this
   thread's stack.  Return 0 or -1.  */
int
sfi_fault_init (void)
{
  static int done;
  struct sigaction sa;

  if (sfi_thread_enter () != 0)
    return -1;
  if (done)
    return 0;
  done = 1;
  memset (&sa, 0, sizeof sa);
  sigemptyset (&sa.sa_mask);
  sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sa.sa_sigaction = fault_handler;
  for (size_t i = 0; i < sizeof fault_signals / sizeof fault_signals[0]; i++)
    if (sigaction (fault_signals[i], &sa, &old_actions[fault_signals[i]])
	!= 0)
      return -1;
  sa.sa_sigaction = tick_handler;
  sa.sa_flags |= SA_RESTART;
  if (sigaction (SIGPROF, &sa, NULL) != 0)
    return -1;
  sa.sa_flags &= ~SA_RESTART;
  sa.sa_sigaction = alarm_handler;
  return sigaction (SIGALRM, &sa, &old_actions[SIGALRM]);
}

/* Arrange for SIGALRM after SECONDS of real time (0: no limit).  */
void
sfi_fault_set_time_limit (unsigned seconds)
{
  struct itimerval it;
  memset (&it, 0, sizeof it);
  it.it_value.tv_sec = seconds;
  setitimer (ITIMER_REAL, &it, NULL);
}
