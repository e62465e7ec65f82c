/* The MIPS sandbox-policy checker (paper, 3.6), for o32 code.

   Safety argument.  At every instruction boundary outside an unsafe
   region, $15 holds an address in the code segment, $24 an address in the
   data segment, and $sp an address within SFI_SP_SLACK of the data
   segment; $12-$14 and $gp are never written (include/sfi/mips-abi.h).
   Indirect jumps go through $15 (or a valid $31, below), stores through
   $24, $sp or $gp only, all with 16-bit displacements the guard zones cover.

   Because an indirect jump can reach any instruction, every instruction
   is assumed to be entered with all three registers valid, in addition to
   whatever its static predecessors (fall-through, direct branches) leave
   there.  A forward dataflow over the sets of possible states of $15, $24
   and $sp then checks every use:

     $15, $24:  V valid   M masked ("and R,X,$12" done, "or" pending)
                B anything else
     $24 also:  A adjusted by a constant, not yet used
                N near: used since, so within 32 KiB of its segment
     $sp:       V valid   A adjusted by a constant, not yet used  B bad

   - "and R,X,$12" makes R masked; "or R,R,SEG" turns masked or valid into
     valid (SEG is $13 for $15, $14 for $24); "ins R,X,0,SIZE" keeps R
     valid if it was (it replaces only the low SIZE bits, and SIZE may not
     exceed log2 of the segment size, so R keeps its segment's bits): the
     one-instruction guard; any other write makes R bad.
   - Induction pointers (the $sp rule for $24): "addiu $24,$24,K" turns
     V or N into A, anything else into B; a load or store through $24
     turns A into N (had the adjusted $24 left the segment by more than
     the guard zone allows, the access would have faulted).  N and A are
     never valid where a guard needs $24's segment bits ("ins" and "or"
     make them bad: a near $24 may lie just below its segment), so the
     plugin ends such a loop with "move $24,$gp", which gives V ($gp is
     never written and lies in the data segment).  The arithmetic is
     that of $sp: N within 32 KiB, A within 64 KiB, plus a 32 KiB
     displacement, inside the 128 KiB guard zone.
   - A store through $24 needs V, A or N; through $sp, no B; through $gp,
     fine.
   - "jr/jalr $15" needs $15 in {V}.
   - "addiu $sp,$sp,K" turns V into A and A into B; a load or store
     through $sp turns A into V (if $sp had left its segment the access hits
     a guard zone and faults); "move $sp,$24" gives V if $24 is {V}; any
     other write of $sp gives B.
   - At every control transfer (after its delay slot) $sp must be {V};
     at indirect jumps and calls, whose targets assume valid registers,
     $15 and $24 must be {V} too ($24 not A: SFI-E-DATA-UNCHECKED).
     Direct branches pass their state on, an adjusted $24's too: at the
     target a second step still makes it bad and an access still checks
     it.
   - A control transfer in a delay slot, a direct branch outside the code,
     a write of $12, $13, $14 or $gp, and any instruction not in
     mips-insns.def are rejected.
   - In code that keeps $31 valid (sfi_code.ra_valid, mips-abi.h), $31
     is tracked like $15: a link makes it valid (check_link keeps the
     link inside the segment), "ins $31,X,0,SIZE" keeps it valid, "move
     $31,$15" makes it valid, any other write bad; it must be {V} at
     every control transfer (after the delay slot, like $sp), and
     "jr/jalr $31" then needs it {V}.  So wherever control arrives from
     elsewhere $31 holds a code-segment address, and a return through it
     stays in the code segment like a jump through $15.  A module mixing
     marked and unmarked code fails closed: the linked module carries
     the marker, and the unmarked code's reloads of $31 fail the
     transfer rule.
   - Code of the "ins" scheme (sfi_code.ins_scheme; mips-abi.h) may write
     $12-$14, which are then ordinary registers, so there "and" and "or"
     never make a register masked or valid: only "ins" guards do.
   - Code of the protect policy (sfi_code.protect; mips-abi.h) also
     loads through $24 (V, A or N), $sp (no B) or $gp only, like a
     store; the indexed FP loads (lwxc1, ldxc1, luxc1: base + index) are
     refused there.  The transfer function does not depend on the
     policy: a load through an adjusted $24 or $sp was already its check
     under the sandbox policy (it did not fault, and the guard zones
     fault on loads as on stores), so counting it as the use in protect
     code adds nothing to trust.
   - In protect code of the "ins" scheme, $14, $11 and $10 are load
     registers (mips-abi.h), more data registers with the states of $24
     but M: every entry sets them to the data segment's base;
     "ins R,X,0,SIZE" keeps a valid R valid (its segment bits stay) and
     makes any other bad; "addiu R,R,K" is the induction step of $24
     (V or N to A, else B; an access through R turns A into N);
     "move R,$gp" makes R valid; no other instruction may write them
     (check_load_reg_write).  Loads and stores may go through R where it
     is V, A or N; at indirect jumps, calls and transfers of relocatable
     code every load register must be {V}, as $24.

   The rules are listed in mips_apply_rules below: the shared ones
   (rules.h) and the four of MIPS alone, check_load_reg_write,
   check_indexed_load, check_ins_width and check_delay_slot.  If you add
   a rule, register it there.  */

#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include "sfi-verify.h"
#include "rules.h"
#include "sfi/mips-abi.h"

/* The classes of mips-insns.def: the guard forms and the indexed loads
   (MC_LOADX: base + index, not a load the shared rules can sandbox, and
   no check of an adjusted register), then the shared ones (rules.h).
   "jr" and "jalr" are alike to every rule.  */
enum mips_class
{
  MC_ALU, MC_ADDU, MC_ADDIU, MC_AND, MC_OR, MC_INS, MC_LOADX, MC_MATCH,
  MC_HOST = SFI_C_HOST_STATE,
  MC_LOAD = SFI_C_LOAD, MC_STORE = SFI_C_STORE, MC_BRANCH = SFI_C_BRANCH,
  MC_JUMP = SFI_C_JUMP, MC_JR = SFI_C_IJUMP, MC_JALR = SFI_C_IJUMP
};

