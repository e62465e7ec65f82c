/* Test the match policy (-fsfi=match): a store to a host address traps
   at the store, with a report naming "segment violation", the store's
   function and the address the program computed, and the host's word
   is untouched; a jump to a host function traps the same way, naming
   the code segment.  Stores and calls inside the domain work, and the
   domain keeps working after each trap.  A domain that requires the
   match policy takes the module; one that requires protect refuses it.
   sfi-module: match-trap-ext.c  */
/* { dg-do run } */

#include <signal.h>
#include "host.h"

static volatile unsigned secret = 0x5ec7e75e;

static void
host_function (void)
{
  secret = 0;
}

/* Call FN of D on ARG and V; expect a match trap whose report names
   WHAT, FN and the address ARG.  */
static void
expect_trap (struct sfi_domain *d, const char *fn, uintptr_t arg,
	     const char *what)
{
  uintptr_t r, args[2] = { arg, 0xbad };
  int st = sfi_domain_call (d, fn, 2, args, &r);
  const char *err = sfi_domain_error (d);
  char addr[32], where[64];
  snprintf (addr, sizeof addr, "0x%lx", (unsigned long) arg);
  snprintf (where, sizeof where, "(%s+0x", fn);
  printf ("  %s (0x%lx): %d: %s\n", fn, (unsigned long) arg, st, err);
  if (st != SIGTRAP)
    fail ("%s: status %d, not SIGTRAP", fn, st);
  if (!strstr (err, "sfi: segment violation at pc 0x")
      || !strstr (err, where) || !strstr (err, what)
      || !strstr (err, addr))
    fail ("%s: report does not name the violation: %s", fn, err);
}

int
main (int argc, char **argv)
{
  struct sfi_domain_config cfg = { 0, 0, "match" };
  cfg.require_mode = SFI_MODE_PROTECT;
  struct sfi_domain *d = sfi_domain_create (&cfg);
  if (!d || sfi_domain_load (d, argv[1]) == 0)
    fail ("a domain that requires protect loaded a match module");
  if (!strstr (sfi_domain_error (d), "-fsfi=match"))
    fail ("unclear refusal: %s", sfi_domain_error (d));
  sfi_domain_destroy (d);

  cfg.require_mode = SFI_MODE_MATCH;
  d = sfi_domain_create (&cfg);
  if (!d || sfi_domain_load (d, argv[1]) != 0)
    fail ("load: %s", d ? sfi_domain_error (d) : "create");

  /* A store inside the domain.  */
  uintptr_t w = call1 (d, "ext_word", 3), args[2] = { w, 1234 }, r;
  if (sfi_domain_call (d, "ext_poke", 2, args, &r) != 0
      || call1 (d, "ext_peek", w) != 1234)
    fail ("a store inside the domain: %s", sfi_domain_error (d));

  expect_trap (d, "ext_poke", (uintptr_t) &secret, "store to");
  if (secret != 0x5ec7e75e)
    fail ("the host's word changed");
  /* Just past the data segment's end, and in the code segment.  */
  const struct sfi_domain_head *h = (const struct sfi_domain_head *) d;
  expect_trap (d, "ext_poke", h->data_base + h->data_size, "store to");
  expect_trap (d, "ext_jump", (uintptr_t) host_function,
	       "outside the code segment");
  if (secret != 0x5ec7e75e)
    fail ("the host's function ran");
  if (call0 (d, "ext_call_answer") != 42)
    fail ("an indirect call inside the domain");
  sfi_domain_destroy (d);
  pass ("a match module traps at wild stores and jumps, and says where");
}
