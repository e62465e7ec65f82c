/* What the two checkers share below the driver (sweep.h): the decoded
   form of an instruction and its cache, the states of the tracked
   registers, what a rule sees, the rules whose logic is the same on both
   ISAs, and how an ISA's list of rules is applied.  An ISA keeps only
   what differs: its decode table, its transfer function, its own rules
   (MIPS delay slots and "ins" widths), and the registers, layouts and
   words of struct sfi_rules.  Internal to the verifier.

   The rules are inline functions of a constant struct sfi_rules: each
   ISA's checker gets its own copy, with its registers and hooks folded
   in and no call through a pointer, since the rules run on every store
   and transfer of large code.  */

#ifndef SFI_RULES_H
#define SFI_RULES_H

#include <stddef.h>
#include <stdint.h>
#include "sweep.h"

/* Instruction classes the shared rules reason about.  An ISA numbers its
   other classes (ALU, and the forms its guards use) below
   SFI_C_HOST_STATE, so that one small number indexes the rule lists.  */
enum sfi_class
{
  SFI_C_HOST_STATE = 8,		/* Reads a register of the host thread
				   (MIPS rdhwr, Alpha rduniq).  */
  SFI_C_LOAD,
  SFI_C_STORE,
  SFI_C_BRANCH,			/* Direct, PC-relative.  */
  SFI_C_JUMP,			/* Direct, absolute (MIPS "j", "jal").  */
  SFI_C_IJUMP,			/* Indirect: jump, call or return.  */
  SFI_NCLASSES,
  SFI_C_FORBIDDEN = 255		/* In no row of the table.  */
};

/* A decoded instruction, kept small (8 bytes): the decode cache holds
   many, and the window and the full algorithm copy them.  */
struct sfi_insn
{
  uint32_t w;
  unsigned char row;		/* Index in the ISA's table, or SFI_NO_ROW.  */
  unsigned char cls;		/* The row's class, or SFI_C_FORBIDDEN.  */
  unsigned char wreg;		/* GPR written (the ISA's zero if none).  */
  unsigned char flags;		/* SFI_F_*, and bits of the ISA's own.  */
};

#define SFI_NO_ROW 255

/* Flags of a decoded instruction the shared rules read; an ISA may use
   the bits 0x01, 0x02 and 0x10 for itself.  */
#define SFI_F_CALL 0x08		/* A call: the callee returns with valid
				   registers.  */
#define SFI_F_FAR 0x04		/* A direct call that may leave its section
				   of a relocatable object (linked later).  */
#define SFI_F_RA 0x20		/* Writes the return-address register, in
				   code that keeps it valid.  */
#define SFI_F_DEDICATED 0x40	/* Writes a register no code may write.  */
#define SFI_F_CHECK 0x80	/* Some rule may object: every other
				   instruction is skipped by the checks
				   (but loads in protect code:
				   sfi_needs_check).  */

/* Return true if some rule may object to I: SFI_F_CHECK, or a load in
   code of the protect policy (PROTECT).  Decoding does not depend on the
   policy, so that the decode cache need not either, and loads, which
   are common, cost the sandbox policy nothing.  */

static inline int
sfi_needs_check (const struct sfi_insn *i, int protect)
{
  return (i->flags & SFI_F_CHECK) || (protect && i->cls == SFI_C_LOAD);
}

/* Return true if I is a control transfer.  */

static inline int
sfi_cti_p (const struct sfi_insn *i)
{
  return i->cls >= SFI_C_BRANCH && i->cls != SFI_C_FORBIDDEN;
}

/* Possible-state sets of the tracked registers, each a few bits of a
   state (sfi_state_t); the ISA says where (struct sfi_rules).  */
#define S_V 1			/* Valid.  */
#define S_M 2			/* Masked (address registers) or adjusted
				   ($sp).  */
#define S_B 4			/* Bad.  */
#define S_A 8			/* Data register adjusted, not yet used.  */
#define S_N 16			/* Data register near: used since.  */
#define S_U 8			/* Code register (MIPS): in the segment,
				   low bits from elsewhere.  */

/* The tracked registers, as struct sfi_rules indexes them.  */
enum sfi_reg { SFI_R_CODE, SFI_R_DATA, SFI_R_SP, SFI_R_RA, SFI_NREGS };