#define W_RD	1		/* Writes rd.  */
#define W_RT	2		/* Writes rt.  */
#define W_31	4		/* Writes $31 (link).  */
#define F_CALL	SFI_F_CALL	/* A call: the callee returns with valid
				   registers.  */
#define F_LIKELY 0x100		/* Branch-likely: the delay slot is annulled
				   when the branch is not taken.  */
#define F_NOTOUCH 0x200		/* May complete without accessing memory.  */

struct mips_row
{
  const char *name;
  uint32_t match, mask;
  unsigned char cls;
  unsigned short flags;
  const char *fmt;
};

static const struct mips_row mips_rows[] = {
#define SFI_INSN(NAME, MATCH, MASK, CLASS, FLAGS, FMT) \
  { NAME, MATCH, MASK, CLASS, FLAGS, FMT },
#include "mips-insns.def"
#undef SFI_INSN
};

#define NROWS (sizeof mips_rows / sizeof mips_rows[0])

/* Decoding is two table look-ups: the major opcode selects a secondary
   field (the function field of SPECIAL, rt of REGIMM, ...), and the pair
   selects the few rows, in table order, that can match.  Built on first
   use; the rows themselves stay the single source of truth.  */
struct mips_key
{
  unsigned char shift;		/* Position of the 6-bit secondary key.  */
  unsigned char bits;		/* Its width: 0 (none), 5 or 6.  */
};

static const struct mips_key mips_keys[64] = {
  [0x00] = { 0, 6 },		/* SPECIAL: function.  */
  [0x01] = { 16, 5 },		/* REGIMM: rt.  */
  [0x11] = { 21, 5 },		/* COP1: rs (format).  */
  [0x13] = { 0, 6 },		/* COP1X: function.  */
  [0x1c] = { 0, 6 },		/* SPECIAL2: function.  */
  [0x1f] = { 0, 6 },		/* SPECIAL3: function.  */
};

#define BUCKET_MAX 8
static unsigned char mips_bucket[64 * 64][BUCKET_MAX];
static unsigned char mips_bucket_n[64 * 64];

/* Return the secondary key of word W with major opcode MAJOR.  */

static inline unsigned
mips_key (uint32_t w, unsigned major)
{
  const struct mips_key *k = &mips_keys[major];
  return (w >> k->shift) & ((1u << k->bits) - 1);
}

static void
mips_build_index (void)
{
  for (unsigned i = 0; i < NROWS; i++)
    {
      const struct mips_row *r = &mips_rows[i];
      unsigned major = r->match >> 26;
      const struct mips_key *k = &mips_keys[major];
      uint32_t kmask = ((1u << k->bits) - 1) << k->shift;
      for (unsigned key = 0; key < (1u << k->bits); key++)
	{
	  /* Could a word with this key match the row?  */
	  uint32_t kw = (uint32_t) key << k->shift;
	  if (((kw ^ r->match) & r->mask & kmask) != 0)
	    continue;
	  unsigned b = major * 64 + key;
	  if (mips_bucket_n[b] >= BUCKET_MAX)
	    abort ();		/* Grow BUCKET_MAX: a table bug.  */
	  mips_bucket[b][mips_bucket_n[b]++] = i;
	}
    }
}

/* Flags of a decoded instruction (struct sfi_insn) beyond the shared
   ones: row properties the hot paths test, and the guard scheme.
   SFI_F_CHECK is set when a rule may object: unknown, a store or
   control transfer, an indexed load, an "ins" into a tracked register,
   or a write of a dedicated register ($12, $13, $14 or $gp:
   SFI_F_DEDICATED); loads in protect code are checked too
   (sfi_needs_check).  */
#define MF_LIKELY 0x01		/* F_LIKELY.  */
#define MF_NOTOUCH 0x02		/* F_NOTOUCH.  */
#define F_INS_SCHEME 0x10	/* Decoded for code of the "ins" scheme.  */
#define F_CHECK SFI_F_CHECK
#define F_DEDICATED SFI_F_DEDICATED
#define F_RA SFI_F_RA		/* Writes $31 in code that keeps it valid.  */

#define NO_ROW SFI_NO_ROW
#define MC_FORBIDDEN SFI_C_FORBIDDEN
#define RS(i) (((i)->w >> 21) & 31)
#define RT(i) (((i)->w >> 16) & 31)
#define RD(i) (((i)->w >> 11) & 31)
#define IMM(i) ((int32_t) (int16_t) ((i)->w & 0xffff))
/* "ins rt,rs,LSB,MSB-LSB+1".  */
#define INS_LSB(i) (((i)->w >> 6) & 31)
#define INS_MSB(i) (((i)->w >> 11) & 31)

/* Decode W into *I, looking the row up in the table.  */

