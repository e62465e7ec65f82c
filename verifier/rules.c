/* The rules whose logic is the same on MIPS and Alpha, the driver that
   applies an ISA's rules to one instruction, and the decode cache; see
   rules.h.  The registers, state layouts and reasons come from the ISA's
   struct sfi_rules, so a rule reads as it would in one ISA's checker.  */

#include <stdlib.h>
#include "rules.h"

#define OK SFI_OK
#define BAD SFI_BAD

/* The base register of I (loads, stores, indirect jumps).  */

static inline unsigned
base_reg (const struct sfi_ctx *c, const struct sfi_insn *i)
{
  return (i->w >> c->isa->base_shift) & 31;
}

/* Rule: every instruction is in the table (default deny).  */

struct sfi_verdict
sfi_check_known (const struct sfi_ctx *c, size_t k)
{
  if (c->insns[k].row == SFI_NO_ROW)
    return BAD (SFI_E_FORBIDDEN_INSN,
		"instruction is not allowed in module code");
  return OK;
}

/* Rule: the mask and segment registers (and MIPS $gp) are never
   written; the runtime sets them and every guard relies on them.  The
   decoder marks such writes (SFI_F_DEDICATED), since which registers
   are dedicated depends on the code's guard scheme.  */

struct sfi_verdict
sfi_check_dedicated_writes (const struct sfi_ctx *c, size_t k)
{
  if (c->insns[k].flags & SFI_F_DEDICATED)
    return BAD (SFI_E_WRITES_DEDICATED, c->isa->why_dedicated);
  return OK;
}

/* Rule: stores go through the data register (valid, adjusted or near),
   $sp (not bad), or the ISA's always-valid register.  */

struct sfi_verdict
sfi_check_store (const struct sfi_ctx *c, size_t k)
{
  const struct sfi_rules *isa = c->isa;
  const struct sfi_insn *i = &c->insns[k];
  if (i->cls != SFI_C_STORE)
    return OK;
  unsigned st = c->in[k], r = base_reg (c, i);
  if (r == isa->reg[SFI_R_DATA])
    return (sfi_get (isa, st, SFI_R_DATA) & (S_M | S_B))
      ? BAD (SFI_E_UNSANDBOXED_STORE, isa->why_store_data) : OK;
  if (r == isa->reg[SFI_R_SP])
    return (sfi_get (isa, st, SFI_R_SP) & S_B)
      ? BAD (SFI_E_SP_INVALID,
	     "store through $sp after it may have left the segment") : OK;
  if (r == isa->reg_free_store)
    return OK;
  return BAD (SFI_E_UNSANDBOXED_STORE,
	      "store through a register that is not sandboxed");
}

/* Rule: indirect jumps, calls and returns go through a valid code
   register, or, in code that keeps it valid, a valid return-address
   register.  */

struct sfi_verdict
sfi_check_indirect_jump (const struct sfi_ctx *c, size_t k)
{
  const struct sfi_rules *isa = c->isa;
  const struct sfi_insn *i = &c->insns[k];
  if (i->cls != SFI_C_IJUMP)
    return OK;
  unsigned r = base_reg (c, i);
  if (r == isa->reg[SFI_R_RA] && c->code->ra_valid)
    return sfi_get (isa, c->in[k], SFI_R_RA) == S_V ? OK
      : BAD (SFI_E_UNSANDBOXED_JUMP, isa->why_jump_ra);
  if (r != isa->reg[SFI_R_CODE])
    return BAD (SFI_E_UNSANDBOXED_JUMP,
		c->code->ra_valid ? isa->why_jump_other_ra
		: isa->why_jump_other);
  if (sfi_get (isa, c->in[k], SFI_R_CODE) != S_V)
    return BAD (SFI_E_UNSANDBOXED_JUMP, isa->why_jump_code);
  return OK;
}

/* Rule: registers are valid where control transfers: $sp always, the
   data register not adjusted, the return-address register in code that
   keeps it valid; the code and data registers too where the target is
   not known here (indirect jumps, calls, and absolute jumps in an
   object, which are linked later).  */

struct sfi_verdict
sfi_check_transfer_state (const struct sfi_ctx *c, size_t k)
{
  const struct sfi_rules *isa = c->isa;
  const struct sfi_insn *i = &c->insns[k];
  unsigned st;
  if (!sfi_cti_p (i) || !isa->leaving (c, k, &st))
    return OK;
  int ra_bad = c->code->ra_valid && sfi_get (isa, st, SFI_R_RA) != S_V;
  if (sfi_get (isa, st, SFI_R_SP) != S_V)
    return BAD (SFI_E_SP_INVALID, isa->why_sp_transfer);
  if (isa->ra_first && ra_bad)
    return BAD (SFI_E_RA_INVALID, isa->why_ra_transfer);
  if (sfi_get (isa, st, SFI_R_DATA) & S_A)
    return BAD (SFI_E_DATA_UNCHECKED, isa->why_data_transfer);
  if (ra_bad)
    return BAD (SFI_E_RA_INVALID, isa->why_ra_transfer);
  int unknown_target = (i->cls == SFI_C_IJUMP || (i->flags & SFI_F_CALL)
			|| (i->cls == SFI_C_JUMP && c->code->relocatable));
  if (unknown_target
      && (sfi_get (isa, st, SFI_R_CODE) != S_V
	  || sfi_get (isa, st, SFI_R_DATA) != S_V))
    return BAD (SFI_E_REGION_ACROSS_JUMP, isa->why_region);
  return OK;
}