/* What a rule sees: instructions around the one checked, and the state
   before each.  */
struct sfi_ctx
{
  const struct sfi_code *code;
  const struct sfi_insn *insns;	/* A window of the code, or one.  */
  const sfi_state_t *in;	/* State before each instruction.  */
  size_t n;
  uint64_t base;		/* Address of INSNS[0].  */
};

/* The classes a rule can object to, as bits 1 << class (SFI_C_ANY: a
   rule about writes of dedicated registers, which applies to the
   instructions with SFI_F_DEDICATED; SFI_C_BAD: unknown instructions;
   SFI_C_KNOWN: every known instruction that some rule may object to,
   SFI_F_CHECK), so that only the rules that apply are tried.  */
#define SFI_C(cls) (1u << (cls))
#define SFI_C_BAD (1u << SFI_NCLASSES)
#define SFI_C_KNOWN (SFI_C_BAD - 1)
#define SFI_C_CTI \
  (SFI_C (SFI_C_BRANCH) | SFI_C (SFI_C_JUMP) | SFI_C (SFI_C_IJUMP))
#define SFI_C_ANY 0xffffffffu

/* No direct target known here (not 0: a real address in an object).  */
#define SFI_NO_TARGET UINT64_MAX

/* What the shared rules need to know of an ISA.  */
struct sfi_rules
{
  /* Register numbers: code, data, $sp and return-address registers
     (enum sfi_reg), and a register stores may always use (MIPS $gp), or
     255.  */
  unsigned char reg[SFI_NREGS];
  unsigned char reg_free_store;
  /* The load registers of protect code (MIPS $14, $11, $10, mips-abi.h;
     Alpha $1-$3, alpha-abi.h), more sandboxed data addresses, as a mask
     of register numbers (sfi_load_regs_on says in which code: on MIPS,
     LOAD_NEED_INS, only in code of the one-instruction guards).  Each
     has a state of SFI_LOAD_FIELD bits at LOAD_SH[R]: V, M (Alpha,
     between the halves of its guard), B, and the induction pointer's A
     and N (sfi_stepped); it is valid where that state has neither M nor
     B.  LOAD_FIELDS masks all their states in a state, and LOAD_VALID
     is all of them {S_V}.  */
  uint32_t reg_load_mask;
  unsigned char load_sh[32];
  unsigned char load_need_ins;
  sfi_state_t load_fields, load_valid;
  /* Bit position and width mask of each tracked register's state.  */
  unsigned char sh[SFI_NREGS];
  unsigned char mask[SFI_NREGS];
  /* The base register of loads, stores and indirect jumps is
     (W >> BASE_SHIFT) & 31.  */
  unsigned char base_shift;
  /* Bytes from a linking transfer to the address it links.  */
  unsigned char link_bytes;
  /* log2 of the default segment size.  */
  unsigned char seg_bits;
  /* Whether the transfer rule reports an invalid return-address register
     before an unchecked data register (the order each ISA's reports have
     always had).  */
  unsigned char ra_first;
  unsigned jt_entry_size;
  /* The target of direct transfer K of C, or SFI_NO_TARGET.  */
  uint64_t (*target) (const struct sfi_ctx *c, size_t k);
  /* Set *ST to the state where transfer K of C passes control on (after
     its delay slot, if any); return 0 if there is none here.  */
  int (*leaving) (const struct sfi_ctx *c, size_t k, unsigned *st);
  void (*disasm) (const struct sfi_insn *i, uint64_t addr, char *buf,
		  size_t n);
  /* The reasons of the shared rules' reports, naming the ISA's
     registers (WHY_ACCESS_DATA: a store, or a load in protect code,
     through the data register where it may not be sandboxed).  */
  const char *why_dedicated, *why_access_data, *why_jump_ra,
    *why_jump_other, *why_jump_other_ra, *why_jump_code, *why_sp_transfer,
    *why_data_transfer, *why_ra_transfer, *why_region, *why_target,
    *why_access_load, *why_region_load;
};

/* Register R's state set in ST.  */

static inline unsigned
sfi_get (const struct sfi_rules *isa, unsigned st, enum sfi_reg r)
{
  return (st >> isa->sh[r]) & isa->mask[r];
}

/* The width mask of a load register's state (sfi_rules.load_sh).  */
#define SFI_LOAD_FIELD 31u