static void
mips_decode_slow (uint32_t w, struct sfi_insn *i, int ins_scheme, int ra_valid)
{
  unsigned major = w >> 26;
  unsigned b = major * 64 + mips_key (w, major);
  i->w = w;
  i->row = NO_ROW;
  i->cls = MC_FORBIDDEN;
  i->flags = 0;
  i->wreg = 0;
  for (unsigned k = 0; k < mips_bucket_n[b]; k++)
    {
      const struct mips_row *r = &mips_rows[mips_bucket[b][k]];
      if ((w & r->mask) == r->match)
	{
	  i->row = mips_bucket[b][k];
	  i->cls = r->cls;
	  i->flags = ((r->flags & F_CALL)
		      | ((r->flags & F_LIKELY) ? MF_LIKELY : 0)
		      | ((r->flags & F_NOTOUCH) ? MF_NOTOUCH : 0));
	  if (r->flags & W_RD)
	    i->wreg = RD (i);
	  else if (r->flags & W_RT)
	    i->wreg = RT (i);
	  else if (r->flags & W_31)
	    i->wreg = SFI_MIPS_REG_RA;
	  /* In the "ins" scheme $12-$14 are ordinary registers, and an
	     and/or pair proves nothing (mips_step_dedicated).  */
	  if (ins_scheme)
	    i->flags |= F_INS_SCHEME;
	  if (ra_valid && i->wreg == SFI_MIPS_REG_RA)
	    i->flags |= F_RA;
	  if (i->wreg == SFI_MIPS_REG_GP
	      || (!ins_scheme && (i->wreg == SFI_MIPS_REG_MASK
				  || i->wreg == SFI_MIPS_REG_CODESEG
				  || i->wreg == SFI_MIPS_REG_DATASEG)))
	    i->flags |= F_DEDICATED | F_CHECK;
	  if (r->cls >= MC_STORE || r->cls == MC_LOADX || r->cls == MC_HOST
	      || (r->cls == MC_INS && (i->wreg == SFI_MIPS_REG_CODE
				       || i->wreg == SFI_MIPS_REG_DATA
				       || i->wreg == SFI_MIPS_REG_RA))
	      || (ins_scheme && ((SFI_MIPS_LOAD_REG_MASK >> i->wreg) & 1)))
	    i->flags |= F_CHECK;
	  return;
	}
    }
  i->flags = F_CHECK;
}

/* Decode W into *I through the decode cache D (rules.h).  */

static inline __attribute__ ((always_inline)) void
mips_decode (struct sfi_dcache *d, uint32_t w, struct sfi_insn *i)
{
  sfi_decode (d, w, i, mips_decode_slow);
}

#define mips_cti_p sfi_cti_p

/* Return true if I is a branch-likely.  */

static inline int
mips_likely_p (const struct sfi_insn *i)
{
  return i->cls == MC_BRANCH && (i->flags & MF_LIKELY);
}

/* Return true if I always accesses the memory at its address, so that
   had the address been outside the segment and its guard zones, I would
   have faulted: loads and stores, but not sc (machine model,
   docs/design.md).  */

static inline int
mips_touches_p (const struct sfi_insn *i)
{
  return ((i->cls == MC_LOAD || i->cls == MC_STORE)
	  && !(i->flags & MF_NOTOUCH));
}

/* Disassemble I at ADDR into BUF.  */

static void
mips_disasm (const struct sfi_insn *i, uint64_t addr, char *buf, size_t n)
{
  if (i->row == NO_ROW)
    {
      snprintf (buf, n, ".word 0x%08x", i->w);
      return;
    }
  const struct mips_row *row = &mips_rows[i->row];
  size_t len = snprintf (buf, n, "%s", row->name);
  const char *sep = " ";
  for (const char *f = row->fmt; *f && len < n; f++)
    {
      char op[40];
      switch (*f)
	{
	case 'd': snprintf (op, sizeof op, "$%u", RD (i)); break;
	case 's': snprintf (op, sizeof op, "$%u", RS (i)); break;
	case 't': snprintf (op, sizeof op, "$%u", RT (i)); break;
	case 'j': snprintf (op, sizeof op, "%d", IMM (i)); break;
	case 'k': snprintf (op, sizeof op, "0x%x", i->w & 0xffff); break;
	case 'o': snprintf (op, sizeof op, "%d($%u)", IMM (i), RS (i)); break;
	case 'h': snprintf (op, sizeof op, "%u", (i->w >> 6) & 31); break;
	case 'S': snprintf (op, sizeof op, "$f%u", RD (i)); break;
	case 'T': snprintf (op, sizeof op, "$f%u", RT (i)); break;
	case 'D': snprintf (op, sizeof op, "$f%u", (i->w >> 6) & 31); break;
	case 'c': snprintf (op, sizeof op, "%u", (i->w >> 6) & 0x3ff); break;
	case 'b':
	  snprintf (op, sizeof op, "0x%llx",
		    (unsigned long long) (addr + 4 + ((int64_t) IMM (i) * 4)));
	  break;
	case 'a':
	  snprintf (op, sizeof op, "0x%llx",
		    (unsigned long long) (((addr + 4) & ~(uint64_t) 0x0fffffff)
					  | ((i->w & 0x03ffffff) << 2)));
	  break;
	case ',': sep = ","; continue;
	case '(': case ')':	/* index(base): no separator.  */
	  len += snprintf (buf + len, n - len, "%c", *f);
	  sep = "";
	  continue;
	default: op[0] = *f; op[1] = 0; break;
	}
      len += snprintf (buf + len, n - len, "%s%s", sep, op);
      sep = "";
    }
}

/* Possible-state sets (rules.h: S_V ... S_U), one per tracked register,
   packed in 31 bits: 4 for $15 and $31, 3 for $sp, 5 for $24 and for
   each load register ($14, $11, $10: tracked in their code only, see
   mips_load_regs_on).  Valid $15 and $31 are also multiples of 4; U is
   in the code segment with low bits from elsewhere: a jump there could
   switch to MIPS16.  */
#define SH_CODE 0
#define SH_SP 4
#define SH_DATA 7
#define SH_RA 12
#define SH_LOAD 16		/* $14 here, $11 at 21, $10 at 26.  */
#define FIELD(sh) \
  ((sh) == SH_DATA || (sh) >= SH_LOAD ? 31u : (sh) == SH_SP ? 7u : 15u)
#define GET(s, sh) (((s) >> (sh)) & FIELD (sh))
#define PUT(s, sh, v) \
  (((s) & ~(FIELD (sh) << (sh))) | ((unsigned) (v) << (sh)))
/* The load registers' shifts, every load register's state, and all of
   them valid.  */
#define LOAD_SH(r) \
  (SH_LOAD + 5 * ((r) == SFI_MIPS_REG_LOAD ? 0 : (r) == 11 ? 1 : 2))
#define LOAD_FIELDS ((31u << SH_LOAD) | (31u << (SH_LOAD + 5)) \
		     | (31u << (SH_LOAD + 10)))
