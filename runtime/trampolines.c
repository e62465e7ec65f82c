/* The trampolines of a domain, step by step, for every architecture.

   Each step of every entry and exit trampoline is written here once, in
   order; <arch>/tramp.c gives only the instructions of each step
   (struct sfi_tramp_isa, sfi-priv.h).  So a step that one architecture
   has cannot be missing on the other: the Alpha entry once left the code
   register unset, which broke entry invariant E2.

   An entry trampoline of register-saving variant V, for a bound function
   (the target a constant checked when the module was loaded) or for the
   generic entry (the target in a register, guarded here):
     1. saves the host's return address, global pointer and the preserved
	registers of variant V that the module's code may write, in a frame
	on the host stack, and the host's FP control register in the
	same frame (exit invariant X2; the module starts with the host's
	value, entry invariant E3);
     2. records that frame in the context, tagged with V (exit invariant
	X1 reads the tag; so do the fault handler and the host-call path);
     3. with a time limit, counts a new call for the watchdog (fault.c);
     4. switches to the module's stack;
     4a. in a protect domain (sfi_write_stub_page sets the context's
	scrub), clears every register but the arguments, the link, the
	context register and the generic entry's target (entry invariant
	E4, sfi_arch_scrub);
     5. loads every dedicated register (entry invariant E2): the mask and
	the segment bases from the context (as the gate's return path does;
	domain.c sets them once), then valid data and code addresses; a
	bound entry into code of the one-instruction guards (MIPS "ins"
	scheme, where the mask and bases are ordinary registers) loads
	only the two address registers, with the segment bases; the
	load registers of protect code get the data segment base;
     6. loads the module's global pointer, from the context too;
     7. sets the return address to the return entry of variant V;
     8. jumps, through the code register.
   An exit trampoline of variant V:
     1. checks that the innermost call has variant V (X1), else goes to 3;
     2. restores what step 1 of the entry saved, the host's FP control
	register first (X2), and returns to the host;
     3. makes host call SFI_HOST_BAD_EXIT + V through the gate prologue,
	which ends the call in progress as a fault of the domain.

   The stub page holds, in this order: the gate prologue (where the
   jump table's host-call entries go), the exit of each variant, the
   generic entry of each variant; the bound entries follow (stubs.c).
   sfi_end_call, the exit the runtime takes from C, is here too.  */

#include "sfi-priv.h"

/* Implement sfi_write_entry.  */
uint32_t *
sfi_write_entry (const struct sfi_domain *d, uint32_t *p, int save,
		 uintptr_t fn)
{
  const struct sfi_tramp_isa *t = &sfi_arch_tramp;

  p = t->save_host (d, p, save);
  p = t->save_fpc (d, p);
  p = t->tag_host_frame (d, p, save);
  if (d->cfg.time_limit_ms)
    p = t->count_call (d, p);
  p = t->switch_stack (d, p);
  if (d->ctx.scrub)
    p = t->scrub (d, p, fn != 0);
  unsigned base = t->reg_codeseg;
  if (fn != 0 && d->img.ins_scheme)
    {
      /* Code of the one-instruction guards reads only the address
	 registers; the mask and bases are its ordinary registers.  */
      p = t->load_ctx (d, p, t->reg_data, CTX_DATA_BASE);
      p = t->load_ctx (d, p, t->reg_code, CTX_CODE_BASE);
      base = t->reg_code;
    }
  else
    {
      p = t->load_ctx (d, p, t->reg_mask, CTX_MASK);
      p = t->load_ctx (d, p, t->reg_codeseg, CTX_CODE_BASE);
      p = t->load_ctx (d, p, t->reg_dataseg, CTX_DATA_BASE);
      p = t->set_address_regs (d, p, fn != 0);
    }
  if (d->img.mode == SFI_MODE_PROTECT)
    for (unsigned i = 0; i < t->n_reg_load; i++)
      p = t->load_ctx (d, p, t->reg_load[i], CTX_DATA_BASE);
  p = t->load_ctx (d, p, t->reg_gp, CTX_MOD_GP);
  p = t->set_return_entry (d, p, save, base);
  return fn ? t->jump_bound (d, p, fn) : t->jump_guarded (d, p);
}

/* Write the exit trampoline of variant SAVE at P; return the end.  */
static uint32_t *
write_exit (const struct sfi_domain *d, uint32_t *p, int save)
{
  const struct sfi_tramp_isa *t = &sfi_arch_tramp;
  uint32_t *branch;

  p = t->check_tag (d, p, save, &branch);
  p = t->restore_fpc (d, p, save);
  p = t->restore_host (d, p, save);
  return t->bad_exit (d, p, save, branch);
}

/* Implement sfi_write_stub_page.  */
uint32_t *
sfi_write_stub_page (struct sfi_domain *d, uint32_t *p)
{
  sfi_arch_scan_written (d);
  d->ctx.scrub = 0;
  if (d->img.mode == SFI_MODE_PROTECT)
    {
      /* sfi_arch_scrub clears the preserved registers too, as if the
	 module wrote them all: the entries of the variants that keep
	 them for the host save them all.  */
      d->ctx.scrub = (uintptr_t) sfi_arch_scrub;
      d->tramps.written_gpr = d->tramps.written_fpr = ~(uint32_t) 0;
    }
  d->tramps.gate_prologue = (uintptr_t) p;
  p = sfi_arch_tramp.gate_prologue (d, p);
  for (int v = 0; v < SFI_SAVE_VARIANTS; v++)
    {
      d->tramps.exit_tramp[v] = (uintptr_t) p;
      p = write_exit (d, p, v);
    }
  for (int v = 0; v < SFI_SAVE_VARIANTS; v++)
    {
      d->tramps.entry_tramp[v] = (uintptr_t) p;
      p = sfi_write_entry (d, p, v, 0);
    }
  return p;
}

/* End D's innermost call as described in sfi-priv.h, from the host
   call (exit) under way in it: put back the domain stack pointer the
   common path saved in its frame (a register word), just below the entry
   frame (switch.S), and leave through the exit trampoline of the call's
   variant.  */
void
sfi_end_call (struct sfi_domain *d)
{
  d->ctx.mod_sp = sfi_common_frame_word (d, SFI_ARCH_COMMON_MOD_SP);
  sfi_arch_jump_exit (sfi_arch_exit_at (d),
		      d->tramps.exit_tramp[d->ctx.host_sp
					   & SFI_FRAME_TAG_MASK]);
}
