/* Test that bad values given to the host API get an error, not a crash
   or a silent change: null names and signatures, a stack or host area
   that cannot fit (and a host area whose rounding would wrap), and a
   null import.  */
/* { dg-do run } */

#include "host.h"

static uintptr_t
host_nothing (struct sfi_domain *d, uintptr_t a, uintptr_t b, uintptr_t c,
	      uintptr_t e)
{
  return 0;
}

int
main (int argc, char **argv)
{
  struct sfi_domain_config cfg = { 0, 0, "api-misuse" };
  cfg.stack_size = 0xffffffffu;
  if (sfi_domain_create (&cfg) != NULL)
    fail ("a stack larger than the segment was accepted");
  cfg.stack_size = 0;
  cfg.host_area = 0xffffffffu;
  if (sfi_domain_create (&cfg) != NULL)
    fail ("a host area of 4 GiB was accepted");
  cfg.host_area = 0;

  struct sfi_domain *d = sfi_domain_create (&cfg);
  if (!d || sfi_domain_import (d, NULL, host_nothing) != -1
      || sfi_domain_import (d, "host_nothing", NULL) != -1)
    fail ("a null import name or function was accepted");
  if (sfi_domain_load (d, argv[1]) != 0)
    fail ("load: %s", sfi_domain_error (d));
  uintptr_t args[1] = { 1 }, r;
  union sfi_value v[1] = { { .i = 1 } }, res;
  if (sfi_domain_call (d, NULL, 1, args, &r) != -1
      || sfi_domain_callv (d, "ext_square", NULL, v, &res) != -1
      || sfi_domain_symbol (d, NULL) != 0
      || sfi_domain_object (d, NULL, NULL) != 0)
    fail ("a null name or signature was accepted");
  if (sfi_domain_call (d, "ext_square", 1, args, &r) != 0)
    fail ("the domain is unusable afterwards: %s", sfi_domain_error (d));
  sfi_domain_destroy (d);
  pass ("bad API values refused");
}
