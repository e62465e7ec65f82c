/* Test that a domain's segments are aligned to their size wherever the
   layout puts them.  After other domains come and go, the MIPS layout
   could put a 32 MiB data segment at the 16 MiB-aligned link address;
   guards keep the base's bits above the offset, so its upper half's
   addresses went below the segment (a red team read another domain's
   code from a protect module that way).  Domains of 32 and 64 MiB made
   after such churn must compute through every part of their data.  */
/* { dg-do run } */

#include "host.h"

static struct sfi_domain *
make (uint32_t seg)
{
  struct sfi_domain_config cfg = { seg, 0, "placement" };
  struct sfi_domain *d = sfi_domain_create (&cfg);
  if (!d)
    fail ("cannot create a domain of %u MiB", seg >> 20);
  return d;
}

int
main (int argc, char **argv)
{
  setvbuf (stdout, NULL, _IOLBF, 0);
  for (uint32_t big = 32u << 20; big <= (64u << 20); big *= 2)
    {
      struct sfi_domain *a = make (16 << 20), *v[8];
      for (int i = 0; i < 8; i++)
	v[i] = make (4 << 20);
      if (sfi_domain_load (v[0], argv[1]) != 0)
	fail ("load: %s", sfi_domain_error (v[0]));
      sfi_domain_destroy (a);
      /* v[7] stays: with it, the code places the large domain's code
	 would take are taken.  */
      for (int i = 1; i < 7; i++)
	sfi_domain_destroy (v[i]);
      struct sfi_domain *x = make (big);
      if (sfi_domain_load (x, argv[1]) != 0)
	fail ("load: %s", sfi_domain_error (x));
      uintptr_t arg = 5, r;
      int st = sfi_domain_call (x, "ext_parts", 1, &arg, &r);
      if (st != 0 || r != 3 * (16 * 5 + 120))
	fail ("%u MiB domain: status %d, result %lu: %s", big >> 20, st,
	      (unsigned long) r, sfi_domain_error (x));
      size_t size = 0;
      uintptr_t g = sfi_domain_object (x, "global", &size);
      if (g == 0 || size != 64 || sfi_domain_ptr (x, g, size) == NULL)
	fail ("%u MiB domain: its global is not in it", big >> 20);
      printf ("%u MiB domain: ext_parts (5) = %lu, global at %#lx\n",
	      big >> 20, (unsigned long) r, (unsigned long) g);
      sfi_domain_destroy (x);
      sfi_domain_destroy (v[0]);
      sfi_domain_destroy (v[7]);
    }
  pass ("domains of large segments work after others came and went");
}