/* Rule: in code that keeps its return-address register valid, a link
   lies in the code segment.  Relocatable objects are checked once
   linked.  */

struct sfi_verdict
sfi_check_link (const struct sfi_ctx *c, size_t k)
{
  const struct sfi_insn *i = &c->insns[k];
  if (!(i->flags & SFI_F_RA) || c->code->relocatable)
    return OK;
  unsigned bits = c->code->seg_bits ? c->code->seg_bits : c->isa->seg_bits;
  uint64_t at = c->base + 4 * k;
  if (((at + c->isa->link_bytes) >> bits) == (at >> bits))
    return OK;
  return BAD (SFI_E_LINK_OUTSIDE,
	      "links a return address past the end of the code segment");
}

/* Rule: direct branches and jumps land in the code or on a jump-table
   entry.  */

struct sfi_verdict
sfi_check_branch_target (const struct sfi_ctx *c, size_t k)
{
  const struct sfi_insn *i = &c->insns[k];
  if (i->cls != SFI_C_BRANCH && i->cls != SFI_C_JUMP)
    return OK;
  uint64_t t = c->isa->target (c, k);
  if (t == SFI_NO_TARGET)
    return OK;			/* Relocatable: checked at load time.  */
  const struct sfi_code *code = c->code;
  uint64_t lo = code->relocatable ? code->vaddr : code->target_start;
  uint64_t hi = code->relocatable ? code->vaddr + code->size : code->target_end;
  if (t >= lo && t < hi)
    return OK;
  if (t >= code->jt_start && t < code->jt_end
      && (t - code->jt_start) % c->isa->jt_entry_size == 0)
    return OK;
  if (code->relocatable && (i->flags & SFI_F_FAR))
    return OK;			/* A call to another section: linked later.  */
  return BAD (SFI_E_BRANCH_TARGET, c->isa->why_target);
}

/* Implement sfi_rules_init.  */

void
sfi_rules_init (struct sfi_rules *isa)
{
  if (isa->nchecks > SFI_MAX_CHECKS)
    abort ();			/* Grow SFI_MAX_CHECKS.  */
  for (unsigned cls = 0; cls <= SFI_NCLASSES; cls++)
    {
      unsigned bit = cls == SFI_NCLASSES ? SFI_C_BAD : SFI_C (cls), n = 0;
      for (unsigned r = 0; r < isa->nchecks; r++)
	if (isa->checks[r].classes != SFI_C_ANY
	    && (isa->checks[r].classes & bit))
	  isa->lists[cls][n++] = r;
      isa->lists[cls][n] = isa->nchecks;
    }
}

/* Implement sfi_check_insn.  */

int
sfi_check_insn (const struct sfi_ctx *c, size_t k, uint64_t addr,
		const struct sfi_verify_opts *opts, int *go_on)
{
  const struct sfi_rules *isa = c->isa;
  const struct sfi_insn *i = &c->insns[k];
  const unsigned n = isa->nchecks;
  const unsigned char *list
    = isa->lists[i->cls < SFI_NCLASSES ? i->cls : SFI_NCLASSES];
  unsigned ded = (i->flags & SFI_F_DEDICATED) ? 0 : n;
  for (;;)
    {
      /* First the SFI_C_ANY rules if the instruction writes a dedicated
	 register, then the class's own.  */
      size_t r;
      if (ded < n)
	{
	  while (ded < n && isa->checks[ded].classes != SFI_C_ANY)
	    ded++;
	  if (ded == n)
	    continue;
	  r = ded++;
	}
      else if (*list == n)
	break;
      else
	r = *list++;
      struct sfi_verdict v = isa->checks[r].check (c, k);
      if (v.code < 0)
	continue;
      char disasm[64];
      isa->disasm (i, addr, disasm, sizeof disasm);
      *go_on = sfi_report (opts, addr, i->w, v, disasm);
      return 1;			/* One problem per instruction.  */
    }
  return 0;
}

/* Implement sfi_dcache_new.  Every entry starts as the decoded form of
   one word, so an entry is always right for the word it holds and no
   "empty" mark is needed.  */

void *
sfi_dcache_new (const struct sfi_code *code, sfi_decode_fn *decode)
{
  struct sfi_dcache *dc = malloc (sizeof *dc);
  if (!dc)
    return NULL;
  dc->ins_scheme = code->ins_scheme;
  dc->ra_valid = code->ra_valid;
  decode (0, &dc->e[0], dc->ins_scheme, dc->ra_valid);
  for (size_t e = 1; e < (1u << SFI_DCACHE_BITS); e++)
    dc->e[e] = dc->e[0];
  return dc;
}
