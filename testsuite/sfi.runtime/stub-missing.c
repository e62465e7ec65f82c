/* A module that lacks a function of the interface the host's stubs
   were generated for (red-team finding: the host aborted at the first
   call): every call of the interface is refused, with the reason, and
   the host goes on.
   sfi-module: stub-missing-ext.c  */
/* { dg-do run } */

#include "host.h"
#include "stub-missing-ext.stubs.h"

int
main (int argc, char **argv)
{
  (void) argc;
  struct sfi_domain *d = load (argv[1], 0);
  for (int i = 0; i < 2; i++)
    {
      int r = ext_a (d, 1);
      int f = sfi_domain_take_fault (d);
      if (r != 0 || f != -1)
	fail ("ext_a: %d, fault %d", r, f);
      if (!strstr (sfi_domain_error (d), "no function ext_b"))
	fail ("the reason: %s", sfi_domain_error (d));
      r = ext_b (d, 1);
      if (r != 0 || sfi_domain_take_fault (d) != -1)
	fail ("ext_b: %d", r);
    }
  uintptr_t r;
  if (sfi_domain_call (d, "ext_a", 0, NULL, &r) != 0)
    fail ("sfi_domain_call after the refusals: %s", sfi_domain_error (d));
  pass ("an interface the module lacks a function of is refused");
}
