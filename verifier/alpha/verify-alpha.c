/* The Alpha sandbox-policy checker (paper, 3.6).

   Safety argument.  At every instruction boundary outside an unsafe
   region, $8 holds an address in the code segment, $4 an address in the
   data segment, and $sp an address within SFI_SP_SLACK of the data
   segment (and $26 one in the code segment, in code that keeps it
   valid, and the load registers $1-$3 addresses in the data segment, in
   code of the protect policy); $5-$7 and $29 are never written, and $29
   holds the GP, inside the data segment (include/sfi/alpha-abi.h).
   Indirect jumps (jmp, jsr, ret, jsr_coroutine) go through $8 (or that
   $26); stores through $4, $sp or $29 only (or a valid load register,
   in protect code), all with 16-bit
   displacements the guard zones cover (stq_u clears the low three bits
   of such an address, which keeps it in range).  The frame pointer $15
   is an ordinary register (see alpha-abi.h).

   As on MIPS (verify-mips.c), an indirect jump can reach any instruction,
   so each instruction starts from "all valid" plus what its static
   predecessors (fall-through, direct branches) leave, and a forward
   dataflow over the sets of possible states checks every use:

     $8, $4:   V valid   M masked ("and R,$5" done, "bis" pending)
		B anything else
     $4 also:  A adjusted by lda, not yet used
		N near: used since, so within 32 KiB of its segment
     $sp:      V valid   A adjusted by lda, not yet used   B bad
     $26:      as $8 (tracked only in code that keeps it valid)
     $1-$3:    as $4 (tracked only in protect code)

   - "and X,$5,R" (or "and $5,X,R") makes R masked; "bis R,SEG,R" (SEG
     $6 for $8, $7 for $4) turns masked or valid into valid; any other
     write makes R bad.
   - Induction pointers (the $sp rule for $4): "lda $4,K($4)" turns V or
     N into A, anything else into B; a load (not a prefetch) or store
     through $4 turns A into N.  "bis" makes N and A bad (a near $4 may
     lie just below its segment), so an induction loop ends with
     "mov $7,$4", which makes $4 valid: the data segment's base.  Guard-zone arithmetic
     as for $sp: N within 32 KiB, A within 64 KiB, plus a 32 KiB
     displacement, inside the 128 KiB guard zone.
   - A store through $4 needs V, A or N; through $sp, no B; through $29
     nothing (it is never written).
   - Indirect jumps need $8 in {V}, or $26 in {V} in code that keeps
     $26 valid (sfi_code.ra_valid, alpha-abi.h).  There a link into $26
     makes it valid (it must not point past the segment's last word),
     "and X,$5,$26" masked and "bis $26,$6,$26" valid as for $8, any
     other write bad; and $26 must be {V} at every branch, jump and call
     (after the link of one that writes $26).  So wherever control
     arrives from elsewhere, $26 holds a code-segment address, and a
     "ret" through it stays in the code segment like a jump through
     $8.  Code without the marker never jumps through $26, so a module
     mixing both kinds fails closed: the linked module has the marker,
     and the unmarked code's reloads of $26 then fail the transfer
     rule.
   - "lda $sp,K($sp)" turns V into A and A into B; a load (not into
     $31/$f31: a prefetch) or store through $sp turns A into V; a move
     from a valid $4 gives V; any other write gives B.
   - At every branch and jump $sp must be {V}; at jumps and calls, whose
     targets assume valid registers, $8 and $4 must be {V} too ($4 not
     A: SFI-E-DATA-UNCHECKED).  Branches pass $4's state on, A too: at
     the target a second step still makes it bad and an access still
     checks it.
   - Direct branches land in the code or on a jump-table entry; $5-$7 are
     never written, nor is $29; instructions not in alpha-insns.def are
     refused.
   - Code of the protect policy (sfi_code.protect; alpha-abi.h) also
     loads through $4 (V, A or N) or $sp (no B) only, like a store, the
     loads into $31/$f31 too (they name an address all the same); the
     prefetch hints fetch and fetch_m read nothing into a register and
     stay allowed.
   - In protect code the load registers $1-$3 (alpha-abi.h) are more
     data registers: "and X,$5,R" (or "and $5,X,R") makes R masked;
     "bis R,$7,R" (or "bis $7,R,R") turns masked or valid into valid,
     anything else into bad; "lda R,K(R)" is the induction step of $4 (V
     or N to A, else B; a load or store through R turns A into N); "mov
     $7,R" makes R valid; every other write makes R bad (wreg of
     alpha-insns.def: loads, ldq_u, other lda, links of bsr/jsr, the
     flag of stl_c/stq_c, conditional moves, ...).  Loads and stores may
     go through R where it is V, A or N.  At calls, indirect jumps and
     transfers of relocatable code every load register must be {V}
     (sfi_check_transfer_state), since an indirect jump may land on any
     instruction, the middle of a guard included, and every instruction
     starts from "all valid": there a masked R only turns valid by the
     "bis", and a bad one is caught at its use or at the next such
     transfer.  Direct branches carry the state on (both their
     successors are followed), so a guard may straddle one.  Every entry
     sets them to the data segment's base (entry invariant E2: the
     trampolines, sfi_arch_enter and the gate's return path).  Elsewhere
     they are ordinary registers: their states stay valid and no access
     may go through them.  The transfer function does not depend on the
     policy: a load through an adjusted $4 or $sp was already its check
     under the sandbox policy (it did not fault, and the guard zones
     fault on loads as on stores), so counting it as the use in protect
     code adds nothing to trust.

   The rules, all shared with MIPS (rules.h: the load registers' part of
   sfi_check_access and sfi_check_transfer_state), are listed in
   alpha_apply_rules.  If you add a rule, register it there.  */

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sfi-verify.h"
#include "rules.h"
#include "sfi/alpha-abi.h"

