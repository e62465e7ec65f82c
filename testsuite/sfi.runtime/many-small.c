/* Test that one module file loads into 10,000 domains of 64 KiB segments
   at once, each relocated and with its own data, all callable (the
   64-bit address space of Alpha; docs/design.md gives the limits).
   sfi-module: ext.c
   sfi-target: alpha*-*-*  */

#include "host.h"

#define N 10000

int
main (int argc, char **argv)
{
  static struct sfi_domain *d[N];
  struct sfi_domain_config cfg = { 0x10000, 0x4000, "ext", 0x1000 };
  for (int i = 0; i < N; i++)
    {
      d[i] = sfi_domain_create (&cfg);
      if (!d[i])
	fail ("domain %d not created", i);
      if (sfi_domain_load (d[i], argv[1]) != 0)
	fail ("load %d: %s", i, sfi_domain_error (d[i]));
    }
  for (int i = 0; i < N; i++)
    call1 (d[i], "ext_set", 0x10000 + i);
  for (int i = 0; i < N; i++)
    if (call0 (d[i], "ext_get") != 0x10000u + i)
      fail ("domain %d lost its data", i);
  for (int i = 0; i < N; i++)
    sfi_domain_destroy (d[i]);
  pass ("10000 domains of 64 KiB from one module, each with its own data");
}