#define LOAD_VALID ((S_V << SH_LOAD) | (S_V << (SH_LOAD + 5)) \
		    | (S_V << (SH_LOAD + 10)))
#define ALL_VALID \
  ((S_V << SH_CODE) | (S_V << SH_DATA) | (S_V << SH_SP) | (S_V << SH_RA) \
   | LOAD_VALID)

/* LOAD_SH depends on the load registers being these.  */
_Static_assert (SFI_MIPS_LOAD_REG_MASK == ((1u << 14) | (1u << 11)
					   | (1u << 10))
		&& SFI_MIPS_REG_LOAD == 14 && SFI_MIPS_N_LOAD_REGS == 3,
		"mips-abi.h: load registers");

/* Whether the transfer function tracks the load registers in CODE
   (sfi_load_regs_on): elsewhere they are ordinary registers and their
   states stay valid.  */

static inline int
mips_load_regs_on (const struct sfi_code *code)
{
  return SFI_MIPS_LOAD_REGS_ON (code->protect, code->ins_scheme);
}

/* Return true if I is "move R,SRC" ("addu"/"or" of SRC and $0, either
   order).  */

static inline int
mips_move_from_p (const struct sfi_insn *i, unsigned src)
{
  return ((i->cls == MC_ADDU || i->cls == MC_OR)
	  && ((RS (i) == src && RT (i) == 0) || (RT (i) == src && RS (i) == 0)));
}

/* log2 of the segment size CODE runs with.  */

static inline unsigned
mips_seg_bits (const struct sfi_code *code)
{
  return code->seg_bits ? code->seg_bits : SFI_MIPS_SEG_BITS;
}

/* Transfer of a dedicated address register REG (shift SH, segment
   register SEG) over instruction I.  A code address (REG $15 or $31) is
   valid only if it is also a multiple of 4: bit 0 of a jump target
   selects the instruction set (MIPS16 or microMIPS, whose code the
   verifier never checked), and bit 1 set makes the fetch fault.  A guard
   that takes the low bits of another register leaves it U, and
   "ins R,$0,0,2" (or wider) clears them.  */

static unsigned
mips_step_dedicated (const struct sfi_insn *i, unsigned st, unsigned sh,
		     unsigned reg, unsigned seg)
{
  if (i->wreg != reg)
    return st;
  unsigned v = GET (st, sh), out;
  int code = reg != SFI_MIPS_REG_DATA;
  /* What a guard that takes the low bits of another register leaves.  */
  unsigned guarded = code ? S_U : S_V;
  if (i->cls == MC_AND && !(i->flags & F_INS_SCHEME)
      && (RT (i) == SFI_MIPS_REG_MASK || RS (i) == SFI_MIPS_REG_MASK))
    out = S_M;			/* "and R,X,$12": offset bits only.  */
  else if (i->cls == MC_OR && !(i->flags & F_INS_SCHEME)
	   && ((RS (i) == reg && RT (i) == seg) || (RS (i) == seg && RT (i) == reg)))
    /* "or R,R,SEG": in the segment from masked (low bits unknown) or
       valid or U (low bits kept: SEG's are zero); anything else is bad
       (a near $24 may lie below its segment, with other high bits).  */
    out = ((v & S_V) ? S_V : 0) | ((v & (S_M | S_U)) ? guarded : 0)
	  | ((v & ~(S_V | S_M | S_U)) ? S_B : 0);
  else if (i->cls == MC_INS && INS_LSB (i) == 0 && RS (i) == 0
	   && INS_MSB (i) >= 1)
    /* "ins R,$0,0,SIZE" (SIZE >= 2) clears the low bits: a code address
       in its segment becomes valid.  */
    out = ((v & (S_V | S_U)) ? S_V : 0) | ((v & ~(S_V | S_U)) ? S_B : 0);
  else if (i->cls == MC_INS && INS_LSB (i) == 0)
    /* "ins R,X,0,SIZE" replaces offset bits only (check_ins_width):
       an address in its segment stays there, with X's low bits;
       anything else is bad.  */
    out = ((v & S_V) ? guarded : 0) | ((v & S_U) ? S_U : 0)
	  | ((v & ~(S_V | S_U)) ? S_B : 0);
  else if (reg == SFI_MIPS_REG_DATA && i->cls == MC_ADDIU && RS (i) == reg)
    /* "addiu $24,$24,K" (|K| <= SFI_SP_MAX_ADJUST, any 16-bit K): the
       induction-pointer rule (rules.h).  */
    out = sfi_stepped (v);
  else if (reg == SFI_MIPS_REG_DATA && mips_move_from_p (i, SFI_MIPS_REG_GP))
    /* "move $24,$gp": $gp is never written and lies in the data
       segment.  */
    out = S_V;
  else
    out = S_B;
  return PUT (st, sh, out);
}

/* Transfer of the load registers over I, in code that tracks them
   (mips_load_regs_on): an access through one that always touches memory
   checks its adjustment (sfi_touched); "ins R,X,0,SIZE" keeps a valid R
   valid (it replaces offset bits only: check_ins_width) and makes
   anything else bad; "addiu R,R,K" is the induction step (sfi_stepped);
   "move R,$gp" makes R valid ($gp is never written and lies in the data
   segment); any other write makes it bad (check_load_reg_write refuses
   those).  */

static inline unsigned
mips_step_load (const struct sfi_insn *i, unsigned st)
{
  unsigned rs = RS (i), r = i->wreg;
  if (((SFI_MIPS_LOAD_REG_MASK >> rs) & 1) && mips_touches_p (i))
    st = PUT (st, LOAD_SH (rs), sfi_touched (GET (st, LOAD_SH (rs))));
  if (r >= 32 || !((SFI_MIPS_LOAD_REG_MASK >> r) & 1))
    return st;
  unsigned sh = LOAD_SH (r), v = GET (st, sh), out;
  if (i->cls == MC_INS && INS_LSB (i) == 0)
    out = ((v & S_V) ? S_V : 0) | ((v & ~S_V) ? S_B : 0);
  else if (i->cls == MC_ADDIU && rs == r)
    out = sfi_stepped (v);
  else if (mips_move_from_p (i, SFI_MIPS_REG_GP))
    out = S_V;
  else
    out = S_B;
  return PUT (st, sh, out);
}

