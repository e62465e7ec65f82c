/* Test that a host call made with the module's stack pointer outside
   the data segment (the verifier allows it a displacement's reach of
   the guard zone) ends the call as a fault before the host function
   runs: calls back into the domain would start from there, each one a
   little lower, and enough of them reached host memory below the guard
   zone.  Then the domain is reset and works.
   sfi-module: low-sp-call-ext.c  */
/* { dg-do run } */

#include "host.h"

static int marked;

static uintptr_t
host_mark (struct sfi_domain *d, uintptr_t a0, uintptr_t a1, uintptr_t a2,
	   uintptr_t a3)
{
  marked++;
  return 0;
}

int
main (int argc, char **argv)
{
  struct sfi_domain_config cfg = { 0, 0, "low-sp-call" };
  struct sfi_domain *d = sfi_domain_create (&cfg);
  if (!d || sfi_domain_import (d, "host_mark", host_mark) != 0
      || sfi_domain_load (d, argv[1]) != 0)
    fail ("load: %s", d ? sfi_domain_error (d) : "create");
  uintptr_t r;
  int st = sfi_domain_call (d, "ext_low_sp_call", 0, NULL, &r);
  if (st == 0)
    fail ("a host call with $sp below the data segment returned");
  if (marked)
    fail ("the host function ran");
  const char *why = sfi_domain_error (d);
  if (!strstr (why, "stack pointer outside the data segment"))
    fail ("unclear report: %s", why);
  printf ("  %s\n", why);
  if (sfi_domain_reset (d) != 0)
    fail ("reset: %s", sfi_domain_error (d));
  sfi_domain_destroy (d);
  pass ("a host call with $sp outside the data segment ends the call");
}
