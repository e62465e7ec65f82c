/* Test entry invariant E4 (runtime/sfi-priv.h): a module of the protect
   policy finds no host value in a register on any entry.  The module's
   assembly functions (scrub-regs-ext.c) report every register that is
   not zero where the entry should have cleared it.  Entries, for each
   register-saving variant: the generic entry of sfi_domain_call, the
   bound entry of a typed stub, the return from a host call (whose host
   function leaves values in the FP registers), and the program start of
   sfi_domain_run.  Before each, the host leaves its own values in the
   registers: pointers in the preserved ones, a product in hi and lo
   (MIPS), doubles in the FP registers.  And the host must get back the
   preserved registers of its variant, which the module does not write
   but the entry clears.  A typed stub passes zero in the argument
   registers its call leaves unused.
   sfi-module: scrub-regs-ext.c  */
/* { dg-do run } */

#include "host.h"
#include "scrub-regs-ext.stubs.h"
#include "preserve-regs.h"

static int failures;
static volatile double seed = 3.25;
static volatile unsigned long wide = 0x12345;

/* Leave host values in the FP temporaries (and MIPS hi/lo).  */
static void __attribute__ ((noinline))
dirty (void)
{
  double a = seed, b = seed * 7.5, c = a / b + seed;
  seed = a * b + c * c - a / (b + 1.0) + b / (c + 2.0);
  wide = wide * 0x10001u + (unsigned long) seed;
}

/* Leave a host value in the odd half of MIPS $f12's pair, which a float
   argument in $f12 leaves as it was (Alpha's argument registers are
   whole: the call's own values are the host's there).  */
static void __attribute__ ((noinline))
dirty_pair (void)
{
#ifdef __mips__
  __asm__ volatile ("mthc1 %0, $f12\n\tmthc1 %0, $f14"
		    : : "r" (0x5a5a5a5a) : "$f12", "$f13", "$f14", "$f15");
#endif
}

/* The typed import of the module.  */
unsigned long
host_dirty (struct sfi_domain *d)
{
  (void) d;
  dirty ();
  return 1;
}

/* Report the registers in BITS left with a host value at the entry
   WHAT of variant SAVE.  */
static void
check (const char *what, int save, unsigned long bits)
{
  if (bits == 0)
    return;
  printf ("  ** variant %d, %s: not cleared:", save, what);
  for (int b = 0; b < 32; b++)
    if (bits & (1ul << b))
      b ? printf (" $%d", b) : printf (" (FP registers, hi or lo)");
  printf ("\n");
  failures++;
}

int
main (int argc, char **argv)
{
  (void) argc;
  for (int save = 0; save < 3; save++)
    {
      struct sfi_domain_config cfg = { 0, 0, "scrub-regs" };
      cfg.save = save;
      struct sfi_domain *d = sfi_domain_create (&cfg);
      if (!d || scrub_regs_ext_sfi_import_all (d) != 0
	  || sfi_domain_load (d, argv[1]) != 0)
	fail ("load: %s", d ? sfi_domain_error (d) : "create");
      if (sfi_domain_bind (d, scrub_regs_ext_sfi_names,
			   scrub_regs_ext_sfi_names,
			   scrub_regs_ext_sfi_count, save) != 0)
	fail ("bind: %s", sfi_domain_error (d));

      dirty ();
      uintptr_t r = call0 (d, "ext_dirty");
#ifdef __mips__
      r &= ~(1ul << 25);	/* The generic entry's target.  */
#endif
      check ("generic entry", save, r);
      dirty ();
      check ("generic entry, return from a host call", save,
	     call0 (d, "ext_dirty_after_call"));
      dirty ();
      check ("bound entry (typed stub)", save, ext_dirty (d));
      dirty ();
      check ("bound entry, return from a host call", save,
	     ext_dirty_after_call (d));
      dirty ();
      dirty_pair ();
      check ("bound entry, a float argument", save, ext_args (d, 1.5f));
      if (sfi_domain_take_fault (d) != 0)
	fail ("a typed call faulted: %s", sfi_domain_error (d));

      /* Clearing the preserved registers must not lose the host's: a
	 variant that keeps them saves them all, though the module
	 itself writes none of them (probe_regs, preserve-regs.h, through
	 ext_dirty's bound entry).  */
      uintptr_t keep = ALWAYS;
      if (save >= SFI_SAVE_INT)
	keep |= INT_BITS;
      if (save >= SFI_SAVE_INT_FP)
	keep |= 1u << FP_BIT;
      const struct sfi_domain_head *h = (const struct sfi_domain_head *) d;
      uintptr_t lost = probe_regs (h->entries[0], 0) & keep;
      if (lost)
	{
	  printf ("  ** variant %d: the host lost preserved registers, "
		  "bits %#lx\n", save, (unsigned long) lost);
	  failures++;
	}

      char name[] = "scrub-regs";
      char *av[] = { name, NULL };
      dirty ();
      int st = sfi_domain_run (d, 1, av);
      if (st >= 128)
	fail ("the program faulted: %s", sfi_domain_error (d));
      check ("program start", save, st ? 1ul << (st - 1) : 0);
      sfi_domain_destroy (d);
    }
  if (failures)
    fail ("%d entries left host values in registers", failures);
  pass ("every entry into a protect domain clears the host's registers");
}
