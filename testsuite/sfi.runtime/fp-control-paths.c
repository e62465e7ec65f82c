/* Test exit invariant X2 and entry invariant E3 (runtime/sfi-priv.h) on
   every way out of a domain besides the plain return of fp-control.c.
   The module (fp-control-paths-ext.c) sets its own FP control register
   (MIPS FCSR, Alpha FPCR): rounding towards minus infinity and the
   division-by-zero trap enabled, then
   - calls a host function, which must run with the host's register
     (it divides by zero, computes a rounding-sensitive quotient, calls
     back into the domain, then changes its own rounding mode), after
     which the module must find its own mode again;
   - traps (__builtin_trap), or divides by zero with the trap enabled
     (MIPS: SIGFPE in the module, the exception's cause still set);
   - spins until its time limit ends the call.
   After each, the host's register must be what it was before the call,
   and a division by zero must not trap.
   sfi-module: fp-control-paths-ext.c  */
/* { dg-do run } */

#include "host.h"
#include "fp-control.h"

/* The host's register before the calls, and 1/3 computed with it.  */
static uintptr_t host_fpc;
static double third;
static char cb_error[200];

static double
divide (double a, double b)
{
  volatile double x = a, y = b, q = x / y;
  return q;
}

/* Check the host's register and put it back; say what went wrong.  */
static void
check_host (const char *when)
{
  uintptr_t now = read_fpc ();
  if (now != host_fpc)
    {
      write_fpc (host_fpc);
      fail ("%s: the host's FP control register is %#jx, not %#jx", when,
	    (uintmax_t) now, (uintmax_t) host_fpc);
    }
  (void) divide (1.0, 0.0);
  if (divide (1.0, 3.0) != third)
    fail ("%s: 1/3 rounds differently", when);
  /* The host's own FP instructions change its flags (and on MIPS the
     cause bits and condition codes): the next call gives back that.  */
  host_fpc = read_fpc ();
}

static uintptr_t
host_check_fp (struct sfi_domain *d, uintptr_t mine, uintptr_t b,
	       uintptr_t c, uintptr_t e)
{
  uintptr_t now = read_fpc (), r;
  if (now != host_fpc)
    {
      write_fpc (host_fpc);
      snprintf (cb_error, sizeof cb_error, "the host function runs with"
		" FP control %#jx (the module's %#jx), not the host's %#jx",
		(uintmax_t) now, (uintmax_t) mine, (uintmax_t) host_fpc);
      return mine;
    }
  (void) divide (1.0, 0.0);
  if (divide (1.0, 3.0) != third)
    snprintf (cb_error, sizeof cb_error, "1/3 rounds differently in the"
	      " host function");
  now = read_fpc ();
  if (sfi_domain_call (d, "ext_set_only", 0, NULL, &r) != 0 || r != 3)
    snprintf (cb_error, sizeof cb_error, "nested call: %s",
	      sfi_domain_error (d));
  else if (read_fpc () != now)
    snprintf (cb_error, sizeof cb_error, "a nested call changed the host"
	      " function's FP control register from %#jx to %#jx",
	      (uintmax_t) now, (uintmax_t) read_fpc ());
  /* Round towards zero (MIPS RM = 1, Alpha DYN = 00) until the call
     ends: the module must get its own mode back regardless.  */
#if defined __mips__
  write_fpc ((now & ~(uintptr_t) 3) | 1);
#elif defined __alpha__
  write_fpc (now & ~(3ul << 58));
#endif
  return mine;
}

/* Call FN of D, which must end with a fault (signal > 0).  */
static void
call_fault (struct sfi_domain *d, const char *fn)
{
  uintptr_t r;
  int sig = sfi_domain_call (d, fn, 0, NULL, &r);
  if (sig <= 0)
    fail ("%s did not fault (%d, result %#jx)", fn, sig, (uintmax_t) r);
  check_host (fn);
}

int
main (int argc, char **argv)
{
  struct sfi_domain_config cfg = { .name = "fp-control-paths" };
  struct sfi_domain *d = sfi_domain_create (&cfg);
  if (!d || sfi_domain_import (d, "host_check_fp", host_check_fp)
      || sfi_domain_load (d, argv[1]) != 0)
    fail ("load: %s", d ? sfi_domain_error (d) : "no domain");

  host_fpc = read_fpc ();
  third = divide (1.0, 3.0);
  (void) divide (1.0, 0.0);
  host_fpc = read_fpc ();	/* With the flags of the division.  */

  uintptr_t r = call0 (d, "ext_callback");
  if (cb_error[0])
    fail ("%s", cb_error);
  if (r != 1)
    fail ("after the callback the module's FP control register is %#jx",
	  (uintmax_t) r);
  check_host ("ext_callback");

  call_fault (d, "ext_trap");
#if defined __mips__
  call_fault (d, "ext_fp_trap");
#endif
  if (call0 (d, "ext_callback") != 1 || cb_error[0])
    fail ("the domain after its faults: %s", cb_error);
  check_host ("ext_callback after the faults");

  struct sfi_domain_config tcfg = { .name = "fp-control-paths",
				    .time_limit_ms = 30 };
  struct sfi_domain *t = sfi_domain_create (&tcfg);
  if (!t || sfi_domain_import (t, "host_check_fp", host_check_fp)
      || sfi_domain_load (t, argv[1]) != 0)
    fail ("load: %s", t ? sfi_domain_error (t) : "no domain");
  call_fault (t, "ext_spin");
  pass ("the host's FP control register after callbacks, faults and"
	" time limits; the module's after callbacks");
}
