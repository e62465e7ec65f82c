/* Test that a call into a domain gives the host back every register its
   ABI preserves, for each register-saving variant, on each entry a host
   calls: the bound entry of a typed stub (which preserves $sp, $gp and
   $fp always, the integer preserved registers with SFI_SAVE_INT and up,
   the floating-point ones with SFI_SAVE_INT_FP; sfi-stub.h's clobber
   lists rely on exactly that), and sfi_domain_call, a C function, which
   preserves them all whatever the variant.  The module (preserve-regs-
   ext.c) overwrites every one of them and does not restore them.

   probe_regs (preserve-regs.h) finds the registers a call lost.
   sfi-module: preserve-regs-ext.c  */
/* { dg-do run } */

#include "host.h"
#include "preserve-regs-ext.stubs.h"

#include "preserve-regs.h"

static int failures;

/* The generic entry, called as a C function by probe_regs.  */
static uintptr_t
generic (uintptr_t d)
{
  uintptr_t r;
  if (sfi_domain_call ((struct sfi_domain *) d, "ext_smash", 0, NULL, &r))
    fail ("sfi_domain_call: %s", sfi_domain_error ((struct sfi_domain *) d));
  return r;
}

/* Report the registers of REQUIRED that BAD says were lost.  */
static void
check (const char *what, int save, uintptr_t bad, uintptr_t required)
{
  if (bad & required)
    {
      printf ("  ** variant %d, %s: lost registers, bits %#lx\n", save,
	      what, (unsigned long) (bad & required));
      failures++;
    }
}

int
main (int argc, char **argv)
{
  for (int save = 0; save < 3; save++)
    {
      struct sfi_domain_config cfg = { 0, 0, "preserve-regs" };
      cfg.save = save;
      struct sfi_domain *d = sfi_domain_create (&cfg);
      if (!d || sfi_domain_load (d, argv[1]) != 0)
	fail ("load: %s", d ? sfi_domain_error (d) : "create");
      if (sfi_domain_bind (d, preserve_regs_ext_sfi_names,
			   preserve_regs_ext_sfi_names,
			   preserve_regs_ext_sfi_count, save) != 0)
	fail ("bind: %s", sfi_domain_error (d));
      const struct sfi_domain_head *h = (const struct sfi_domain_head *) d;

      uintptr_t required = ALWAYS;
      if (save >= SFI_SAVE_INT)
	required |= INT_BITS;
      if (save >= SFI_SAVE_INT_FP)
	required |= 1u << FP_BIT;
      uintptr_t bad = probe_regs (h->entries[0], 0);
      check ("bound entry (typed stub)", save, bad, required);
      /* The module did overwrite what the variant does not restore: the
	 probe sees a lost register.  */
      uintptr_t lost = (INT_BITS | 1u << FP_BIT) & ~required;
      if ((bad & lost) != lost)
	{
	  printf ("  ** variant %d: the module's writes were not seen "
		  "(bits %#lx)\n", save, (unsigned long) bad);
	  failures++;
	}
      if (sfi_domain_take_fault (d) != 0)
	fail ("the typed call faulted: %s", sfi_domain_error (d));

      /* sfi_domain_call is a C function: $gp is the caller's to reload
	 (o32 PIC and Alpha both do); everything else preserved.  */
      bad = probe_regs ((uintptr_t) generic, (uintptr_t) d);
      check ("sfi_domain_call", save, bad,
	     INT_BITS | 1u << 8 | 1u << 10 | 1u << FP_BIT);
      sfi_domain_destroy (d);
    }
  if (failures)
    fail ("%d calls lost preserved registers", failures);
  pass ("each variant preserves the registers its ABI preserves");
}
