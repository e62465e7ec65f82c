/* The module of fp-control-paths.c: each function sets its own FP
   control register (MIPS FCSR, Alpha FPCR) to a mode of its own (see
   module_mode), then leaves the domain another way: through a host
   function it imports (and checks that its mode survives the
   callback), a nested call that only sets the mode, a trap, a
   division by zero with the trap enabled (MIPS), and a loop the time
   limit ends.
   sfi-module-options: -fsfi=protect  */

#include <stdint.h>
#include <sfi/sfi-import.h>
#include "fp-control.h"

uintptr_t host_check_fp (uintptr_t mine);
SFI_IMPORT (host_check_fp, 0);

/* The module's mode, from the value it started with: rounding towards
   minus infinity and the division-by-zero trap enabled.  MIPS: RM = 3,
   enable Z (bit 10), no cause bits (bits 12-17; a cause whose enable is
   set would trap at once).  Alpha: DYN = 01 (bits 58-59), DZED (bit 50)
   clear.  */
static uintptr_t
module_mode (uintptr_t start)
{
#if defined __mips__
  return (start & ~(uintptr_t) 0x3f003) | 0x403;
#elif defined __alpha__
  return (start & ~((3ul << 58) | (1ul << 50))) | (1ul << 58);
#endif
}

/* Set the module's mode, call the host, and return 1 if the mode is
   the module's again afterwards, else the value found.  */
uintptr_t
ext_callback (void)
{
  uintptr_t mine = module_mode (read_fpc ());
  write_fpc (mine);
  if (host_check_fp (mine) != mine)
    return 2;
  uintptr_t now = read_fpc ();
  return now == mine ? 1 : now;
}

/* Called back from inside host_check_fp: set another mode and return.  */
uintptr_t
ext_set_only (void)
{
  write_fpc (module_mode (read_fpc ()) ^ 1);
  return 3;
}

uintptr_t
ext_trap (void)
{
  write_fpc (module_mode (read_fpc ()));
  __builtin_trap ();
}

#if defined __mips__
/* A division by zero with the trap the module enabled: SIGFPE in the
   module, with the exception's cause still set in the FCSR.  */
uintptr_t
ext_fp_trap (void)
{
  volatile double zero = 0.0, one = 1.0;
  write_fpc (module_mode (read_fpc ()));
  volatile double q = one / zero;
  (void) q;
  return 4;
}
#endif

uintptr_t
ext_spin (void)
{
  volatile unsigned n = 0;
  write_fpc (module_mode (read_fpc ()));
  for (;;)
    n++;
}