/* The classes of alpha-insns.def: the guard forms, then the shared ones
   (rules.h); every Alpha jump is indirect.  */
enum alpha_class
{
  AC_ALU, AC_LDA, AC_AND, AC_BIS,
  AC_HOST = SFI_C_HOST_STATE,
  AC_LOAD = SFI_C_LOAD, AC_STORE = SFI_C_STORE, AC_BRANCH = SFI_C_BRANCH,
  AC_JUMP = SFI_C_IJUMP
};

#define W_RA	1		/* Writes Ra.  */
#define W_RC	2		/* Writes Rc.  */
#define W_V0	4		/* Writes $0.  */
#define F_CALL	SFI_F_CALL	/* A call: the callee returns with valid
				   registers.  */
#define F_NOTOUCH 16		/* May complete without accessing memory.  */

/* Flags of a decoded instruction (struct sfi_insn) beyond the shared
   ones.  SFI_F_CHECK marks what some rule may object to: unknown
   instructions, stores, branches, jumps, and writes of a dedicated
   register (SFI_F_DEDICATED); loads in protect code are checked too
   (sfi_needs_check).  SFI_F_RA: writes $26 in code that keeps
   it valid; SFI_F_FAR: bsr, which in an object may call another
   section.  */
#define AF_NOTOUCH 0x01		/* F_NOTOUCH.  */
#define AF_SKIP 0x10		/* "beq $28,+1": see check_transfer_state.  */
/* The branch over the trap of a check of the match policy
   (alpha-abi.h).  */
#define ALPHA_SKIP_TRAP \
  ((0x39u << 26) | ((unsigned) SFI_ALPHA_REG_AT << 21) | 1)
#define AF_STOPS 0x02		/* Control never falls through: br, bsr, a
				   jump.  */

struct alpha_row
{
  const char *name;
  uint32_t match, mask;
  unsigned char cls, flags;
};

static const struct alpha_row alpha_rows[] = {
#define SFI_INSN(NAME, MATCH, MASK, CLASS, FLAGS) \
  { NAME, (uint32_t) (MATCH), (uint32_t) (MASK), CLASS, FLAGS },
#include "alpha-insns.def"
#undef SFI_INSN
};

#define NROWS (sizeof alpha_rows / sizeof alpha_rows[0])

/* Rows by major opcode, in table order; built on first use.  */
static unsigned char alpha_by_major[64][32];
static unsigned char alpha_by_major_n[64];

static void
alpha_build_index (void)
{
  for (unsigned i = 0; i < NROWS; i++)
    {
      unsigned major = alpha_rows[i].match >> 26;
      if (alpha_by_major_n[major] >= sizeof alpha_by_major[0])
	abort ();		/* Grow the index: a table bug.  */
      alpha_by_major[major][alpha_by_major_n[major]++] = i;
    }
}

#define NO_ROW SFI_NO_ROW

/* The fields of I.  */
#define RA(i) (((i)->w >> 21) & 31)
#define RB(i) (((i)->w >> 16) & 31)
#define RC(i) ((i)->w & 31)
#define LIT(i) (((i)->w >> 12) & 1)	/* Operate format: literal for Rb.  */

/* The table row of decoded instruction I, or NULL if it is forbidden.  */

static inline const struct alpha_row *
alpha_row (const struct sfi_insn *i)
{
  return i->row == NO_ROW ? NULL : &alpha_rows[i->row];
}

/* The displacement of I: 21 bits for a branch, else 16.  */

static inline int32_t
alpha_disp (const struct sfi_insn *i)
{
  if (i->cls == AC_BRANCH)
    return (int32_t) ((i->w & 0x1fffff) ^ 0x100000) - 0x100000;
  return (int16_t) (i->w & 0xffff);
}

/* Decode W into *I, looking the row up in the table (sfi_decode_fn).  */

