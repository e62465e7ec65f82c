/* Test sfi_domain_reset: after calls that change .data, .bss and the
   heap, and after a fault, a reset domain behaves as freshly loaded,
   and host allocations start over.  */

#include <signal.h>
#include "host.h"

int
main (int argc, char **argv)
{
  struct sfi_domain *d = load (argv[1], 0);
  uintptr_t first_alloc = sfi_domain_alloc (d, 256);
  uintptr_t first_heap = call0 (d, "ext_malloc");
  if (call0 (d, "ext_bump") != 101 || call0 (d, "ext_bump") != 102
      || call0 (d, "ext_scratch") != 0 || call0 (d, "ext_scratch") != 'z'
      || call0 (d, "ext_malloc") == first_heap)
    fail ("module state before the reset");
  for (int round = 0; round < 3; round++)
    {
      uintptr_t base = ((const struct sfi_domain_head *) d)->data_base;
      uintptr_t r;
      if (sfi_domain_call (d, "ext_crash", 1, &base, &r) != SIGSEGV)
	fail ("no fault");
      if (sfi_domain_reset (d) != 0)
	fail ("reset: %s", sfi_domain_error (d));
      if (call0 (d, "ext_bump") != 101)
	fail (".data not restored");
      if (call0 (d, "ext_scratch") != 0)
	fail (".bss not cleared");
      if (call0 (d, "ext_malloc") != first_heap)
	fail ("heap not emptied");
      if (sfi_domain_alloc (d, 256) != first_alloc)
	fail ("host area not emptied");
    }
  sfi_domain_destroy (d);
  pass ("reset restores the loaded state, after faults too");
}