/* Transfer of all tracked registers over I; the load registers only if
   LOADREGS (mips_load_regs_on of the code).  */

static inline __attribute__ ((always_inline)) unsigned
mips_step (const struct sfi_insn *i, unsigned st, int loadregs)
{
  if (loadregs && i->cls != MC_FORBIDDEN)
    st = mips_step_load (i, st);
  /* Most instructions touch none of the tracked registers ($31 only in
     code that keeps it valid: F_RA).  */
  if (i->wreg != SFI_MIPS_REG_CODE && i->wreg != SFI_MIPS_REG_DATA
      && i->wreg != SFI_MIPS_REG_SP && !(i->flags & F_RA)
      && !((i->cls == MC_LOAD || i->cls == MC_STORE)
	   && (RS (i) == SFI_MIPS_REG_SP || RS (i) == SFI_MIPS_REG_DATA)))
    return st;
  if (i->cls == MC_FORBIDDEN)
    return st;

  /* A memory access through an adjusted $24 checks the adjustment: it
     did not fault, so $24 is within 32 KiB of the segment (near).  */
  if (RS (i) == SFI_MIPS_REG_DATA && mips_touches_p (i))
    st = PUT (st, SH_DATA, sfi_touched (GET (st, SH_DATA)));

  unsigned sp = GET (st, SH_SP);
  /* A memory access through $sp checks an adjustment (guard zones).  */
  if (RS (i) == SFI_MIPS_REG_SP && (sp & S_M) && mips_touches_p (i))
    sp = (sp & ~S_M) | S_V;
  if (i->wreg == SFI_MIPS_REG_SP)
    {
      if (i->cls == MC_ADDIU && RS (i) == SFI_MIPS_REG_SP)
	sp = ((sp & S_V) ? S_M : 0) | ((sp & (S_M | S_B)) ? S_B : 0);
      else if (mips_move_from_p (i, SFI_MIPS_REG_DATA)
	       && GET (st, SH_DATA) == S_V)
	sp = S_V;
      else
	sp = S_B;
    }
  st = PUT (st, SH_SP, sp);
  st = mips_step_dedicated (i, st, SH_CODE, SFI_MIPS_REG_CODE,
			    SFI_MIPS_REG_CODESEG);
  st = mips_step_dedicated (i, st, SH_DATA, SFI_MIPS_REG_DATA,
			    SFI_MIPS_REG_DATASEG);
  if (i->flags & F_RA)
    {
      /* A link ("jal", "jalr", "bal", ...): the address after the delay
	 slot, in the code (check_link); "move $31,$15": $15 is valid
	 wherever a rule lets code rely on it; otherwise as $15.  */
      if (i->cls >= MC_BRANCH)
	st = PUT (st, SH_RA, S_V);
      else if (mips_move_from_p (i, SFI_MIPS_REG_CODE))
	{
	  unsigned c = GET (st, SH_CODE);
	  st = PUT (st, SH_RA, (c & (S_V | S_U)) | ((c & ~(S_V | S_U))
						    ? S_B : 0));
	}
      else
	st = mips_step_dedicated (i, st, SH_RA, SFI_MIPS_REG_RA,
				  SFI_MIPS_REG_CODESEG);
    }
  return st;
}

/* Results of a check (sweep.h).  */
#define OK SFI_OK
#define BAD SFI_BAD

/* Rule: in protect code, no indexed load: base + index is no address a
   guard of one register sandboxes (sandbox code may use them: loads are
   free there).  */

static inline struct sfi_verdict
check_indexed_load (const struct sfi_rules *isa, const struct sfi_ctx *c,
		    size_t k)
{
  if (c->insns[k].cls != MC_LOADX || !c->code->protect)
    return OK;
  return BAD (SFI_E_UNSANDBOXED_LOAD,
	      "indexed load: its address cannot be sandboxed");
}

/* Return true if I writes a load register of ISA in code C: in
   protect code of the "ins" scheme (sfi_load_regs_on, mips-abi.h).  */

static inline int
mips_writes_load_reg (const struct sfi_rules *isa, const struct sfi_ctx *c,
		      const struct sfi_insn *i)
{
  return (i->wreg < 32 && ((isa->reg_load_mask >> i->wreg) & 1)
	  && sfi_load_regs_on (isa, c));
}

/* Rule: in protect code of the "ins" scheme, a load register R is
   written only by its guard "ins R,X,0,SIZE" (check_ins_width checks
   SIZE), its induction step "addiu R,R,K" or "move R,$gp"
   (mips_step_load), each of which keeps it within reach of the data
   segment.  */

static inline struct sfi_verdict
check_load_reg_write (const struct sfi_rules *isa, const struct sfi_ctx *c,
		      size_t k)
{
  const struct sfi_insn *i = &c->insns[k];
  if (!mips_writes_load_reg (isa, c, i)
      || (i->cls == MC_INS && INS_LSB (i) == 0)
      || (i->cls == MC_ADDIU && RS (i) == i->wreg)
      || mips_move_from_p (i, SFI_MIPS_REG_GP))
    return OK;
  return BAD (SFI_E_WRITES_DEDICATED,
	      "writes a load register ($10, $11, $14) other than by its"
	      " guard, its step \"addiu R,R,K\" or \"move R,$gp\"");
}

/* Rule: "ins" into $15, $24 (or a load register) replaces offset bits
   only: position 0 and at most log2 of the segment size bits, so the
   segment bits the register already has stay.  */