static void
alpha_decode_slow (uint32_t w, struct sfi_insn *i, int ins_scheme,
		   int ra_valid)
{
  unsigned major = w >> 26;
  i->w = w;
  i->row = NO_ROW;
  i->cls = SFI_C_FORBIDDEN;
  i->wreg = SFI_ALPHA_REG_ZERO;
  i->flags = SFI_F_CHECK;
  const struct alpha_row *r = NULL;
  for (unsigned k = 0; k < alpha_by_major_n[major]; k++)
    {
      r = &alpha_rows[alpha_by_major[major][k]];
      if ((w & r->mask) == r->match)
	{
	  i->row = alpha_by_major[major][k];
	  break;
	}
    }
  if (i->row == NO_ROW)
    return;
  i->cls = r->cls;
  if (r->flags & W_RA)
    i->wreg = RA (i);
  else if (r->flags & W_RC)
    i->wreg = RC (i);
  else if (r->flags & W_V0)
    i->wreg = 0;
  int dedicated = (i->wreg == SFI_ALPHA_REG_MASK
		   || i->wreg == SFI_ALPHA_REG_CODESEG
		   || i->wreg == SFI_ALPHA_REG_DATASEG
		   || i->wreg == SFI_ALPHA_REG_GP);
  i->flags = ((r->flags & F_CALL)
	      | ((r->flags & F_NOTOUCH) ? AF_NOTOUCH : 0)
	      | (dedicated ? SFI_F_DEDICATED : 0)
	      | (ra_valid && i->wreg == SFI_ALPHA_REG_RA ? SFI_F_RA : 0)
	      | (major == 0x34 ? SFI_F_FAR : 0)
	      | (w == ALPHA_SKIP_TRAP ? AF_SKIP : 0)
	      | (r->cls == AC_JUMP || major == 0x30 || major == 0x34
		 ? AF_STOPS : 0));
  /* Only these can fail a rule.  */
  if (r->cls == AC_STORE || r->cls == AC_BRANCH || r->cls == AC_JUMP
      || r->cls == AC_HOST || dedicated)
    i->flags |= SFI_F_CHECK;
}

/* Decode W into *I through the decode cache D (rules.h).  */

static inline __attribute__ ((always_inline)) void
alpha_decode (struct sfi_dcache *d, uint32_t w, struct sfi_insn *i)
{
  sfi_decode (d, w, i, alpha_decode_slow);
}

/* Return true if control can fall through I to the next instruction:
   not after an unconditional branch or a jump (calls return to the next
   instruction, but with valid registers, which every entry assumes).  */

static inline int
alpha_falls_through (const struct sfi_insn *i)
{
  return !(i->flags & AF_STOPS);
}

/* Disassemble I at ADDR into BUF.  */

static void
alpha_disasm (const struct sfi_insn *i, uint64_t addr, char *buf, size_t n)
{
  const struct alpha_row *r = alpha_row (i);
  unsigned major = i->w >> 26;
  if (!r)
    snprintf (buf, n, ".long 0x%08x", i->w);
  else if (r->cls == AC_BRANCH)
    snprintf (buf, n, "%s $%u,0x%llx", r->name, RA (i),
	      (unsigned long long) (addr + 4 + 4 * (int64_t) alpha_disp (i)));
  else if (r->cls == AC_JUMP)
    snprintf (buf, n, "%s $%u,($%u)", r->name, RA (i), RB (i));
  else if (major == 0 || major == 0x18)
    snprintf (buf, n, "%s", r->name);
  else if (major >= 0x10 && major <= 0x1c)
    {
      if (LIT (i))
	snprintf (buf, n, "%s $%u,%u,$%u", r->name, RA (i),
		  (i->w >> 13) & 0xff, RC (i));
      else
	snprintf (buf, n, "%s $%u,$%u,$%u", r->name, RA (i), RB (i), RC (i));
    }
  else
    snprintf (buf, n, "%s $%u,%d($%u)", r->name, RA (i), alpha_disp (i),
	      RB (i));
}

/* Possible-state sets (rules.h: S_V ... S_N), one per tracked register,
   packed in 29 bits of a state (sfi_state_t): 3 for $8, $sp and $26, 5
   for $4 and for each load register $1-$3 (alpha-abi.h; tracked in
   protect code only).  */
#define SH_CODE 0
#define SH_SP 3
#define SH_RA 6
#define SH_DATA 9
#define SH_LOAD 14		/* $1 here, $2 at 19, $3 at 24.  */
#define LOAD_SH(r) (SH_LOAD + 5 * ((r) - SFI_ALPHA_REG_LOAD))
#define FIELD(sh) ((sh) == SH_DATA || (sh) >= SH_LOAD ? 31u : 7u)
#define GET(s, sh) (((s) >> (sh)) & FIELD (sh))
#define PUT(s, sh, v) \
  (((s) & ~(FIELD (sh) << (sh))) | ((unsigned) (v) << (sh)))
