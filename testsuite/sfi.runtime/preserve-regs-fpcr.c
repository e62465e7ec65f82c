/* Test that the bound entry of variant SFI_SAVE_INT_FP gives the host
   back its preserved floating-point registers when the module writes one
   with "mf_fpcr" encoded with Fa other than Fc.  The CPU writes Fa (Alpha
   Architecture Reference Manual, MF_FPCR; qemu: dest_fpr (ctx, ra)).
   Red-team finding: the load-time scan of the registers a module may
   write (written_by in runtime/alpha/tramp.c) recorded only Rc/Fc for
   opcodes 0x14-0x17, so the trampoline did not save the host's $f2, and
   the module's FPCR value replaced it; written_by now also records Fa
   of MF_FPCR (function 0x025 of opcode 0x17).  probe_regs is
   preserve-regs.h's.
   sfi-target: alpha*-*-*
   sfi-module: preserve-regs-fpcr-ext.c  */
/* { dg-do run } */

#include "host.h"
#include "preserve-regs-fpcr-ext.stubs.h"
#include "preserve-regs.h"

int
main (int argc, char **argv)
{
  int save = SFI_SAVE_INT_FP;
  struct sfi_domain_config cfg = { 0, 0, "preserve-regs-fpcr" };
  cfg.save = save;
  struct sfi_domain *d = sfi_domain_create (&cfg);
  if (!d || sfi_domain_load (d, argv[1]) != 0)
    fail ("load: %s", d ? sfi_domain_error (d) : "create");
  if (sfi_domain_bind (d, preserve_regs_fpcr_ext_sfi_names,
		       preserve_regs_fpcr_ext_sfi_names,
		       preserve_regs_fpcr_ext_sfi_count, save) != 0)
    fail ("bind: %s", sfi_domain_error (d));
  const struct sfi_domain_head *h = (const struct sfi_domain_head *) d;
  uintptr_t bad = probe_regs (h->entries[0], 0);
  if (sfi_domain_take_fault (d) != 0)
    fail ("the typed call faulted: %s", sfi_domain_error (d));
  if (bad & (1u << FP_BIT))
    fail ("variant %d lost a preserved floating-point register (bits %#lx)",
	  save, (unsigned long) bad);
  if (bad & ALWAYS)
    fail ("lost $fp, $gp or $sp (bits %#lx)", (unsigned long) bad);
  pass ("mf_fpcr into a preserved register is seen by the trampoline");
}