/* The induction-pointer rule, the same for the data register and the
   load registers of both ISAs: "R += K" (K a 16-bit displacement) turns
   V or N into A and anything else into B; an access through R that
   always touches memory turns A into N (had R left its segment by more
   than the guard zones allow, the access would have faulted).  N lies
   within 32 KiB of the segment, A within 64 KiB, and a 32 KiB
   displacement more stays inside the 128 KiB guard zone, so an access
   through an A, N or V register is in the segment or faults.  A guard
   that keeps R's segment bits makes N and A bad (a near R may lie just
   below its segment), so a loop ends by making R valid from a register
   the runtime keeps in the segment.  */

static inline unsigned
sfi_stepped (unsigned v)
{
  return ((v & (S_V | S_N)) ? S_A : 0) | ((v & ~(S_V | S_N)) ? S_B : 0);
}

static inline unsigned
sfi_touched (unsigned v)
{
  return (v & S_A) ? (v & ~S_A) | S_N : v;
}

/* Whether the load registers of ISA (sfi_rules.reg_load_mask) are
   sandboxed data addresses in code C: in protect code, and on MIPS, of
   the one-instruction guards only.  Elsewhere they are ordinary
   registers, whose states the transfer functions leave valid.  */

static inline int
sfi_load_regs_on (const struct sfi_rules *isa, const struct sfi_ctx *c)
{
  return (isa->reg_load_mask && c->code->protect
	  && (!isa->load_need_ins || c->code->ins_scheme));
}

/* Whether register R is a load register of ISA that holds a sandboxed
   address in state ST of code C: where its state has neither M nor B
   (an adjusted or near one too, like the data register).  */

static inline int
sfi_load_reg_valid (const struct sfi_rules *isa, const struct sfi_ctx *c,
		    unsigned st, unsigned r)
{
  if (r >= 32 || !((isa->reg_load_mask >> r) & 1)
      || !sfi_load_regs_on (isa, c))
    return 0;
  return !(((st >> isa->load_sh[r]) & SFI_LOAD_FIELD) & (S_M | S_B));
}

/* Whether some load register of ISA may not be {V} in state ST of code
   C (adjusted or near ones too: where the target is not known, every
   instruction assumes them in the segment).  */

static inline int
sfi_load_regs_invalid (const struct sfi_rules *isa, const struct sfi_ctx *c,
		       unsigned st)
{
  return ((st & isa->load_fields) != isa->load_valid
	  && sfi_load_regs_on (isa, c));
}

/* The rules both ISAs share.  Each takes the ISA, and instruction K of
   C.  */

/* The base register of I (loads, stores, indirect jumps).  */

static inline unsigned
sfi_base_reg (const struct sfi_rules *isa, const struct sfi_insn *i)
{
  return (i->w >> isa->base_shift) & 31;
}

/* Rule: every instruction is in the table (default deny).  */

static inline __attribute__ ((always_inline)) struct sfi_verdict
sfi_check_known (const struct sfi_rules *isa,
		 const struct sfi_ctx *c, size_t k)
{
  if (c->insns[k].row == SFI_NO_ROW)
    return SFI_BAD (SFI_E_FORBIDDEN_INSN,
		    "instruction is not allowed in module code");
  return SFI_OK;
}

/* Rule: the mask and segment registers (and MIPS $gp) are never
   written; the runtime sets them and every guard relies on them.  The
   decoder marks such writes (SFI_F_DEDICATED), since which registers
   are dedicated depends on the code's guard scheme.  */

static inline __attribute__ ((always_inline)) struct sfi_verdict
sfi_check_dedicated_writes (const struct sfi_rules *isa,
			    const struct sfi_ctx *c, size_t k)
{
  if (c->insns[k].flags & SFI_F_DEDICATED)
    return SFI_BAD (SFI_E_WRITES_DEDICATED, isa->why_dedicated);
  return SFI_OK;
}

/* The rule of stores, and of loads in protect code: memory access K of
   C goes through the data register (valid, adjusted or near), $sp (not
   bad), the ISA's always-valid register, or, in protect code, a valid
   load register (sfi_load_reg_valid).  Otherwise report CODE (or
   SFI_E_SP_INVALID, with WHY_SP, for $sp), with WHY_OTHER for a
   register that is none of these (WHY_ACCESS_LOAD for a load register
   that may not be valid here).  */