/* Every load register's state, and all of them valid.  */
#define LOAD_FIELDS \
  ((31u << LOAD_SH (1)) | (31u << LOAD_SH (2)) | (31u << LOAD_SH (3)))
#define LOAD_VALID \
  ((S_V << LOAD_SH (1)) | (S_V << LOAD_SH (2)) | (S_V << LOAD_SH (3)))
#define ALL_VALID \
  ((S_V << SH_CODE) | (S_V << SH_DATA) | (S_V << SH_SP) | (S_V << SH_RA) \
   | LOAD_VALID)

/* The load registers must be $1-$3, in that order, for LOAD_SH.  */
_Static_assert (SFI_ALPHA_LOAD_REG_MASK == 0xe && SFI_ALPHA_REG_LOAD == 1
		&& SFI_ALPHA_N_LOAD_REGS == 3, "alpha-abi.h: load registers");

/* The state shift of always-valid register R, or -1.  */

static int
alpha_avr_shift (unsigned r)
{
  return r == SFI_ALPHA_REG_SP ? SH_SP : -1;
}

/* The state an adjustment by lda leaves, from state V of the source.  */

static unsigned
alpha_adjust (unsigned v)
{
  return ((v & S_V) ? S_M : 0) | ((v & (S_M | S_B)) ? S_B : 0);
}

/* Return true if I is "mov $7,R" ("bis $31,$7,R", "bis $7,$31,R",
   "bis $7,$7,R"): R becomes the data segment's base itself.  */

static inline int
alpha_mov_dataseg_p (const struct sfi_insn *i)
{
  unsigned ra = RA (i), rb = RB (i);
  return (i->cls == AC_BIS && !LIT (i)
	  && ((ra == SFI_ALPHA_REG_DATASEG
	       && (rb == SFI_ALPHA_REG_DATASEG || rb == SFI_ALPHA_REG_ZERO))
	      || (ra == SFI_ALPHA_REG_ZERO && rb == SFI_ALPHA_REG_DATASEG)));
}

/* What of the policy alpha_step needs: the protect policy, and
   one-instruction data guards (never in match code, whose checks
   follow the "bis").  */
#define POL_PROTECT 1
#define POL_AND_ONLY 2

static inline int
alpha_policy (const struct sfi_code *code)
{
  return ((code->protect ? POL_PROTECT : 0)
	  | (code->and_only && !code->match ? POL_AND_ONLY : 0));
}

/* Transfer of all tracked registers over I; $26 only in code that keeps
   it valid (SFI_F_RA), the load registers only in code of the protect
   policy (POL_PROTECT; elsewhere they are ordinary registers, and their
   states stay valid).  */

