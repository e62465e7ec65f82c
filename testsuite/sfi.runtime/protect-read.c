/* Test that a module built with -fsfi=protect cannot read the host's
   memory: a load from the address of a host secret reads the domain's
   own data at the sandboxed address instead (or faults), never the
   secret; a domain that requires the protect policy accepts the
   module.  protect-require.c shows the same read returning the secret
   from a sandbox-mode module.
   sfi-module: protect-read-ext.c  */
/* { dg-do run } */

#include "host.h"
#include "protect-read-ext.stubs.h"

/* Far from anything the module could have: the secret, twice.  */
static volatile unsigned secret[2] = { 0x5ec7e75e, 0x5ec7e75e };

/* Where the guard sends ADDR in D: the data segment's base bits with
   ADDR's offset bits.  */
static uintptr_t
sandboxed (struct sfi_domain *d, uintptr_t addr)
{
  const struct sfi_domain_head *h = (const struct sfi_domain_head *) d;
  return h->data_base + (addr & (h->data_size - 1));
}

/* Call FN of D on ADDR (and N); return 0 if the call faulted.  */
static int
peek (struct sfi_domain *d, const char *fn, uintptr_t addr, uintptr_t n,
      uintptr_t *r)
{
  uintptr_t args[2] = { addr, n };
  if (sfi_domain_call (d, fn, 2, args, r) == 0)
    return 1;
  printf ("  %s faulted: %s\n", fn, sfi_domain_error (d));
  return 0;
}

int
main (int argc, char **argv)
{
  struct sfi_domain_config cfg = { 0, 0, "protect-read" };
  cfg.require_mode = SFI_MODE_PROTECT;
  struct sfi_domain *d = sfi_domain_create (&cfg);
  if (!d || sfi_domain_load (d, argv[1]) != 0)
    fail ("load: %s", d ? sfi_domain_error (d) : "create");

  /* A value of the domain's own where the secret's address lands.  */
  uintptr_t at = sandboxed (d, (uintptr_t) &secret[0]);
  volatile unsigned *mine = sfi_domain_ptr (d, at, 2 * sizeof (unsigned));
  if (mine)
    mine[0] = 0x600d, mine[1] = 0x600d;

  uintptr_t r;
  if (peek (d, "ext_peek", (uintptr_t) &secret[0], 0, &r))
    {
      if (r == secret[0])
	fail ("ext_peek read the host's secret");
      if (mine && r != 0x600d)
	fail ("ext_peek read %#lx, not the domain's word at %#lx",
	      (unsigned long) r, (unsigned long) at);
    }
  if (peek (d, "ext_peek_sum", (uintptr_t) &secret[0], 2, &r))
    {
      if (r == 2u * secret[0])
	fail ("ext_peek_sum read the host's secret");
      if (mine && r != 2 * 0x600d)
	fail ("ext_peek_sum read %#lx, not the domain's words",
	      (unsigned long) r);
    }
  /* Its own memory reads as ever.  */
  uintptr_t own = sfi_domain_alloc (d, 16);
  volatile unsigned *p = sfi_domain_ptr (d, own, 16);
  if (!p)
    fail ("alloc");
  p[0] = 7, p[1] = 8, p[2] = 9;
  if (!peek (d, "ext_peek_sum", own, 3, &r) || r != 24)
    fail ("ext_peek_sum of the domain's own words: %lu", (unsigned long) r);
  sfi_domain_destroy (d);
  pass ("a protect module reads only its own data");
}