static inline __attribute__ ((always_inline)) struct sfi_verdict
sfi_check_access (const struct sfi_rules *isa, const struct sfi_ctx *c,
		  size_t k, enum sfi_problem_code code, const char *why_sp,
		  const char *why_other)
{
  unsigned st = c->in[k], r = sfi_base_reg (isa, &c->insns[k]);
  if (r == isa->reg[SFI_R_DATA])
    return (sfi_get (isa, st, SFI_R_DATA) & (S_M | S_B))
      ? SFI_BAD (code, isa->why_access_data) : SFI_OK;
  if (r == isa->reg[SFI_R_SP])
    return (sfi_get (isa, st, SFI_R_SP) & S_B)
      ? SFI_BAD (SFI_E_SP_INVALID, why_sp) : SFI_OK;
  if (r == isa->reg_free_store || sfi_load_reg_valid (isa, c, st, r))
    return SFI_OK;
  if (r < 32 && ((isa->reg_load_mask >> r) & 1) && sfi_load_regs_on (isa, c))
    return SFI_BAD (code, isa->why_access_load);
  return SFI_BAD (code, why_other);
}

/* Rule: stores go through the data register (valid, adjusted or near),
   $sp (not bad), or the ISA's always-valid register.  */

static inline __attribute__ ((always_inline)) struct sfi_verdict
sfi_check_store (const struct sfi_rules *isa,
		 const struct sfi_ctx *c, size_t k)
{
  if (c->insns[k].cls != SFI_C_STORE)
    return SFI_OK;
  return sfi_check_access (isa, c, k, SFI_E_UNSANDBOXED_STORE,
			   "store through $sp after it may have left the"
			   " segment",
			   "store through a register that is not sandboxed");
}

/* Rule: in code of the protect policy, loads obey the rule of stores,
   so that a domain reads nothing outside its data segment (a load that
   strays into the guard zones faults).  Every load of the ISA's table is
   SFI_C_LOAD with its base at BASE_SHIFT, into the zero register too
   (the address is what matters); what reads memory otherwise (MIPS
   indexed loads) is the ISA's own rule.  Prefetch hints write no
   register and stay allowed.  */

static inline __attribute__ ((always_inline)) struct sfi_verdict
sfi_check_load (const struct sfi_rules *isa,
		const struct sfi_ctx *c, size_t k)
{
  if (c->insns[k].cls != SFI_C_LOAD || !c->code->protect)
    return SFI_OK;
  return sfi_check_access (isa, c, k, SFI_E_UNSANDBOXED_LOAD,
			   "load through $sp after it may have left the"
			   " segment",
			   "load through a register that is not sandboxed");
}

/* Rule: in code of the protect policy, no read of a register that holds
   the host thread's state, which no entry can clear as it clears the
   general and FP registers (entry invariant E4, runtime/sfi-priv.h):
   the thread pointer, a host address (MIPS rdhwr's UserLocal, and the
   counters it reads beside it; Alpha call_pal rduniq).  Module code
   needs none: thread-local variables are ordinary ones in a domain.  */

static inline __attribute__ ((always_inline)) struct sfi_verdict
sfi_check_host_state (const struct sfi_rules *isa,
		      const struct sfi_ctx *c, size_t k)
{
  (void) isa;
  if (c->insns[k].cls != SFI_C_HOST_STATE || !c->code->protect)
    return SFI_OK;
  return SFI_BAD (SFI_E_READS_HOST_STATE,
		  "reads the host thread's pointer, a host address");
}

/* Rule: indirect jumps, calls and returns go through a valid code
   register, or, in code that keeps it valid, a valid return-address
   register.  */