static inline struct sfi_verdict
check_ins_width (const struct sfi_rules *isa, const struct sfi_ctx *c,
		 size_t k)
{
  const struct sfi_insn *i = &c->insns[k];
  unsigned bits = mips_seg_bits (c->code);
  if (i->cls != MC_INS
      || (i->wreg != SFI_MIPS_REG_CODE && i->wreg != SFI_MIPS_REG_DATA
	  && !(i->flags & F_RA) && !mips_writes_load_reg (isa, c, i)))
    return OK;
  if (INS_LSB (i) != 0 || INS_MSB (i) + 1 > bits)
    return BAD (SFI_E_INS_WIDTH,
		"inserts bits beyond the segment offset into a sandboxed"
		" register");
  return OK;
}

/* Rule: no control transfer in a delay slot, and none without one.  */

static inline struct sfi_verdict
check_delay_slot (const struct sfi_rules *isa, const struct sfi_ctx *c,
		  size_t k)
{
  if (k > 0 && mips_cti_p (&c->insns[k - 1]) && mips_cti_p (&c->insns[k]))
    return BAD (SFI_E_CTI_IN_DELAY_SLOT,
		"control transfer in the delay slot of another");
  if (k + 1 == c->n && mips_cti_p (&c->insns[k]))
    return BAD (SFI_E_TRUNCATED,
		"control transfer without a delay slot at the end of the code");
  return OK;
}

/* Implement sfi_rules.leaving: control leaves transfer K after its delay
   slot (none at the end of the code: check_delay_slot).  */

static int
mips_leaving (const struct sfi_ctx *c, size_t k, unsigned *st)
{
  if (k + 1 >= c->n)
    return 0;
  *st = mips_step (&c->insns[k + 1], c->in[k + 1],
		   mips_load_regs_on (c->code));
  return 1;
}

/* Implement sfi_rules.target.  MIPS "j" keeps the upper 4 bits of the
   PC; in an object its target is not known yet.  */

static uint64_t
mips_target (const struct sfi_ctx *c, size_t k)
{
  const struct sfi_insn *i = &c->insns[k];
  uint64_t pc = c->base + 4 * k;
  if (i->cls == MC_BRANCH)
    return pc + 4 + ((int64_t) IMM (i) * 4);
  if (i->cls == MC_JUMP && !c->code->relocatable)
    return ((pc + 4) & ~(uint64_t) 0x0fffffff) | ((i->w & 0x03ffffff) << 2);
  return SFI_NO_TARGET;
}

/* The target of direct transfer I at ADDR in CODE, or SFI_NO_TARGET (or
   a misaligned one, which is not in the code).  */

static uint64_t
mips_target_of (const struct sfi_code *code, const struct sfi_insn *i,
		uint64_t addr)
{
  struct sfi_ctx c = { code, i, NULL, 1, addr };
  uint64_t t = mips_target (&c, 0);
  return (t & 3) ? SFI_NO_TARGET : t;
}

static const struct sfi_rules mips_rules = {
  .reg = { [SFI_R_CODE] = SFI_MIPS_REG_CODE, [SFI_R_DATA] = SFI_MIPS_REG_DATA,
	   [SFI_R_SP] = SFI_MIPS_REG_SP, [SFI_R_RA] = SFI_MIPS_REG_RA },
  .reg_free_store = SFI_MIPS_REG_GP,
  .reg_load_mask = SFI_MIPS_LOAD_REG_MASK,
  .load_sh = { [10] = LOAD_SH (10), [11] = LOAD_SH (11),
	       [14] = LOAD_SH (14) },
  .load_need_ins = 1,
  .load_fields = LOAD_FIELDS,
  .load_valid = LOAD_VALID,
  .sh = { [SFI_R_CODE] = SH_CODE, [SFI_R_DATA] = SH_DATA,
	  [SFI_R_SP] = SH_SP, [SFI_R_RA] = SH_RA },
  .mask = { [SFI_R_CODE] = FIELD (SH_CODE), [SFI_R_DATA] = FIELD (SH_DATA),
	    [SFI_R_SP] = FIELD (SH_SP), [SFI_R_RA] = FIELD (SH_RA) },
  .base_shift = 21,		/* rs.  */
  .link_bytes = 8,		/* Past the delay slot.  */
  .seg_bits = SFI_MIPS_SEG_BITS,
  .ra_first = 0,
  .jt_entry_size = SFI_JT_ENTRY_SIZE,
  .target = mips_target,
  .leaving = mips_leaving,
  .disasm = mips_disasm,
  .why_dedicated = "writes a register reserved for the segment mask, a"
		   " segment base or the global pointer",
  .why_access_data = "$24 may not hold a sandboxed address here (the guard"
		     " sequence is missing or incomplete on some path)",
  .why_jump_ra = "$31 may not hold a valid return address here (reloaded"
		 " without its guard on some path)",
  .why_jump_other = "indirect jump through a register other than $15",
  .why_jump_other_ra = "indirect jump through a register other than $15"
		       " or $31",
  .why_jump_code = "$15 may not hold a sandboxed address here",
  .why_sp_transfer = "$sp may have been adjusted without a memory access"
		     " through it before this control transfer",
  .why_data_transfer = "$24 may have been adjusted without a memory access"
		       " through it before this control transfer",
  .why_ra_transfer = "$31 may not hold a valid return address where"
		     " control transfers (the module returns through $31"
		     " unguarded)",
  .why_region = "$15 or $24 may be invalid where this control transfer"
		" leaves the code the verifier can follow",
  .why_target = "direct branch or jump outside the code segment",
  .why_access_load = "load register may not hold a sandboxed address here",
  .why_region_load = "a load register may be invalid where this control"
		     " transfer leaves the code the verifier can follow",
};

/* Every rule, in the order they are tried (rules.h: SFI_RULE).  If you
   add a rule, register it here.  */

