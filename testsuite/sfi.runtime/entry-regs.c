/* Test that every dedicated register holds its valid value on every
   entry into a domain (entry invariant E2, runtime/sfi-priv.h), as the
   verifier assumes at the module's first instruction: the module's
   assembly functions (entry-regs-ext.c) check them on entry and report
   one bit per bad register.  Entries, for each register-saving variant
   (one domain each, so that two are relocated): the generic entry of
   sfi_domain_call, the bound entry of a typed stub, a nested entry from
   a host function the module called, the return from that host call
   into the module, and the program start of sfi_domain_run.
   sfi-module: entry-regs-ext.c  */
/* { dg-do run } */

#include "host.h"
#ifndef ENTRY_REGS_STUBS
#include "entry-regs-ext.stubs.h"
#define STUBS(x) entry_regs_ext_##x
#endif

#if defined __mips__
static const char *const names[8] = { "$12 (mask)", "$13 (code base)",
  "$14 (data base; protect: $10, $11 too)", "$15 (code address)", "$24 (data address)", "$sp",
  "$gp", "$31 (return address)" };
#else
static const char *const names[8] = { "$5 (mask)", "$6 (code base)",
  "$7 (data base; protect: $1-$3 too)", "$8 (code address)", "$4 (data address)", "$30 ($sp)",
  "$29 ($gp)", "$26 (return address)" };
#endif

/* The registers a bound entry need not set: MIPS modules use the
   one-instruction guards by default (this one too), whose code may write
   the mask and bases ($12-$14) as ordinary registers (E2).  */
#if defined __mips__ && defined ENTRY_REGS_PROTECT
#define BOUND_FREE 0x3u		/* $14 is a load register of protect code.  */
#elif defined __mips__
#define BOUND_FREE 0x7u
#else
#define BOUND_FREE 0u
#endif

static int failures;

/* The typed import of the module: call ext_regs back (a nested entry)
   and return its bits.  */
unsigned long
host_back (struct sfi_domain *d)
{
  uintptr_t r;
  int st = sfi_domain_call (d, "ext_regs", 0, NULL, &r);
  return st ? 0xff : r;
}

/* Report the bad registers in BITS of the entry WHAT of variant SAVE.  */
static void
check (const char *what, int save, uintptr_t bits)
{
  char list[256] = "";
  if (bits == 0)
    return;
  for (int b = 0; b < 8; b++)
    if (bits & (1u << b))
      {
	strcat (list, " ");
	strcat (list, names[b]);
      }
  if (bits > 0xff)
    strcat (list, " (and a bad result)");
  printf ("  ** variant %d, %s: bad%s\n", save, what, list);
  failures++;
}

int
main (int argc, char **argv)
{
  struct sfi_domain *d[3];
  for (int save = 0; save < 3; save++)
    {
      struct sfi_domain_config cfg = { 0, 0, "entry-regs" };
      cfg.save = save;
      d[save] = sfi_domain_create (&cfg);
      if (!d[save] || STUBS (sfi_import_all) (d[save]) != 0
	  || sfi_domain_load (d[save], argv[1]) != 0)
	fail ("load: %s", d[save] ? sfi_domain_error (d[save]) : "create");
    }
  for (int save = 0; save < 3; save++)
    {
      uintptr_t r = call0 (d[save], "ext_regs");
      check ("generic entry", save, r);
      r = call0 (d[save], "ext_regs_after_call");
      check ("generic entry, nested", save, r & 0xff);
      check ("return from a host call", save, r >> 8);

      /* The typed stubs' bound entries of this variant: the stubs are
	 compiled for SFI_SAVE_CALLER, which saves the least, so they may
	 call the entries of every variant.  */
      if (sfi_domain_bind (d[save], STUBS (sfi_names), STUBS (sfi_names),
			   STUBS (sfi_count), save) != 0)
	fail ("bind: %s", sfi_domain_error (d[save]));
      r = ext_regs (d[save]);
      check ("bound entry (typed stub)", save, r & ~BOUND_FREE);
      r = ext_regs_after_call (d[save]);
      check ("bound entry, nested", save, r & 0xff);
      check ("return from a host call in a bound call", save, r >> 8);
      if (sfi_domain_take_fault (d[save]) != 0)
	fail ("a typed call faulted: %s", sfi_domain_error (d[save]));

      char name[] = "entry-regs";
      char *av[] = { name, NULL };
      int st = sfi_domain_run (d[save], 1, av);
      if (st >= 128)
	fail ("the program faulted: %s", sfi_domain_error (d[save]));
      check ("program start", save, st);
    }
  for (int save = 0; save < 3; save++)
    sfi_domain_destroy (d[save]);
  if (failures)
    fail ("%d entries with invalid dedicated registers", failures);
  pass ("every entry sets every dedicated register");
}
