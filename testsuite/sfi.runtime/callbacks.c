/* Test that a module calls host functions it imports by name (through
   its jump table), that the host checks a pointer argument, that a host
   function can call back into the same domain (re-entry), and that a
   module importing a name the host does not offer is refused.  */
/* { dg-do run } */

#include "host.h"

static struct sfi_domain *dom;

static uintptr_t
host_add (struct sfi_domain *d, uintptr_t a, uintptr_t b, uintptr_t c,
	  uintptr_t e)
{
  return a + b;
}

static uintptr_t
host_strlen (struct sfi_domain *d, uintptr_t s, uintptr_t b, uintptr_t c,
	     uintptr_t e)
{
  const char *p = sfi_domain_ptr (d, s, 1);
  uintptr_t n = 0;
  while (p && sfi_domain_ptr (d, s + n, 1) && p[n])
    n++;
  return p ? n : (uintptr_t) -1;
}

static uintptr_t
host_reenter (struct sfi_domain *d, uintptr_t n, uintptr_t b, uintptr_t c,
	      uintptr_t e)
{
  uintptr_t r;
  if (sfi_domain_call (d, "ext_count_down", 1, &n, &r) != 0)
    return 0xdead;
  return r;
}

int
main (int argc, char **argv)
{
  struct sfi_domain_config cfg = { 0, 0, "callbacks" };
  struct sfi_domain *bare = sfi_domain_create (&cfg);
  if (!bare)
    fail ("no domain");
  if (sfi_domain_load (bare, argv[1]) == 0
      || !strstr (sfi_domain_error (bare), "imports host_add"))
    fail ("a module with unmet imports was accepted: %s",
	  sfi_domain_error (bare));
  sfi_domain_destroy (bare);

  dom = sfi_domain_create (&cfg);
  if (!dom || sfi_domain_import (dom, "host_add", host_add)
      || sfi_domain_import (dom, "host_strlen", host_strlen)
      || sfi_domain_import (dom, "host_reenter", host_reenter)
      || sfi_domain_load (dom, argv[1]) != 0)
    fail ("load: %s", dom ? sfi_domain_error (dom) : "no domain");
  if (call1 (dom, "ext_add", 5) != 106)
    fail ("callback result wrong");
  if (call0 (dom, "ext_strlen") != 21)
    fail ("pointer argument not seen");
  if (sfi_domain_ptr (dom, 0x1000, 4) != NULL)
    fail ("sfi_domain_ptr accepted an address outside the domain");
  uintptr_t r = call1 (dom, "ext_count_down", 5);
  if (r != 6)
    fail ("re-entry: ext_count_down (5) returned 0x%" PRIxPTR, r);
  if (call1 (dom, "ext_add", 1) != 102)
    fail ("the domain is unusable after re-entry");
  pass ("imports, pointer checks and re-entry");
}