static inline __attribute__ ((always_inline)) struct sfi_verdict
mips_apply_rules (const struct sfi_ctx *c, size_t k)
{
  const struct sfi_rules *isa = &mips_rules;
  SFI_RULE (isa, c, k, sfi_check_known, SFI_C_BAD);
  SFI_RULE (isa, c, k, sfi_check_dedicated_writes, SFI_C_ANY);
  SFI_RULE (isa, c, k, check_load_reg_write, SFI_C_KNOWN);
  SFI_RULE (isa, c, k, sfi_check_store, SFI_C (MC_STORE));
  SFI_RULE (isa, c, k, sfi_check_load, SFI_C (MC_LOAD));
  SFI_RULE (isa, c, k, check_indexed_load, SFI_C (MC_LOADX));
  SFI_RULE (isa, c, k, sfi_check_host_state, SFI_C (MC_HOST));
  SFI_RULE (isa, c, k, check_ins_width, SFI_C (MC_INS));
  SFI_RULE (isa, c, k, sfi_check_indirect_jump, SFI_C (MC_JR));
  SFI_RULE (isa, c, k, check_delay_slot, SFI_C_CTI);
  SFI_RULE (isa, c, k, sfi_check_transfer_state, SFI_C_CTI);
  SFI_RULE (isa, c, k, sfi_check_link, SFI_C_CTI);
  SFI_RULE (isa, c, k, sfi_check_branch_target,
	    SFI_C (MC_BRANCH) | SFI_C (MC_JUMP));
  return SFI_OK;
}

/* Report the first rule that instruction K of C breaks, if any, as a
   problem at ADDR (rules.h: sfi_check_insn).  */

static inline int
mips_check_insn (const struct sfi_ctx *c, size_t k, uint64_t addr,
		 const struct sfi_verify_opts *opts, int *go_on)
{
  return sfi_check_insn (&mips_rules, mips_apply_rules, c, k, addr, opts,
			 go_on);
}

/* The full algorithm's parts (sweep.c: sfi_verify_full).  Instructions
   are decoded on demand through the cache.  */

/* Visit instruction K of F (struct sfi_isa): the successors of K are the
   next instruction; if K is the delay slot of a direct transfer, that
   transfer's target; if K is a branch-likely, the instruction after its
   delay slot (not taken, the slot is annulled).  */

static inline int
mips_visit (const struct sfi_full *f, size_t k, struct sfi_work *w,
	    size_t limit)
{
  const struct sfi_code *code = f->code;
  sfi_state_t *in = f->in;
  size_t n = f->n;
  struct sfi_insn i;
  mips_decode (f->cache, sfi_code_word (code, k), &i);
  unsigned out = mips_step (&i, in[k], mips_load_regs_on (code));
  int grew = 0;
  if (k + 1 < n && (in[k + 1] | out) != in[k + 1])
    {
      in[k + 1] |= out;
      grew = 1;
    }
  if (out == ALL_VALID)
    return grew;		/* Every instruction has that state already.  */
  if (mips_likely_p (&i) && k + 2 < n)
    sfi_flow_to (in, k + 2, out, w, limit);
  if (k == 0 || mips_cti_p (&i))
    return grew;
  struct sfi_insn prev;
  mips_decode (f->cache, sfi_code_word (code, k - 1), &prev);
  if (!mips_cti_p (&prev))
    return grew;
  uint64_t t = mips_target_of (code, &prev, code->vaddr + 4 * (k - 1));
  sfi_full_edge (f, t, out, w, limit);
  return grew;
}

/* Apply the rules to instruction K of F, with its neighbours (the rules
   look at the transfer before a delay slot and the slot after a
   transfer).  */

static inline int
mips_check_full (const struct sfi_full *f, size_t k,
		 const struct sfi_verify_opts *opts, int *go_on)
{
  struct sfi_insn win[3];
  size_t lo = k ? k - 1 : 0, hi = k + 2 < f->n ? k + 2 : f->n;
  mips_decode (f->cache, sfi_code_word (f->code, k), &win[k - lo]);
  if (!sfi_needs_check (&win[k - lo], f->code->protect))
    return 0;
  for (size_t j = lo; j < hi; j++)
    if (j != k)
      mips_decode (f->cache, sfi_code_word (f->code, j), &win[j - lo]);
  struct sfi_ctx c = { f->code, win, f->in + lo, hi - lo,
		       f->code->vaddr + 4 * lo };
  return mips_check_insn (&c, k - lo, f->code->vaddr + 4 * k, opts, go_on);
}

/* The fast path: one forward sweep over [S->lo, S->hi) with a running
   state and a window of three decoded instructions, so the rules see an
   instruction with its neighbours (delay slot, previous transfer), and
   nothing is stored per instruction; direct branches carry states forward
   through a small heap (PENDING).  The sweep assumes "all valid" enters at LO.
   Because every rule can only fail more when more states are possible, a
   problem found here is a problem of the full algorithm too.  The sweep
   can miss one only if its assumptions fail: a backward branch carries a
   state other than "all valid" (S->fallback), or, for a range that does
   not start at 0, the code before it leaves something else (the caller
   checks S->out and S->cross of the previous range).  */

