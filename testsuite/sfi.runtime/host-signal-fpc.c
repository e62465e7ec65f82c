/* A handler the host installed before the runtime, for a signal the
   runtime takes and passes on when it is not a domain's (SIGALRM), is
   host code: when the signal interrupts module code it must run with
   the host's FP control register, not the module's (red-team finding:
   it ran with the module's rounding mode and trap enables, so the
   module could make a host handler's division by zero kill the host).
   The module rounds downward while timer signals arrive; the handler
   checks the rounding mode it runs with, and the module must find its
   own again afterwards.
   sfi-module: host-signal-fpc-ext.c  */
/* { dg-do run } */

#include <signal.h>
#include <sys/time.h>
#include "host.h"
#include "host-signal-fpc-ext.stubs.h"

/* The live rounding-mode field of the FP control register.  */
static unsigned long
rounding (void)
{
#if defined __mips__
  unsigned v;
  __asm__ __volatile__ ("cfc1 %0,$31" : "=r" (v));
  return v & 3;
#elif defined __alpha__
  union { double d; unsigned long v; } u;
  __asm__ __volatile__ ("excb\n\tmf_fpcr %0\n\texcb" : "=f" (u.d));
  return (u.v >> 58) & 3;
#endif
}

static unsigned long host_rounding;
static volatile int runs, foreign;

static void
handler (int sig)
{
  (void) sig;
  runs++;
  if (rounding () != host_rounding)
    foreign++;
}

int
main (int argc, char **argv)
{
  (void) argc;
  static char altstack[65536];
  stack_t ss = { .ss_sp = altstack, .ss_size = sizeof altstack };
  struct sigaction sa;
  memset (&sa, 0, sizeof sa);
  sa.sa_handler = handler;
  sa.sa_flags = SA_ONSTACK | SA_RESTART;
  if (sigaltstack (&ss, NULL) != 0 || sigaction (SIGALRM, &sa, NULL) != 0)
    fail ("signal setup");
  host_rounding = rounding ();
  struct sfi_domain *d = load (argv[1], 0);
  struct itimerval it = { { 0, 2000 }, { 0, 2000 } };
  setitimer (ITIMER_REAL, &it, NULL);
  int kept = 1, n = 0;
  while (runs < 20 && n++ < 400)
    kept &= ext_work_downward (d, 200000);
  memset (&it, 0, sizeof it);
  setitimer (ITIMER_REAL, &it, NULL);
  if (sfi_domain_take_fault (d) != 0)
    fail ("the calls: %s", sfi_domain_error (d));
  if (runs < 20)
    fail ("only %d signals arrived", runs);
  if (foreign)
    fail ("%d of %d runs of the host's handler had the module's rounding"
	  " mode", foreign, runs);
  if (!kept)
    fail ("the module lost its rounding mode to a signal");
  if (rounding () != host_rounding)
    fail ("the host's rounding mode changed");
  pass ("host handlers of signals passed on run with the host's FP"
	" control register");
}