static inline __attribute__ ((always_inline)) unsigned
alpha_step (const struct sfi_insn *i, unsigned st, int pol)
{
  const int protect = pol & POL_PROTECT;
  /* The state "and X,$5,R" leaves in a data register: valid with
     one-instruction guards (alpha-abi.h), else masked.  */
  const unsigned anded = (pol & POL_AND_ONLY) ? S_V : S_M;
  /* Writes of a load register, and accesses through one.  */
  int load_write = protect && ((SFI_ALPHA_LOAD_REG_MASK >> i->wreg) & 1);
  int load_base = protect && ((SFI_ALPHA_LOAD_REG_MASK >> RB (i)) & 1);
  /* Most instructions touch none of the tracked registers.  */
  if (i->wreg != SFI_ALPHA_REG_CODE && i->wreg != SFI_ALPHA_REG_DATA
      && i->wreg != SFI_ALPHA_REG_SP && RB (i) != SFI_ALPHA_REG_SP
      && RB (i) != SFI_ALPHA_REG_DATA && !(i->flags & SFI_F_RA)
      && !load_write && !load_base)
    return st;
  if (i->row == NO_ROW)
    return st;
  int cls = i->cls;
  const unsigned ra = RA (i), rb = RB (i), lit = LIT (i);
  /* Whether I always accesses the memory at its address (machine model,
     docs/design.md): not a load into $31 or $f31, a prefetch (ldq_u: a
     no-op), and not a store-conditional, which may fail without
     touching memory; neither would fault on a bad address.  */
  int access = ((cls == AC_STORE && !(i->flags & AF_NOTOUCH))
		|| (cls == AC_LOAD && ra != SFI_ALPHA_REG_ZERO));

  /* A memory access through an adjusted $4 or load register checks the
     adjustment: it did not fault, so the register is within 32 KiB of
     the segment (near).  */
  if (access && rb == SFI_ALPHA_REG_DATA)
    st = PUT (st, SH_DATA, sfi_touched (GET (st, SH_DATA)));
  if (access && load_base)
    st = PUT (st, LOAD_SH (rb), sfi_touched (GET (st, LOAD_SH (rb))));

  /* A memory access through $sp checks an adjustment: had $sp left the
     segment, the access would have hit a guard zone.  */
  int sh = alpha_avr_shift (rb);
  if (access && sh >= 0 && (GET (st, sh) & S_M))
    st = PUT (st, sh, (GET (st, sh) & ~S_M) | S_V);

  unsigned r = i->wreg;
  /* A load register: "and X,$5,R" (or "and $5,X,R") masks it (or makes
     it valid, ANDED); "bis R,$7,R" (or "bis $7,R,R") makes a masked or
     valid R valid, anything else bad; "lda R,K(R)" is the induction step
     (sfi_stepped); "mov $7,R" makes it valid, as for $4; every other
     write (another move or lda, a load, a link, a store-conditional's
     flag, a conditional move ...) makes it bad.  */
  if (load_write)
    {
      unsigned lsh = LOAD_SH (r), v = GET (st, lsh), out;
      if (cls == AC_AND && (ra == SFI_ALPHA_REG_MASK
			    || (!lit && rb == SFI_ALPHA_REG_MASK)))
	out = anded;
      else if (cls == AC_BIS && !lit
	       && ((ra == r && rb == SFI_ALPHA_REG_DATASEG)
		   || (ra == SFI_ALPHA_REG_DATASEG && rb == r)))
	out = ((v & (S_V | S_M)) ? S_V : 0) | ((v & ~(S_V | S_M)) ? S_B : 0);
      else if (cls == AC_LDA && rb == r)
	out = sfi_stepped (v);
      else if (alpha_mov_dataseg_p (i))
	out = S_V;
      else
	out = S_B;
      return PUT (st, lsh, out);
    }
  if (r == SFI_ALPHA_REG_CODE || r == SFI_ALPHA_REG_DATA
      || (i->flags & SFI_F_RA))
    {
      unsigned seg = r == SFI_ALPHA_REG_DATA ? SFI_ALPHA_REG_DATASEG
					     : SFI_ALPHA_REG_CODESEG;
      unsigned rsh = (r == SFI_ALPHA_REG_CODE ? SH_CODE
		      : r == SFI_ALPHA_REG_DATA ? SH_DATA : SH_RA);
      unsigned v = GET (st, rsh), out;
      /* A link into $26: the next instruction's address (check_link
	 keeps it inside the segment).  */
      if (r == SFI_ALPHA_REG_RA && (cls == AC_BRANCH || cls == AC_JUMP))
	out = S_V;
      else if (cls == AC_AND && (ra == SFI_ALPHA_REG_MASK
			    || (!lit && rb == SFI_ALPHA_REG_MASK)))
	out = r == SFI_ALPHA_REG_DATA ? anded : S_M;
	/* "bis R,SEG,R": valid from masked or valid; anything else is bad
	   (a near $4 may lie below its segment, with other high bits).  */
      else if (cls == AC_BIS && !lit
	       && ((ra == r && rb == seg) || (ra == seg && rb == r)))
	out = ((v & (S_V | S_M)) ? S_V : 0) | ((v & ~(S_V | S_M)) ? S_B : 0);
      /* "mov $7,$4": the data segment's base itself.  */
      else if (r == SFI_ALPHA_REG_DATA && alpha_mov_dataseg_p (i))
	out = S_V;
      /* "lda $4,K($4)": the induction-pointer rule (rules.h).  */
      else if (r == SFI_ALPHA_REG_DATA && cls == AC_LDA
	       && rb == SFI_ALPHA_REG_DATA)
	out = sfi_stepped (v);
      else
	out = S_B;
      return PUT (st, rsh, out);
    }

  int wsh = alpha_avr_shift (r);
  if (wsh < 0)
    return st;
  unsigned out = S_B;
  if (cls == AC_LDA && alpha_avr_shift (rb) >= 0)
    out = alpha_adjust (GET (st, alpha_avr_shift (rb)));
  else if (cls == AC_BIS && !lit)
    {
      /* Moves: "bis S,S,R", "bis $31,S,R", "bis S,$31,R".  */
      unsigned src = ra == SFI_ALPHA_REG_ZERO ? rb
		     : (rb == SFI_ALPHA_REG_ZERO || rb == ra) ? ra
		     : SFI_ALPHA_REG_ZERO;
      int ssh = src == SFI_ALPHA_REG_DATA ? SH_DATA : alpha_avr_shift (src);
      if (ssh >= 0 && GET (st, ssh) == S_V)
	out = S_V;
    }
  return PUT (st, wsh, out);
}

/* Results of a check (sweep.h).  */
#define OK SFI_OK
#define BAD SFI_BAD

/* Implement sfi_rules.leaving: control leaves a transfer right after
   it.  */

static int
alpha_leaving (const struct sfi_ctx *c, size_t k, unsigned *st)
{
  *st = alpha_step (&c->insns[k], c->in[k], alpha_policy (c->code));
  return 1;
}

/* The target of direct branch I at ADDR.  */

static inline uint64_t
alpha_target_of (const struct sfi_insn *i, uint64_t addr)
{
  return addr + 4 + 4 * (int64_t) alpha_disp (i);
}