static void
mips_verify_sweep (struct sfi_sweep *s)
{
  const struct sfi_code *code = s->code;
  size_t n = code->size / 4, lo = s->lo, hi = s->hi;
  struct sfi_pending pending = { NULL, 0, 0 };
  sfi_sweep_start (s);
  /* WIN[1] is the instruction being checked, WIN[0] and WIN[2] its
     neighbours; before the first, a harmless non-transfer, or the real
     instructions before LO (decoded for context, not checked).  */
  struct sfi_insn win[3] = { { .w = 0, .row = NO_ROW, .cls = MC_ALU } };
  sfi_state_t win_in[3] = { ALL_VALID, ALL_VALID, ALL_VALID };
  win[2] = win[0];
  if (lo >= 2)
    mips_decode (s->dc, sfi_code_word (code, lo - 2), &win[0]);
  if (lo >= 1)
    mips_decode (s->dc, sfi_code_word (code, lo - 1), &win[1]);
  struct sfi_ctx wc = { code, win, win_in, 3, 0 };
  /* Locals, not fields of S: the two halves' sweep structures share cache
     lines, and writing them per instruction would make the threads fight
     over them.  */
  struct sfi_dcache *dc = s->dc;
  const int protect = code->protect, loadregs = mips_load_regs_on (code);
  unsigned cur = ALL_VALID, prev_out = ALL_VALID;

  /* K runs one past HI when an instruction follows the range: the last
     instruction's checks need its delay slot.  */
  size_t end = hi < n ? hi + 1 : hi;
  for (size_t k = lo; k < end; k++)
    {
      struct sfi_insn *i = &win[2];
      mips_decode (dc, sfi_code_word (code, k), i);
      win_in[2] = ALL_VALID | cur;
      if (pending.n)
	win_in[2] |= sfi_pending_take (&pending, k);
      unsigned out = mips_step (i, win_in[2], loadregs);

      /* K in the delay slot of a direct transfer: its state also reaches
	 the transfer's target.  */
      if (out != ALL_VALID && k > 0 && mips_cti_p (&win[1])
	  && !mips_cti_p (i)
	  && sfi_sweep_edge (s, &pending, k, win_in[2], out,
			     mips_target_of (code, &win[1],
					     code->vaddr + 4 * (k - 1))))
	break;
      /* K in the delay slot of a branch-likely: when the branch is not
	 taken the slot is annulled, and the state after the branch
	 itself goes on to K+1 too.  */
      if (k < hi)
	cur = out | (mips_likely_p (&win[1]) ? prev_out : 0);
      prev_out = out;

      /* Check K-1, now that the instruction after it is known.  */
      if (k > lo && sfi_needs_check (&win[1], protect))
	{
	  wc.base = code->vaddr + 4 * (k - 1) - 4;
	  wc.n = 3;
	  if (mips_check_insn (&wc, 1, code->vaddr + 4 * (k - 1), s->opts,
			       &s->go_on)
	      && sfi_sweep_reported (s, k - 1))
	    break;
	}
      win[0] = win[1];
      win_in[0] = win_in[1];
      win[1] = win[2];
      win_in[1] = win_in[2];
    }

  s->out = cur;

  /* The last instruction of the code, which nothing follows.  */
  if (hi == n && n > lo && s->go_on && s->problems >= 0 && !s->fallback
      && sfi_needs_check (&win[1], protect))
    {
      wc.base = code->vaddr + 4 * (n - 1) - 4;
      wc.n = 2;
      if (mips_check_insn (&wc, 1, code->vaddr + 4 * (n - 1), s->opts,
			   &s->go_on))
	sfi_sweep_reported (s, n - 1);
    }
  free (pending.e);
}

/* The checker's parts for the common driver (sweep.c).  */
/* Implement sfi_isa.stops: LAST is "teq R,R", which traps whatever R
   holds (every transfer has a delay slot after it, which an indirect
   jump may enter directly), and BEFORE is not a branch-likely, which
   when not taken would skip the trap in its slot.  */

static int
mips_stops (uint32_t last, uint32_t before)
{
  struct sfi_insn b;
  mips_decode_slow (before, &b, 0, 0);
  return ((last & 0xfc00003f) == 0x34
	  && ((last >> 21) & 31) == ((last >> 16) & 31) && !mips_likely_p (&b));
}

/* Implement sfi_isa.unchecked_guard: a guard "ins R,X,0,SIZE" of $15,
   $24 (or of a valid $31) from X other than $0 must be followed by its
   check "tne R,X,SFI_MIPS_TRAP_MATCH_CODE" (mips-abi.h), and must not
   sit in a delay slot: there a taken branch, a branch-likely
   included (its slot runs only when taken), runs the guard but not the
   word after it.  */

static const char *
mips_unchecked_guard (const struct sfi_code *code, size_t k)
{
  uint32_t w = sfi_code_word (code, k);
  if ((w >> 26) != 0x1f || (w & 0x3f) != 0x04 || ((w >> 6) & 31) != 0)
    return NULL;
  unsigned r = (w >> 16) & 31, x = (w >> 21) & 31;
  if (x == 0 || (r != SFI_MIPS_REG_CODE && r != SFI_MIPS_REG_DATA
		 && !(code->ra_valid && r == SFI_MIPS_REG_RA)))
    return NULL;
  if (k > 0)
    {
      struct sfi_insn before;
      mips_decode_slow (sfi_code_word (code, k - 1), &before, 0, 0);
      if (mips_cti_p (&before))
	return "guard in a delay slot, where a taken branch skips its check"
	  " (the match policy traps where a guard changes an address)";
    }
  uint32_t check = 0x36 | r << 21 | x << 16 | SFI_MIPS_TRAP_MATCH_CODE << 6;
  if (k + 1 < code->size / 4 && sfi_code_word (code, k + 1) == check)
    return NULL;
  return "guard without its check \"tne R,X,0x53\" right after it (the"
    " match policy traps where a guard changes an address)";
}

/* The full algorithm with MIPS visits and checks (sweep.h).  */

static int
mips_full (const struct sfi_full *f, struct sfi_work *w,
	   const struct sfi_reported *done, const struct sfi_verify_opts *opts)
{
  return sfi_full_run (f, w, done, opts, mips_visit, mips_check_full);
}

/* The decode index is built once: hosts may load their first modules
   from several threads at once.  */
static pthread_once_t mips_once = PTHREAD_ONCE_INIT;

static const struct sfi_isa mips_isa = {
  &mips_once, mips_build_index, mips_verify_sweep, mips_decode_slow,
  ALL_VALID, mips_full, mips_stops, mips_disasm, mips_unchecked_guard
};

/* Implement sfi_verify_mips.  */

int
sfi_verify_mips (const struct sfi_code *code,
		 const struct sfi_verify_opts *opts)
{
  return sfi_verify_isa (code, opts, &mips_isa);
}
