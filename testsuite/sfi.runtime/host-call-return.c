/* Test that a host call returns into the module only where the host
   may enter it (entry invariant E1, runtime/sfi-priv.h): an aligned
   instruction of its verified code, or the start of a jump-table entry
   (the return of a function that tail-called the host).  A module
   function (ext_return_to in entry-regs-ext.c) sets its return address
   to an offset of its code segment and jumps to the host function
   host_back.  With the call's own return entry, host_back's result
   comes back to the host; with another variant's return entry, the
   host function runs and the return entry ends the call as a fault
   (exit invariant X1); with the middle of a jump-table entry, the end
   of the code or a place past it, the call ends as a fault before the
   host function runs.  The domain works after each fault.
   sfi-module: entry-regs-ext.c  */
/* { dg-do run } */

#include <signal.h>
#include <sfi/host-calls.h>
#include "host.h"
#include "entry-regs-ext.stubs.h"

static int ran;

unsigned long
host_back (struct sfi_domain *d)
{
  ran++;
  return 1234;
}

int
main (int argc, char **argv)
{
  for (int save = 0; save < 3; save++)
    {
      struct sfi_domain_config cfg = { 0, 0, "host-call-return" };
      cfg.save = save;
      struct sfi_domain *d = sfi_domain_create (&cfg);
      if (!d || entry_regs_ext_sfi_import_all (d) != 0
	  || sfi_domain_load (d, argv[1]) != 0)
	fail ("load: %s", d ? sfi_domain_error (d) : "create");
      struct { uintptr_t off; int ok, runs; const char *why; } cases[] = {
	{ SFI_JT_ENTRY_SIZE * (SFI_JT_RETURN_BASE + save), 1, 1, NULL },
	{ SFI_JT_ENTRY_SIZE * (SFI_JT_RETURN_BASE + (save + 1) % 3), 0, 1,
	  "return entry of variant" },
	{ SFI_JT_ENTRY_SIZE * SFI_JT_RETURN_BASE + 4, 0, 0,
	  "would return outside the module's code" },
	{ 4, 0, 0, "would return outside the module's code" },
	{ 0x800000, 0, 0, "would return outside the module's code" },
	{ 0xfffffc, 0, 0, "would return outside the module's code" },
      };
      for (unsigned k = 0; k < sizeof cases / sizeof cases[0]; k++)
	{
	  uintptr_t r, off = cases[k].off;
	  int before = ran;
	  int st = sfi_domain_call (d, "ext_return_to", 1, &off, &r);
	  const char *err = sfi_domain_error (d);
	  printf ("variant %d, return to 0x%lx: %d 0x%lx %s\n", save,
		  (unsigned long) off, st, (unsigned long) r, err);
	  if (ran - before != cases[k].runs)
	    fail ("return to 0x%lx: the host function ran %d times",
		  (unsigned long) off, ran - before);
	  if (cases[k].ok && (st != 0 || r != 1234))
	    fail ("return to 0x%lx: %d %s", (unsigned long) off, st, err);
	  if (!cases[k].ok && (st != SIGSEGV || !strstr (err, cases[k].why)))
	    fail ("return to 0x%lx: %d %s", (unsigned long) off, st, err);
	  if (sfi_domain_reset (d) != 0 || call0 (d, "ext_regs") != 0)
	    fail ("the domain does not work after a return to 0x%lx",
		  (unsigned long) off);
	}
      sfi_domain_destroy (d);
    }
  pass ("host calls return only into the module's code or jump table");
}
