/* Test that a call into a domain gives the host back its floating-point
   control register (MIPS FCSR, Alpha FPCR): rounding mode and exception
   enables are global state the host's code relies on, as on its
   preserved registers.  The module (fp-control-ext.c) enables every
   IEEE exception (MIPS) or clears the FPCR (Alpha) and returns.

   Red-team finding: neither the exit trampolines nor the gate restore
   the register, so the module's setting outlives the call.  On MIPS the
   host's next 1.0/0.0 then raises SIGFPE outside any domain, and the
   runtime passes it on to the default action: the host dies.  On
   Alpha the host's trap is imprecise (the pc is past the instruction),
   so pass_on's "signal (sig, SIG_DFL); return" lets the host go on but
   leaves SIGFPE at its default action: the module's next ordinary
   fault of the domain (an "addq/v" overflow) then kills the host.  This
   test compares the register before and after the call (and puts the
   host's value back before failing, so that it reports instead of
   crashing).
   sfi-module: fp-control-ext.c  */
/* { dg-do run } */

#include "host.h"

static uint64_t
read_fpc (void)
{
#if defined __mips__
  uint32_t v;
  __asm__ volatile ("cfc1 %0, $31" : "=r" (v));
  return v;
#elif defined __alpha__
  double f;
  uint64_t v;
  __asm__ volatile ("mf_fpcr %0" : "=f" (f));
  memcpy (&v, &f, sizeof v);
  return v;
#endif
}

static void
write_fpc (uint64_t v)
{
#if defined __mips__
  uint32_t w = (uint32_t) v;
  __asm__ volatile ("ctc1 %0, $31" : : "r" (w));
#elif defined __alpha__
  double f;
  memcpy (&f, &v, sizeof f);
  __asm__ volatile ("mt_fpcr %0" : : "f" (f));
#endif
}

int
main (int argc, char **argv)
{
  struct sfi_domain *d = load (argv[1], 0);
  uint64_t before = read_fpc ();
  uintptr_t r = call0 (d, "ext_set_fpc");
  uint64_t after = read_fpc ();
  if (r != 7)
    fail ("ext_set_fpc returned %lu", (unsigned long) r);
  if (after != before)
    {
      write_fpc (before);
      fail ("the module changed the host's FP control register from %#llx"
	    " to %#llx", (unsigned long long) before,
	    (unsigned long long) after);
    }
  volatile double zero = 0.0, one = 1.0;
  volatile double q = one / zero;
  (void) q;
  pass ("the host's FP control register survives a call");
}
