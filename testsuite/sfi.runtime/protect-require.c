/* Test the other side of protect-read.c with a module built with
   -fsfi=sandbox (ext.c): a domain that requires the protect policy
   refuses it, naming both policies; a domain that does not loads it,
   and there the module reads the host's memory (what protect is for).  */
/* { dg-do run } */

#include "host.h"

static volatile unsigned secret = 0x5ec7e75e;

int
main (int argc, char **argv)
{
  struct sfi_domain_config cfg = { 0, 0, "protect-require" };
  cfg.require_mode = SFI_MODE_PROTECT;
  struct sfi_domain *d = sfi_domain_create (&cfg);
  if (!d)
    fail ("create");
  if (sfi_domain_load (d, argv[1]) == 0)
    fail ("a domain that requires protect loaded a sandbox module");
  const char *why = sfi_domain_error (d);
  if (!strstr (why, "-fsfi=sandbox") || !strstr (why, "-fsfi=protect"))
    fail ("unclear refusal: %s", why);
  printf ("  refused: %s\n", why);
  sfi_domain_destroy (d);

  cfg.require_mode = 99;
  if (sfi_domain_create (&cfg) != NULL)
    fail ("a domain with an unknown required mode was created");

  cfg.require_mode = SFI_MODE_SANDBOX;
  d = sfi_domain_create (&cfg);
  if (!d || sfi_domain_load (d, argv[1]) != 0)
    fail ("load: %s", d ? sfi_domain_error (d) : "create");
  if (call1 (d, "ext_peek", (uintptr_t) &secret) != secret)
    fail ("a sandbox module did not read the host's word");
  sfi_domain_destroy (d);
  pass ("a domain that requires protect refuses a sandbox module");
}
