/* Fault termination: signals raised by module code end the run.

   The paper (section 4) catches addressing errors of a fault domain with
   the UNIX signal facility and terminates the outstanding call.  So does
   this file: a fault in module code records one line naming the signal,
   the module-relative PC with its function symbol and the faulting
   address as the domain's error, and returns from sfi_domain_run or
   sfi_domain_call with status 128 + signal, so the host goes on.
   sfi-loader prints the line and exits with that status.  Faults outside module code are the runtime's own bugs:
   they are reported as internal and re-raised with the default action.
   Handlers run on an alternate stack because the module's $sp may point
   anywhere (even into a guard zone, which is often why it faulted).  A
   timer (SIGALRM) ends runaway modules the same way.  */

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

/* End the outstanding run of D with status 128 + SIG after a fault that
   MSG describes: keep MSG as D's error, unblock SIG (the handler is left
   by a jump, not a return) and unwind to sfi_domain_run.  */
static void
fault_return (struct sfi_domain *d, int sig, const char *msg)
{
  sigset_t set;
  d->fault_sig = sig;
  d->faults++;
  snprintf (d->error, sizeof d->error, "%s", msg);
  sigemptyset (&set);
  sigaddset (&set, sig);
  sigprocmask (SIG_UNBLOCK, &set, NULL);
  sfi_arch_leave (&d->ctx, 128 + sig);
}

/* Handle fault signal SIG with details SI at context UCV.  */
static void
fault_handler (int sig, siginfo_t *si, void *ucv)
{
  ucontext_t *uc = ucv;
  uint32_t pc = (uint32_t) uc->uc_mcontext.pc;
  struct sfi_domain *d = sfi_current_domain;
  uint32_t addr = (uint32_t) (uintptr_t) si->si_addr;
  char msg[200];

  if (d != NULL)
    {
      int in_code = pc - d->code_base < d->seg_size;
      int in_gate = pc - d->gate_base < d->gate_size;
      if (in_code)
	{
	  const struct sfi_symbol *s = sfi_symbol_lookup (d, pc);
	  if (pc - d->code_base < SFI_JT_SIZE)
	    snprintf (msg, sizeof msg, "sfi: fault %s at pc 0x%x (<jump"
		      " table>+0x%x) address 0x%x", signal_name (sig),
		      pc - d->code_base, pc - d->code_base, addr);
	  else if (s != NULL)
	    snprintf (msg, sizeof msg, "sfi: fault %s at pc 0x%x (%s+0x%x)"
		      " address 0x%x", signal_name (sig), pc - d->code_base,
		      s->name, pc - s->addr, addr);
	  else
	    snprintf (msg, sizeof msg, "sfi: fault %s at pc 0x%x (?) address"
		      " 0x%x", signal_name (sig), pc - d->code_base, addr);
	  fault_return (d, sig, msg);
	}
      if (in_gate)
	{
	  snprintf (msg, sizeof msg, "sfi: fault %s at pc 0x%x (<gate>+0x%x)"
		    " address 0x%x", signal_name (sig), pc, pc - d->gate_base,
		    addr);
	  fault_return (d, sig, msg);
	}
      if (d->ctx.in_module)
	{
	  /* Only unsandboxed code gets here: a wild jump left the
	     domain.  */
	  snprintf (msg, sizeof msg, "sfi: fault %s at pc 0x%x (outside the"
		    " domain) address 0x%x", signal_name (sig), pc, addr);
	  fault_return (d, sig, msg);
	}
    }
  say ("sfi: internal fault %s at pc 0x%x address 0x%x\n",
       signal_name (sig), pc, addr);
  signal (sig, SIG_DFL);
  /* Returning re-executes the faulting instruction with the default
     action, which kills the process with the right signal.  */
}

/* Handle SIGALRM: the module exceeded its time limit.  */
static void
alarm_handler (int sig, siginfo_t *si, void *ucv)
{
  (void) si;
  (void) ucv;
  if (sfi_current_domain != NULL)
    fault_return (sfi_current_domain, sig, "sfi: fault time limit exceeded");
}

/* Install the fault handlers on an alternate stack.  Return 0 or -1.  */
int
sfi_fault_init (void)
{
  static int done;
  stack_t ss;
  struct sigaction sa;

  if (done)
    return 0;
  done = 1;
  ss.ss_sp = malloc (ALTSTACK_SIZE);
  ss.ss_size = ALTSTACK_SIZE;
  ss.ss_flags = 0;
  if (ss.ss_sp == NULL || sigaltstack (&ss, NULL) != 0)
    return -1;
  memset (&sa, 0, sizeof sa);
  sigemptyset (&sa.sa_mask);
  sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sa.sa_sigaction = fault_handler;
  for (size_t i = 0; i < sizeof fault_signals / sizeof fault_signals[0]; i++)
    if (sigaction (fault_signals[i], &sa, NULL) != 0)
      return -1;
  sa.sa_sigaction = alarm_handler;
  return sigaction (SIGALRM, &sa, NULL);
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
