/* Test that a call into a domain gives the host back its floating-point
   control register (MIPS FCSR, Alpha FPCR): rounding mode and exception
   enables are global state the host's code relies on, as on its
   preserved registers.  The module (fp-control-ext.c) enables every
   IEEE exception (MIPS) or clears the FPCR (Alpha) and returns.

   Red-team finding, fixed (exit invariant X2, runtime/sfi-priv.h):
   neither the exit trampolines nor the gate restored the register, so
   the module's setting outlived the call.  On MIPS the host's next
   1.0/0.0 then raised SIGFPE outside any domain, and the runtime passed
   it on to the default action: the host died.  On Alpha the host's trap
   is imprecise (the pc is past the instruction), so pass_on's old
   "signal (sig, SIG_DFL); return" let the host go on but left SIGFPE at
   its default action: the module's next ordinary fault of the domain
   (an "addq/v" overflow) then killed the host.  This test compares the register before and after the call (and puts the
   host's value back before failing, so that it reports instead of
   crashing).
   sfi-module: fp-control-ext.c  */
/* { dg-do run } */

#include "host.h"
#include "fp-control.h"

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