static inline __attribute__ ((always_inline)) struct sfi_verdict
sfi_check_indirect_jump (const struct sfi_rules *isa,
			 const struct sfi_ctx *c, size_t k)
{
  const struct sfi_insn *i = &c->insns[k];
  if (i->cls != SFI_C_IJUMP)
    return SFI_OK;
  unsigned r = sfi_base_reg (isa, i);
  if (r == isa->reg[SFI_R_RA] && c->code->ra_valid)
    return sfi_get (isa, c->in[k], SFI_R_RA) == S_V ? SFI_OK
      : SFI_BAD (SFI_E_UNSANDBOXED_JUMP, isa->why_jump_ra);
  if (r != isa->reg[SFI_R_CODE])
    return SFI_BAD (SFI_E_UNSANDBOXED_JUMP,
		    c->code->ra_valid ? isa->why_jump_other_ra
		    : isa->why_jump_other);
  if (sfi_get (isa, c->in[k], SFI_R_CODE) != S_V)
    return SFI_BAD (SFI_E_UNSANDBOXED_JUMP, isa->why_jump_code);
  return SFI_OK;
}

/* Rule: registers are valid where control transfers: $sp always, the
   return-address register in code that keeps it valid; the code and
   data registers too where the target is not known here (indirect
   jumps, calls, and absolute jumps in an object, which are linked
   later), and so are the load registers with a state (Alpha), since
   every instruction such a transfer may reach assumes them valid.
   Direct branches carry their state on, an adjusted data register's
   too (an induction loop's exit test may come between the step and the
   access): the target's state is the meet of its predecessors', so an
   adjustment there still needs V or N and an access still checks A.  */

static inline __attribute__ ((always_inline)) struct sfi_verdict
sfi_check_transfer_state (const struct sfi_rules *isa,
			  const struct sfi_ctx *c, size_t k)
{
  const struct sfi_insn *i = &c->insns[k];
  unsigned st;
  if (!sfi_cti_p (i) || !isa->leaving (c, k, &st))
    return SFI_OK;
  int ra_bad = c->code->ra_valid && sfi_get (isa, st, SFI_R_RA) != S_V;
  if (sfi_get (isa, st, SFI_R_SP) != S_V)
    return SFI_BAD (SFI_E_SP_INVALID, isa->why_sp_transfer);
  if (isa->ra_first && ra_bad)
    return SFI_BAD (SFI_E_RA_INVALID, isa->why_ra_transfer);
  int unknown_target = (i->cls == SFI_C_IJUMP || (i->flags & SFI_F_CALL)
			|| (i->cls == SFI_C_JUMP && c->code->relocatable));
  if (unknown_target && (sfi_get (isa, st, SFI_R_DATA) & S_A))
    return SFI_BAD (SFI_E_DATA_UNCHECKED, isa->why_data_transfer);
  if (ra_bad)
    return SFI_BAD (SFI_E_RA_INVALID, isa->why_ra_transfer);
  if (unknown_target
      && (sfi_get (isa, st, SFI_R_CODE) != S_V
	  || sfi_get (isa, st, SFI_R_DATA) != S_V))
    return SFI_BAD (SFI_E_REGION_ACROSS_JUMP, isa->why_region);
  if (unknown_target && sfi_load_regs_invalid (isa, c, st))
    return SFI_BAD (SFI_E_REGION_ACROSS_JUMP, isa->why_region_load);
  return SFI_OK;
}

/* Rule: in code that keeps its return-address register valid, a link
   lies in the code segment.  Relocatable objects are checked once
   linked.  */

static inline __attribute__ ((always_inline)) struct sfi_verdict
sfi_check_link (const struct sfi_rules *isa,
		const struct sfi_ctx *c, size_t k)
{
  const struct sfi_insn *i = &c->insns[k];
  if (!(i->flags & SFI_F_RA) || c->code->relocatable)
    return SFI_OK;
  unsigned bits = c->code->seg_bits ? c->code->seg_bits : isa->seg_bits;
  uint64_t at = c->base + 4 * k;
  if (((at + isa->link_bytes) >> bits) == (at >> bits))
    return SFI_OK;
  return SFI_BAD (SFI_E_LINK_OUTSIDE,
		  "links a return address past the end of the code segment");
}

/* Rule: direct branches and jumps land in the code or on a jump-table
   entry.  */