/* Implement sfi_rules.target.  */

static uint64_t
alpha_target (const struct sfi_ctx *c, size_t k)
{
  return alpha_target_of (&c->insns[k], c->base + 4 * k);
}

static const struct sfi_rules alpha_rules = {
  .reg = { [SFI_R_CODE] = SFI_ALPHA_REG_CODE,
	   [SFI_R_DATA] = SFI_ALPHA_REG_DATA, [SFI_R_SP] = SFI_ALPHA_REG_SP,
	   [SFI_R_RA] = SFI_ALPHA_REG_RA },
  .reg_free_store = SFI_ALPHA_REG_GP,
  .reg_load_mask = SFI_ALPHA_LOAD_REG_MASK,
  .load_sh = { [1] = LOAD_SH (1), [2] = LOAD_SH (2), [3] = LOAD_SH (3) },
  .load_need_ins = 0,
  .load_fields = LOAD_FIELDS,
  .load_valid = LOAD_VALID,
  .sh = { [SFI_R_CODE] = SH_CODE, [SFI_R_DATA] = SH_DATA,
	  [SFI_R_SP] = SH_SP, [SFI_R_RA] = SH_RA },
  .mask = { [SFI_R_CODE] = FIELD (SH_CODE), [SFI_R_DATA] = FIELD (SH_DATA),
	    [SFI_R_SP] = FIELD (SH_SP), [SFI_R_RA] = FIELD (SH_RA) },
  .base_shift = 16,		/* Rb.  */
  .link_bytes = 4,
  .seg_bits = __builtin_ctzll (SFI_ALPHA_DEFAULT_SEG_SIZE),
  .ra_first = 1,
  .jt_entry_size = SFI_ALPHA_JT_ENTRY_SIZE,
  .target = alpha_target,
  .leaving = alpha_leaving,
  .disasm = alpha_disasm,
  .why_dedicated = "writes a register reserved for the segment mask, a"
		   " segment base or the GP ($29)",
  .why_access_data = "$4 may not hold a sandboxed address here (the guard"
		     " sequence is missing or incomplete on some path)",
  .why_jump_ra = "$26 may not hold a valid return address here (reloaded"
		 " without its guard on some path)",
  .why_jump_other = "indirect jump through a register other than $8",
  .why_jump_other_ra = "indirect jump through a register other than $8"
		       " or $26",
  .why_jump_code = "$8 may not hold a sandboxed address here",
  .why_sp_transfer = "$sp may have been adjusted without a memory access"
		     " through it, or set otherwise, before this control"
		     " transfer",
  .why_data_transfer = "$4 may have been adjusted without a memory access"
		       " through it before this control transfer",
  .why_ra_transfer = "$26 may not hold a valid return address where"
		     " control transfers (the module returns through $26"
		     " unguarded)",
  .why_region = "$8 or $4 may be invalid where this control transfer"
		" leaves the code the verifier can follow",
  .why_target = "direct branch outside the code segment",
  .why_access_load = "load register ($1-$3) may not hold a sandboxed"
		     " address here (its guard \"and X,$5,R; bis R,$7,R\" is"
		     " missing or incomplete on some path, or it was written"
		     " since)",
  .why_region_load = "a load register ($1-$3) may be invalid where this"
		     " control transfer leaves the code the verifier can"
		     " follow",
};

/* Rule: registers are valid where control transfers (rules.h), except
   at "beq $28,+1", the branch over the trap of a match check
   (alpha-abi.h), which may come between an adjustment of $sp and the
   access that checks it.  The dataflow carries the state to both of its
   successors, so nothing a later rule sees is lost: the rule at a direct
   branch is the paper's, stricter than the dataflow needs, and a branch
   over one instruction cannot close a loop.  */

static inline __attribute__ ((always_inline)) struct sfi_verdict
check_transfer_state (const struct sfi_rules *isa, const struct sfi_ctx *c,
		      size_t k)
{
  if (c->insns[k].flags & AF_SKIP)
    return SFI_OK;
  return sfi_check_transfer_state (isa, c, k);
}

/* Every rule, in the order they are tried (rules.h: SFI_RULE).  If you
   add a rule, register it here.  */

static inline __attribute__ ((always_inline)) struct sfi_verdict
alpha_apply_rules (const struct sfi_ctx *c, size_t k)
{
  const struct sfi_rules *isa = &alpha_rules;
  SFI_RULE (isa, c, k, sfi_check_known, SFI_C_BAD);
  SFI_RULE (isa, c, k, sfi_check_dedicated_writes, SFI_C_ANY);
  SFI_RULE (isa, c, k, sfi_check_host_state, SFI_C (AC_HOST));
  SFI_RULE (isa, c, k, sfi_check_store, SFI_C (AC_STORE));
  SFI_RULE (isa, c, k, sfi_check_load, SFI_C (AC_LOAD));
  SFI_RULE (isa, c, k, sfi_check_indirect_jump, SFI_C (AC_JUMP));
  SFI_RULE (isa, c, k, check_transfer_state,
	    SFI_C (AC_BRANCH) | SFI_C (AC_JUMP));
  SFI_RULE (isa, c, k, sfi_check_link, SFI_C (AC_BRANCH) | SFI_C (AC_JUMP));
  SFI_RULE (isa, c, k, sfi_check_branch_target, SFI_C (AC_BRANCH));
  return SFI_OK;
}

