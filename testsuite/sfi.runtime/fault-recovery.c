/* Test that a fault in one domain ends only that call: the error names
   the signal and the function, the other domain keeps working, and the
   faulting domain can be destroyed and loaded again.  */
/* { dg-do run } */

#include "host.h"

int
main (int argc, char **argv)
{
  struct sfi_domain *a = load (argv[1], 0), *b = load (argv[1], 0);
  if (!a || !b)
    fail ("domains not created");
  uintptr_t arg = 0x7fffff00, r;
  int st = sfi_domain_call (a, "ext_fault", 1, &arg, &r);
  if (st != 11)
    fail ("expected SIGSEGV from ext_fault, got %d", st);
  if (!strstr (sfi_domain_error (a), "sfi: fault SIGSEGV")
      || !strstr (sfi_domain_error (a), "ext_fault+"))
    fail ("bad fault report: %s", sfi_domain_error (a));
  if (call1 (b, "ext_square", 7) != 50)
    fail ("the other domain stopped working");
  sfi_domain_destroy (a);
  a = load (argv[1], 0);
  if (!a || call1 (a, "ext_square", 9) != 82)
    fail ("the domain could not be loaded again");
  for (int i = 0; i < 100; i++)
    if (sfi_domain_call (a, "ext_fault", 1, &arg, &r) != 11)
      fail ("fault %d not reported", i);
  if (call1 (a, "ext_square", 3) != 10)
    fail ("the domain is unusable after 100 faults");
  pass ("faults end the call; the host and other domains go on");
}
