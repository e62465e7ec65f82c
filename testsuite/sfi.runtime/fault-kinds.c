/* Test every kind of fault a module can raise: each ends its call with
   the right signal and a report naming the function and a module-relative
   pc, and is followed by a successful call on the same domain and on
   another one.  Then test that the runtime's handlers coexist with the
   host's: the host's own SIGSEGV and SIGALRM handlers, installed before
   the first domain, still get the host's signals, and never the
   module's.  */

#include <setjmp.h>
#include <signal.h>
#include "host.h"

static sigjmp_buf host_recover;
static volatile int host_segvs, host_alarms;

static void
host_segv (int sig, siginfo_t *si, void *uc)
{
  host_segvs++;
  siglongjmp (host_recover, 1);
}

static void
host_alarm (int sig)
{
  host_alarms++;
}

int
main (int argc, char **argv)
{
  struct sigaction sa;
  memset (&sa, 0, sizeof sa);
  sa.sa_sigaction = host_segv;
  sa.sa_flags = SA_SIGINFO;
  sigaction (SIGSEGV, &sa, NULL);
  signal (SIGALRM, host_alarm);

  struct sfi_domain *a = load (argv[1], 0), *b = load (argv[1], 0);
  uintptr_t base = ((const struct sfi_domain_head *) a)->data_base;
  struct { const char *fn; uintptr_t arg; int sig, alt; } kinds[] = {
    { "ext_segv", base, SIGSEGV, SIGSEGV },
#ifndef __alpha__
    /* Alpha Linux (and qemu-alpha) complete unaligned accesses.  */
    { "ext_bus", base + 64, SIGBUS, SIGBUS },
#endif
    { "ext_overflow", 0x7fffffff, SIGFPE, SIGFPE },
    { "ext_divide", 7, SIGTRAP, SIGFPE },
    { "ext_trap", 0, SIGTRAP, SIGTRAP },
    { "ext_recurse", 0, SIGSEGV, SIGSEGV },
  };
  for (unsigned k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
    {
      uintptr_t r, args[2] = { kinds[k].arg, 0 };
      int st = sfi_domain_call (a, kinds[k].fn,
				strcmp (kinds[k].fn, "ext_divide") == 0 ? 2 : 1,
				args, &r);
      const char *err = sfi_domain_error (a);
      printf ("%s: %d: %s\n", kinds[k].fn, st, err);
      if (st != kinds[k].sig && st != kinds[k].alt)
	fail ("%s: signal %d", kinds[k].fn, st);
      char want[64];
      /* On Alpha division is a call of the millicode, which traps.  */
      int in_millicode = 0;
#ifdef __alpha__
      in_millicode = strcmp (kinds[k].fn, "ext_divide") == 0;
#endif
      snprintf (want, sizeof want, "(%s+0x",
		in_millicode ? "__sfi_alpha_divmod" : kinds[k].fn);
      if (!strstr (err, "sfi: fault ") || !strstr (err, want)
	  || !strstr (err, " at pc 0x"))
	fail ("%s: report %s", kinds[k].fn, err);
      if (call1 (a, "ext_ok", k) != 2 * k || call1 (b, "ext_ok", k) != 2 * k)
	fail ("no call after %s", kinds[k].fn);
      if (sfi_domain_reset (a) != 0)
	fail ("reset after %s", kinds[k].fn);
    }
  if (host_segvs != 0 || host_alarms != 0)
    fail ("the host's handlers saw the module's faults");

  /* The host's own faults and alarms still reach its handlers.  */
  if (sigsetjmp (host_recover, 1) == 0)
    *(volatile int *) (uintptr_t) 8 = 1;
  raise (SIGALRM);
  if (host_segvs != 1 || host_alarms != 1)
    fail ("host handlers: %d SIGSEGV, %d SIGALRM", host_segvs, host_alarms);
  if (call1 (a, "ext_ok", 21) != 42)
    fail ("no call after the host's own signals");
  sfi_domain_destroy (a);
  sfi_domain_destroy (b);
  pass ("every fault kind ends its call; host handlers coexist");
}