/* Report the first rule that instruction K of C breaks, if any, as a
   problem at ADDR (rules.h: sfi_check_insn).  */

static inline int
alpha_check_insn (const struct sfi_ctx *c, size_t k, uint64_t addr,
		  const struct sfi_verify_opts *opts, int *go_on)
{
  return sfi_check_insn (&alpha_rules, alpha_apply_rules, c, k, addr, opts,
			 go_on);
}

/* The full algorithm's parts (sweep.c: sfi_verify_full).  Instructions
   are decoded on demand through the cache.  */

/* Visit instruction K of F (struct sfi_isa): its successors are the next
   instruction if control falls through, and a direct branch's target.  */

static inline int
alpha_visit (const struct sfi_full *f, size_t k, struct sfi_work *w,
	     size_t limit)
{
  const struct sfi_code *code = f->code;
  sfi_state_t *in = f->in;
  struct sfi_insn i;
  alpha_decode (f->cache, sfi_code_word (code, k), &i);
  unsigned out = alpha_step (&i, in[k], alpha_policy (code));
  int grew = 0;
  if (k + 1 < f->n && alpha_falls_through (&i)
      && (in[k + 1] | out) != in[k + 1])
    {
      in[k + 1] |= out;
      grew = 1;
    }
  if (i.cls == AC_BRANCH && out != ALL_VALID)
    sfi_full_edge (f, alpha_target_of (&i, code->vaddr + 4 * k), out, w,
		   limit);
  return grew;
}

/* Apply the rules to instruction K of F.  */

static inline int
alpha_check_full (const struct sfi_full *f, size_t k,
		  const struct sfi_verify_opts *opts, int *go_on)
{
  struct sfi_insn i;
  alpha_decode (f->cache, sfi_code_word (f->code, k), &i);
  if (!sfi_needs_check (&i, f->code->protect))
    return 0;
  struct sfi_ctx c = { f->code, &i, f->in + k, 1, f->code->vaddr + 4 * k };
  return alpha_check_insn (&c, 0, c.base, opts, go_on);
}

/* The fast path, as on MIPS (mips_verify_sweep): one forward sweep over
   [S->lo, S->hi) with a running state; Alpha has no delay slots, so every
   rule for an instruction needs only the instruction and the state before
   it.  Problems it finds are real; it may miss one only when its
   assumptions fail (S->fallback, or S->out and S->cross of the range
   before), and the caller then runs the full algorithm.  */

static void
alpha_verify_sweep (struct sfi_sweep *s)
{
  const struct sfi_code *code = s->code;
  size_t lo = s->lo, hi = s->hi;
  struct sfi_pending pending = { NULL, 0, 0 };
  struct sfi_insn one;
  sfi_state_t in;
  struct sfi_ctx wc = { code, &one, &in, 1, 0 };
  /* Locals, not fields of S: the two halves' sweep structures share cache
     lines, and writing them per instruction would make the threads fight
     over them.  */
  struct sfi_dcache *cache = s->dc;
  /* The same for what the loop reads of CODE: the checks it calls could
     in principle change *CODE, so the compiler would reload it.  */
  const uint8_t *bytes = code->bytes;
  const uint64_t vaddr = code->vaddr;
  const int protect = code->protect, pol = alpha_policy (code);
  unsigned cur = ALL_VALID;
  sfi_sweep_start (s);
  s->out = ALL_VALID;

  for (size_t k = lo; k < hi; k++)
    {
      /* Alpha code is little endian.  */
      const uint8_t *b = bytes + 4 * k;
      alpha_decode (cache, (uint32_t) b[3] << 24 | b[2] << 16 | b[1] << 8
		    | b[0], &one);
      in = ALL_VALID | cur;
      if (pending.n)
	in |= sfi_pending_take (&pending, k);
      unsigned out = alpha_step (&one, in, pol);
      wc.base = vaddr + 4 * k;
      if (out != ALL_VALID && one.cls == AC_BRANCH
	  && sfi_sweep_edge (s, &pending, k, in, out,
			     alpha_target_of (&one, wc.base)))
	break;
      cur = alpha_falls_through (&one) ? out : ALL_VALID;
      if (sfi_needs_check (&one, protect)
	  && alpha_check_insn (&wc, 0, wc.base, s->opts, &s->go_on)
	  && sfi_sweep_reported (s, k))
	break;
    }
  s->out = cur;
  free (pending.e);
}