static inline __attribute__ ((always_inline)) struct sfi_verdict
sfi_check_branch_target (const struct sfi_rules *isa,
			 const struct sfi_ctx *c, size_t k)
{
  const struct sfi_insn *i = &c->insns[k];
  if (i->cls != SFI_C_BRANCH && i->cls != SFI_C_JUMP)
    return SFI_OK;
  uint64_t t = isa->target (c, k);
  if (t == SFI_NO_TARGET)
    return SFI_OK;			/* Relocatable: checked at load time.  */
  const struct sfi_code *code = c->code;
  uint64_t lo = code->relocatable ? code->vaddr : code->target_start;
  uint64_t hi = (code->relocatable ? code->vaddr + code->size
		 : code->target_end);
  if (t >= lo && t < hi)
    return SFI_OK;
  if (t >= code->jt_start && t < code->jt_end
      && (t - code->jt_start) % isa->jt_entry_size == 0)
    return SFI_OK;
  if (code->relocatable && (i->flags & SFI_F_FAR))
    return SFI_OK;			/* A call to another section: linked later.  */
  return SFI_BAD (SFI_E_BRANCH_TARGET, isa->why_target);
}

/* Whether a rule for CLASSES applies to I.  */

static inline int
sfi_rule_applies (const struct sfi_insn *i, unsigned classes)
{
  if (classes == SFI_C_ANY)
    return (i->flags & SFI_F_DEDICATED) != 0;
  return (classes & (i->cls < SFI_NCLASSES ? SFI_C (i->cls) : SFI_C_BAD)) != 0;
}

/* In an ISA's function that applies its rules to instruction K of C in
   order (sfi_rules_fn), try rule FN of ISA if it applies to the
   instruction's class (CLASSES), and return its verdict if it
   objects.  */
#define SFI_RULE(ISA, C, K, FN, CLASSES)				\
  do									\
    if (sfi_rule_applies (&(C)->insns[K], (CLASSES)))			\
      {									\
	struct sfi_verdict v_ = FN ((ISA), (C), (K));			\
	if (v_.code >= 0)						\
	  return v_;							\
      }									\
  while (0)

/* An ISA's rules in the order they are tried: the first verdict that
   objects to instruction K of C, or SFI_OK.  */
typedef struct sfi_verdict sfi_rules_fn (const struct sfi_ctx *c, size_t k);

/* Report the first rule of RULES (ISA's) that instruction K of C
   breaks, if any, as a problem at ADDR.  Return 1 if there was one, and
   set *GO_ON to the sink's answer (0 without a sink: stop at the first
   problem).  One problem per instruction.  */

static inline __attribute__ ((always_inline)) int
sfi_check_insn (const struct sfi_rules *isa, sfi_rules_fn *rules,
		const struct sfi_ctx *c, size_t k, uint64_t addr,
		const struct sfi_verify_opts *opts, int *go_on)
{
  struct sfi_verdict v = rules (c, k);
  if (v.code < 0)
    return 0;
  char disasm[64];
  isa->disasm (&c->insns[k], addr, disasm, sizeof disasm);
  *go_on = sfi_report (opts, addr, c->insns[k].w, v, disasm);
  return 1;
}

/* The decode cache.  Decoding depends only on the word (and the code's
   markers, fixed per cache, but not the policy: sfi_needs_check), and
   code repeats words a lot (nops, moves, stack accesses), so a
   direct-mapped cache of decoded words, one per verification and thread,
   saves most table look-ups.  */
#ifndef SFI_DCACHE_BITS
#define SFI_DCACHE_BITS 15
#endif

/* An ISA's decoder: W into *I, for code with the given markers.  */
typedef void sfi_decode_fn (uint32_t w, struct sfi_insn *i, int ins_scheme,
			    int ra_valid);

struct sfi_dcache
{
  int ins_scheme, ra_valid;	/* The code's markers (sfi_code).  */
  struct sfi_insn e[1u << SFI_DCACHE_BITS];
};

/* Return a decode cache for CODE filled by DECODE (freed with free), or
   NULL.  */
extern void *sfi_dcache_new (const struct sfi_code *code,
			     sfi_decode_fn *decode);

/* Decode W into *I through cache D, filled by DECODE (a constant, so
   that it is called directly).  */

static inline __attribute__ ((always_inline)) void
sfi_decode (struct sfi_dcache *d, uint32_t w, struct sfi_insn *i,
	    sfi_decode_fn *decode)
{
  struct sfi_insn *e = &d->e[(w * 0x9e3779b1u) >> (32 - SFI_DCACHE_BITS)];
  if (e->w != w)
    decode (w, e, d->ins_scheme, d->ra_valid);
  *i = *e;
}

#endif /* SFI_RULES_H */