/* The checker's parts for the common driver (sweep.c).  */
/* Return nonzero if control never goes on from W to the next address:
   a trap (bpt, bugchk, gentrap), or an unconditional branch or jump that
   does not link (br, jmp, ret ... with $31 as the link register; a call
   would return to the next address).  */

static int
alpha_stops (uint32_t w, uint32_t before)
{
  if (w == SFI_ALPHA_PAL_BPT || w == SFI_ALPHA_PAL_BUGCHK
      || w == SFI_ALPHA_PAL_GENTRAP)
    return 1;
  unsigned major = w >> 26, ra = (w >> 21) & 31;
  return (major == 0x30 || major == 0x1a) && ra == SFI_ALPHA_REG_ZERO;
}

/* Fields of an Alpha operate-format word.  */
#define OP_MAJOR(w) ((w) >> 26)
#define OP_FUNC(w) (((w) >> 5) & 0x7f)
#define OP_LIT(w) (((w) >> 12) & 1)
#define OP_RA(w) (((w) >> 21) & 31)
#define OP_RB(w) (((w) >> 16) & 31)
#define OP_RC(w) ((w) & 31)

/* Implement sfi_isa.unchecked_guard: the second half of a guard, "bis
   R,SEG,R" after "and X,$5,R", of $4, $8 (or a valid $26), must be
   followed by its check "subq R,X,$28; beq $28,+1; call_pal bugchk"
   (alpha-abi.h); when X is R, by "subq R,$28,$28" and the rest, with
   "bis X,X,$28" before the "and".  */

static const char *
alpha_unchecked_guard (const struct sfi_code *code, size_t k)
{
  uint32_t w = sfi_code_word (code, k);
  unsigned r = OP_RC (w);
  unsigned seg = r == SFI_ALPHA_REG_DATA ? SFI_ALPHA_REG_DATASEG
		 : SFI_ALPHA_REG_CODESEG;
  if (OP_MAJOR (w) != 0x11 || OP_FUNC (w) != 0x20 || OP_LIT (w)
      || OP_RA (w) != r || OP_RB (w) != seg || k == 0
      || (r != SFI_ALPHA_REG_DATA && r != SFI_ALPHA_REG_CODE
	  && !(code->ra_valid && r == SFI_ALPHA_REG_RA)))
    return NULL;
  uint32_t a = sfi_code_word (code, k - 1);
  if (OP_MAJOR (a) != 0x11 || OP_FUNC (a) != 0x00 || OP_LIT (a)
      || OP_RC (a) != r
      || (OP_RA (a) != SFI_ALPHA_REG_MASK && OP_RB (a) != SFI_ALPHA_REG_MASK))
    return NULL;			/* Not a guard.  */
  unsigned x = OP_RA (a) == SFI_ALPHA_REG_MASK ? OP_RB (a) : OP_RA (a);
  size_t n = code->size / 4;
  if (x == r)
    {
      uint32_t copy = (0x11u << 26) | x << 21 | x << 16 | 0x20 << 5
		      | SFI_ALPHA_REG_AT;
      if (k < 2 || sfi_code_word (code, k - 2) != copy)
	return "guard in place without the copy \"bis R,R,$28\" its check"
	  " compares with (the match policy traps where a guard changes an"
	  " address)";
      x = SFI_ALPHA_REG_AT;
    }
  uint32_t subq = (0x10u << 26) | r << 21 | x << 16 | 0x29 << 5
		  | SFI_ALPHA_REG_AT;
  if (k + 3 < n && sfi_code_word (code, k + 1) == subq
      && sfi_code_word (code, k + 2) == ALPHA_SKIP_TRAP
      && sfi_code_word (code, k + 3) == SFI_ALPHA_PAL_BUGCHK)
    return NULL;
  return "guard without its check \"subq R,X,$28; beq $28,+1; call_pal"
    " bugchk\" right after it (the match policy traps where a guard"
    " changes an address)";
}

/* The full algorithm with Alpha visits and checks (sweep.h).  */

static int
alpha_full (const struct sfi_full *f, struct sfi_work *w,
	    const struct sfi_reported *done, const struct sfi_verify_opts *opts)
{
  return sfi_full_run (f, w, done, opts, alpha_visit, alpha_check_full);
}

/* The decode index is built once: hosts may load their first modules
   from several threads at once.  */
static pthread_once_t alpha_once = PTHREAD_ONCE_INIT;

static const struct sfi_isa alpha_isa = {
  &alpha_once, alpha_build_index, alpha_verify_sweep, alpha_decode_slow,
  ALL_VALID, alpha_full, alpha_stops, alpha_disasm, alpha_unchecked_guard
};

/* Implement sfi_verify_alpha.  */

int
sfi_verify_alpha (const struct sfi_code *code,
		  const struct sfi_verify_opts *opts)
{
  return sfi_verify_isa (code, opts, &alpha_isa);
}
