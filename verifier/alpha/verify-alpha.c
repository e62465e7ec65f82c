/* The Alpha sandbox-policy checker (paper, 3.6).

   Safety argument.  At every instruction boundary outside an unsafe
   region, $8 holds an address in the code segment, $4 an address in the
   data segment, and $sp an address within SFI_SP_SLACK of the data
   segment (and $26 one in the code segment, in code that keeps it
   valid); $5-$7 are never written (include/sfi/alpha-abi.h).  Indirect
   jumps (jmp, jsr, ret, jsr_coroutine) go through $8 (or that $26); stores
   through $4 or $sp only, all with 16-bit displacements the guard zones
   cover (stq_u clears the low three bits of such an address, which keeps
   it in range).  The frame pointer $15 is an ordinary register (see
   alpha-abi.h).

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
   - A store through $4 needs V, A or N; through $sp, no B.
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
   - At every branch and jump $sp must be {V} and $4 not A; at jumps and
     calls, whose targets assume valid registers, $8 and $4 must be {V}
     too.
   - Direct branches land in the code or on a jump-table entry; $5-$7 are
     never written; instructions not in alpha-insns.def are refused.

   The checks are the functions named check_*, listed in alpha_checks[].
   If you add a rule, register it there.  */

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sfi-verify.h"
#include "sweep.h"
#include "sfi/alpha-abi.h"

enum alpha_class
{
  AC_ALU, AC_LDA, AC_AND, AC_BIS, AC_LOAD, AC_STORE, AC_BRANCH, AC_JUMP
};

#define W_RA	1		/* Writes Ra.  */
#define W_RC	2		/* Writes Rc.  */
#define W_V0	4		/* Writes $0.  */
#define F_CALL	8		/* A call: the callee returns with valid registers.  */
#define F_NOTOUCH 16		/* May complete without accessing memory.  */

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

/* A decoded instruction, kept small: the verifier holds one per word.  */
struct ainsn
{
  uint32_t w;
  unsigned char rowi;		/* Index in alpha_rows; NO_ROW: forbidden.  */
  unsigned char ra, rb, rc;
  unsigned char lit;		/* Operate format with a literal for Rb.  */
  unsigned char wreg;		/* Integer register written, 31 if none.  */
  unsigned char check;		/* Some rule may object (see alpha_decode).  */
};

#define NO_ROW 255
/* The table row of decoded instruction I, or NULL if it is forbidden.
   (Decoded instructions keep an index: the full algorithm holds one per
   word, and a small one is much cheaper to fill on large code.)  */
static inline const struct alpha_row *
alpha_row (const struct ainsn *i)
{
  return i->rowi == NO_ROW ? NULL : &alpha_rows[i->rowi];
}

/* The displacement of I: 21 bits for a branch, else 16.  */

static inline int32_t
alpha_disp (const struct ainsn *i)
{
  const struct alpha_row *r = alpha_row (i);
  if (r && r->cls == AC_BRANCH)
    return (int32_t) ((i->w & 0x1fffff) ^ 0x100000) - 0x100000;
  return (int16_t) (i->w & 0xffff);
}

/* Decode W into *I, looking the row up in the table.  */

static void
alpha_decode_slow (uint32_t w, struct ainsn *i)
{
  unsigned major = w >> 26;
  i->w = w;
  i->rowi = NO_ROW;
  i->ra = (w >> 21) & 31;
  i->rb = (w >> 16) & 31;
  i->rc = w & 31;
  i->lit = (w >> 12) & 1;
  i->wreg = SFI_ALPHA_REG_ZERO;
  i->check = 1;
  for (unsigned k = 0; k < alpha_by_major_n[major]; k++)
    {
      const struct alpha_row *r = &alpha_rows[alpha_by_major[major][k]];
      if ((w & r->mask) == r->match)
	{
	  i->rowi = alpha_by_major[major][k];
	  break;
	}
    }
  if (!alpha_row (i))
    return;
  if (alpha_row (i)->flags & W_RA)
    i->wreg = i->ra;
  else if (alpha_row (i)->flags & W_RC)
    i->wreg = i->rc;
  else if (alpha_row (i)->flags & W_V0)
    i->wreg = 0;
  /* Only these can fail a rule: unknown instructions, stores, branches,
     jumps, and writes of a dedicated register.  */
  i->check = (alpha_row (i)->cls == AC_STORE || alpha_row (i)->cls == AC_BRANCH
	      || alpha_row (i)->cls == AC_JUMP || i->wreg == SFI_ALPHA_REG_MASK
	      || i->wreg == SFI_ALPHA_REG_CODESEG
	      || i->wreg == SFI_ALPHA_REG_DATASEG);
}

/* Decoding depends only on the word and code repeats words a lot, so a
   direct-mapped cache of decoded words (one per verification and thread)
   saves most table look-ups.  Every entry starts as the decoded form of
   one word, so an entry is always right for the word it holds.  */
#define DCACHE_BITS 15

static void *
alpha_new_cache (const struct sfi_code *code)
{
  (void) code;
  struct ainsn *cache = malloc (sizeof *cache << DCACHE_BITS);
  if (!cache)
    return NULL;
  alpha_decode_slow (0, &cache[0]);
  for (size_t e = 1; e < (1u << DCACHE_BITS); e++)
    cache[e] = cache[0];
  return cache;
}

static inline void
alpha_decode (struct ainsn *cache, uint32_t w, struct ainsn *i)
{
  struct ainsn *e = &cache[(w * 0x9e3779b1u) >> (32 - DCACHE_BITS)];
  if (e->w != w)
    alpha_decode_slow (w, e);
  *i = *e;
}

static int
alpha_cti_p (const struct ainsn *i)
{
  return alpha_row (i) && (alpha_row (i)->cls == AC_BRANCH || alpha_row (i)->cls == AC_JUMP);
}

/* Return true if control can fall through I to the next instruction:
   not after an unconditional branch or a jump (calls return to the next
   instruction, but with valid registers, which every entry assumes).  */

static int
alpha_falls_through (const struct ainsn *i)
{
  if (!alpha_row (i))
    return 1;
  if (alpha_row (i)->cls == AC_JUMP)
    return 0;
  if (alpha_row (i)->cls == AC_BRANCH && ((i->w >> 26) == 0x30 || (i->w >> 26) == 0x34))
    return 0;
  return 1;
}

/* Disassemble I at ADDR into BUF.  */

static void
alpha_disasm (const struct ainsn *i, uint64_t addr, char *buf, size_t n)
{
  if (!alpha_row (i))
    snprintf (buf, n, ".long 0x%08x", i->w);
  else if (alpha_row (i)->cls == AC_BRANCH)
    snprintf (buf, n, "%s $%u,0x%llx", alpha_row (i)->name, i->ra,
	      (unsigned long long) (addr + 4 + 4 * (int64_t) alpha_disp (i)));
  else if (alpha_row (i)->cls == AC_JUMP)
    snprintf (buf, n, "%s $%u,($%u)", alpha_row (i)->name, i->ra, i->rb);
  else if ((i->w >> 26) == 0 || (i->w >> 26) == 0x18)
    snprintf (buf, n, "%s", alpha_row (i)->name);
  else if ((i->w >> 26) >= 0x10 && (i->w >> 26) <= 0x1c)
    {
      if (i->lit)
	snprintf (buf, n, "%s $%u,%u,$%u", alpha_row (i)->name, i->ra,
		  (i->w >> 13) & 0xff, i->rc);
      else
	snprintf (buf, n, "%s $%u,$%u,$%u", alpha_row (i)->name, i->ra, i->rb, i->rc);
    }
  else
    snprintf (buf, n, "%s $%u,%d($%u)", alpha_row (i)->name, i->ra, alpha_disp (i), i->rb);
}

/* Possible-state sets, one per tracked register, packed in 14 bits:
   3 for $8, $sp and $26, 5 for $4.  */
#define S_V 1			/* Valid.  */
#define S_M 2			/* Masked ($8, $4, $26) or adjusted ($sp).  */
#define S_B 4			/* Bad.  */
#define S_A 8			/* $4 adjusted by "lda", not yet used.  */
#define S_N 16			/* $4 near: used since its adjustment.  */
#define SH_CODE 0
#define SH_SP 3
#define SH_RA 6
#define SH_DATA 9
#define FIELD(sh) ((sh) == SH_DATA ? 31u : 7u)
#define GET(s, sh) (((s) >> (sh)) & FIELD (sh))
#define PUT(s, sh, v) \
  (((s) & ~(FIELD (sh) << (sh))) | ((unsigned) (v) << (sh)))
#define ALL_VALID \
  ((S_V << SH_CODE) | (S_V << SH_DATA) | (S_V << SH_SP) | (S_V << SH_RA))

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

/* Transfer of all tracked registers over I; $26 only in code that keeps
   it valid (RA).  */

static inline __attribute__ ((always_inline)) unsigned
alpha_step (const struct ainsn *i, unsigned st, int ra)
{
  /* Most instructions touch none of the tracked registers.  */
  if (i->wreg != SFI_ALPHA_REG_CODE && i->wreg != SFI_ALPHA_REG_DATA
      && i->wreg != SFI_ALPHA_REG_SP && i->rb != SFI_ALPHA_REG_SP
      && i->rb != SFI_ALPHA_REG_DATA
      && (!ra || i->wreg != SFI_ALPHA_REG_RA))
    return st;
  if (!alpha_row (i))
    return st;
  int cls = alpha_row (i)->cls;
  /* Whether I always accesses the memory at its address (machine model,
     docs/design.md): not a load into $31 or $f31, a prefetch (ldq_u: a
     no-op), and not a store-conditional, which may fail without
     touching memory; neither would fault on a bad address.  */
  int access = ((cls == AC_STORE && !(alpha_row (i)->flags & F_NOTOUCH))
		|| (cls == AC_LOAD && i->ra != SFI_ALPHA_REG_ZERO));

  /* A memory access through an adjusted $4 checks the adjustment: it did
     not fault, so $4 is within 32 KiB of the segment (near).  */
  unsigned d = GET (st, SH_DATA);
  if (access && i->rb == SFI_ALPHA_REG_DATA && (d & S_A))
    st = PUT (st, SH_DATA, (d & ~S_A) | S_N);

  /* A memory access through $sp checks an adjustment: had $sp left the
     segment, the access would have hit a guard zone.  */
  int sh = alpha_avr_shift (i->rb);
  if (access && sh >= 0 && (GET (st, sh) & S_M))
    st = PUT (st, sh, (GET (st, sh) & ~S_M) | S_V);

  unsigned r = i->wreg;
  if (r == SFI_ALPHA_REG_CODE || r == SFI_ALPHA_REG_DATA
      || (ra && r == SFI_ALPHA_REG_RA))
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
      else if (cls == AC_AND && (i->ra == SFI_ALPHA_REG_MASK
			    || (!i->lit && i->rb == SFI_ALPHA_REG_MASK)))
	out = S_M;
	/* "bis R,SEG,R": valid from masked or valid; anything else is bad
	   (a near $4 may lie below its segment, with other high bits).  */
      else if (cls == AC_BIS && !i->lit
	       && ((i->ra == r && i->rb == seg) || (i->ra == seg && i->rb == r)))
	out = ((v & (S_V | S_M)) ? S_V : 0) | ((v & ~(S_V | S_M)) ? S_B : 0);
      /* "mov $7,$4" ("bis $31,$7,$4", "bis $7,$31,$4", "bis $7,$7,$4"):
	 the data segment's base itself.  */
      else if (r == SFI_ALPHA_REG_DATA && cls == AC_BIS && !i->lit
	       && ((i->ra == SFI_ALPHA_REG_DATASEG
		    && (i->rb == SFI_ALPHA_REG_DATASEG
			|| i->rb == SFI_ALPHA_REG_ZERO))
		   || (i->ra == SFI_ALPHA_REG_ZERO
		       && i->rb == SFI_ALPHA_REG_DATASEG)))
	out = S_V;
      /* "lda $4,K($4)": the induction-pointer rule, as for $sp.  */
      else if (r == SFI_ALPHA_REG_DATA && cls == AC_LDA
	       && i->rb == SFI_ALPHA_REG_DATA)
	out = ((v & (S_V | S_N)) ? S_A : 0) | ((v & ~(S_V | S_N)) ? S_B : 0);
      else
	out = S_B;
      return PUT (st, rsh, out);
    }

  int wsh = alpha_avr_shift (r);
  if (wsh < 0)
    return st;
  unsigned out = S_B;
  if (cls == AC_LDA && alpha_avr_shift (i->rb) >= 0)
    out = alpha_adjust (GET (st, alpha_avr_shift (i->rb)));
  else if (cls == AC_BIS && !i->lit)
    {
      /* Moves: "bis S,S,R", "bis $31,S,R", "bis S,$31,R".  */
      unsigned src = i->ra == SFI_ALPHA_REG_ZERO ? i->rb
		     : (i->rb == SFI_ALPHA_REG_ZERO || i->rb == i->ra) ? i->ra
		     : SFI_ALPHA_REG_ZERO;
      int ssh = src == SFI_ALPHA_REG_DATA ? SH_DATA : alpha_avr_shift (src);
      if (ssh >= 0 && GET (st, ssh) == S_V)
	out = S_V;
    }
  return PUT (st, wsh, out);
}

/* What one check sees.  */
struct alpha_ctx
{
  const struct sfi_code *code;
  const struct ainsn *insns;	/* All of the code, or one instruction.  */
  const unsigned short *in;	/* State before each instruction.  */
  size_t n;
  uint64_t base;		/* Address of INSNS[0].  */
};

/* Results of a check (sweep.h).  */
#define OK SFI_OK
#define BAD SFI_BAD

/* Rule: every instruction is in the table (default deny).  */

static struct sfi_verdict
check_known (const struct alpha_ctx *c, size_t k)
{
  if (!alpha_row (&c->insns[k]))
    return BAD (SFI_E_FORBIDDEN_INSN,
		"instruction is not allowed in module code");
  return OK;
}

/* Rule: $5, $6 and $7 are never written; the runtime sets them and every
   guard relies on them.  */

static struct sfi_verdict
check_dedicated_writes (const struct alpha_ctx *c, size_t k)
{
  unsigned r = c->insns[k].wreg;
  if (r == SFI_ALPHA_REG_MASK || r == SFI_ALPHA_REG_CODESEG
      || r == SFI_ALPHA_REG_DATASEG)
    return BAD (SFI_E_WRITES_DEDICATED,
		"writes a register reserved for the segment mask or a"
		" segment base");
  return OK;
}

/* Rule: stores go through $4 (valid) or $sp (not bad).  */

static struct sfi_verdict
check_store (const struct alpha_ctx *c, size_t k)
{
  const struct ainsn *i = &c->insns[k];
  if (!alpha_row (i) || alpha_row (i)->cls != AC_STORE)
    return OK;
  unsigned st = c->in[k];
  if (i->rb == SFI_ALPHA_REG_DATA)
    return !(GET (st, SH_DATA) & (S_M | S_B)) ? OK
      : BAD (SFI_E_UNSANDBOXED_STORE,
	     "$4 may not hold a sandboxed address here (the guard sequence"
	     " is missing or incomplete on some path)");
  int sh = alpha_avr_shift (i->rb);
  if (sh >= 0)
    return (GET (st, sh) & S_B)
      ? BAD (SFI_E_SP_INVALID,
	     "store through $sp after it may have left the segment")
      : OK;
  return BAD (SFI_E_UNSANDBOXED_STORE,
	      "store through a register that is not sandboxed");
}

/* Rule: jmp, jsr, ret and jsr_coroutine go through a valid $8, or, in
   code that keeps $26 valid, a valid $26.  */

static struct sfi_verdict
check_indirect_jump (const struct alpha_ctx *c, size_t k)
{
  const struct ainsn *i = &c->insns[k];
  if (!alpha_row (i) || alpha_row (i)->cls != AC_JUMP)
    return OK;
  if (i->rb == SFI_ALPHA_REG_RA && c->code->ra_valid)
    return GET (c->in[k], SH_RA) == S_V ? OK
      : BAD (SFI_E_UNSANDBOXED_JUMP,
	     "$26 may not hold a valid return address here (reloaded"
	     " without its guard on some path)");
  if (i->rb != SFI_ALPHA_REG_CODE)
    return BAD (SFI_E_UNSANDBOXED_JUMP,
		c->code->ra_valid
		? "indirect jump through a register other than $8 or $26"
		: "indirect jump through a register other than $8");
  if (GET (c->in[k], SH_CODE) != S_V)
    return BAD (SFI_E_UNSANDBOXED_JUMP,
		"$8 may not hold a sandboxed address here");
  return OK;
}

/* Rule: registers are valid where control transfers: $sp always, $8
   and $4 too where the target is not known here.  */

static struct sfi_verdict
check_transfer_state (const struct alpha_ctx *c, size_t k)
{
  const struct ainsn *i = &c->insns[k];
  if (!alpha_cti_p (i))
    return OK;
  unsigned st = alpha_step (i, c->in[k], c->code->ra_valid);
  if (GET (st, SH_SP) != S_V)
    return BAD (SFI_E_SP_INVALID,
		"$sp may have been adjusted without a memory access through"
		" it, or set otherwise, before this control transfer");
  if (c->code->ra_valid && GET (st, SH_RA) != S_V)
    return BAD (SFI_E_RA_INVALID,
		"$26 may not hold a valid return address where control"
		" transfers (the module returns through $26 unguarded)");
  if (GET (st, SH_DATA) & S_A)
    return BAD (SFI_E_DATA_UNCHECKED,
		"$4 may have been adjusted without a memory access through"
		" it before this control transfer");
  if ((alpha_row (i)->cls == AC_JUMP || (alpha_row (i)->flags & F_CALL))
      && (GET (st, SH_CODE) != S_V || GET (st, SH_DATA) != S_V))
    return BAD (SFI_E_REGION_ACROSS_JUMP,
		"$8 or $4 may be invalid where this control transfer leaves"
		" the code the verifier can follow");
  return OK;
}

/* Rule: in code that keeps $26 valid, a link into $26 (the next
   instruction's address) lies in the code segment: not after its last
   word.  Relocatable objects are checked once linked.  */

static struct sfi_verdict
check_link (const struct alpha_ctx *c, size_t k)
{
  const struct ainsn *i = &c->insns[k];
  if (!c->code->ra_valid || c->code->relocatable
      || i->wreg != SFI_ALPHA_REG_RA || !alpha_cti_p (i))
    return OK;
  unsigned bits = c->code->seg_bits ? c->code->seg_bits
		  : (unsigned) __builtin_ctzll (SFI_ALPHA_DEFAULT_SEG_SIZE);
  uint64_t at = c->base + 4 * k;
  if (((at + 4) >> bits) == (at >> bits))
    return OK;
  return BAD (SFI_E_LINK_OUTSIDE,
	      "links a return address past the end of the code segment");
}

/* The target of direct branch K.  */

static uint64_t
alpha_target (const struct alpha_ctx *c, size_t k)
{
  return c->base + 4 * k + 4 + 4 * (int64_t) alpha_disp (&c->insns[k]);
}

/* Rule: direct branches land in the code or on a jump-table entry.  */

static struct sfi_verdict
check_branch_target (const struct alpha_ctx *c, size_t k)
{
  const struct ainsn *i = &c->insns[k];
  if (!alpha_row (i) || alpha_row (i)->cls != AC_BRANCH)
    return OK;
  uint64_t t = alpha_target (c, k);
  const struct sfi_code *code = c->code;
  uint64_t lo = code->relocatable ? code->vaddr : code->target_start;
  uint64_t hi = code->relocatable ? code->vaddr + code->size : code->target_end;
  if (t >= lo && t < hi)
    return OK;
  if (t >= code->jt_start && t < code->jt_end
      && (t - code->jt_start) % SFI_ALPHA_JT_ENTRY_SIZE == 0)
    return OK;
  if (code->relocatable && (i->w >> 26) == 0x34)
    return OK;			/* bsr to another section: linked later.  */
  return BAD (SFI_E_BRANCH_TARGET,
	      "direct branch outside the code segment");
}

/* A rule and the instruction classes it can object to (bits of enum
   alpha_class; C_BAD: unknown instructions), so the driver calls only the
   rules that apply.  */
struct alpha_check
{
  struct sfi_verdict (*check) (const struct alpha_ctx *, size_t);
  unsigned classes;
};

#define C(cls) (1u << (cls))
#define C_BAD 0x100u
#define C_ANY 0x1ffu

/* Every rule, in the order they are tried.  If you add a rule, register
   it here.  */
static const struct alpha_check alpha_checks[] = {
  { check_known, C_BAD },
  { check_dedicated_writes, C_ANY },
  { check_store, C (AC_STORE) },
  { check_indirect_jump, C (AC_JUMP) },
  { check_transfer_state, C (AC_BRANCH) | C (AC_JUMP) },
  { check_link, C (AC_BRANCH) | C (AC_JUMP) },
  { check_branch_target, C (AC_BRANCH) },
};

/* Report the first rule that instruction K of C breaks, if any, as a
   problem at ADDR.  Return 1 if there was one, and set *GO_ON to the
   sink's answer (0 without a sink: stop at the first problem).  */

static int
alpha_check_insn (const struct alpha_ctx *c, size_t k, uint64_t addr,
		  const struct sfi_verify_opts *opts, int *go_on)
{
  const struct ainsn *i = &c->insns[k];
  unsigned bit = alpha_row (i) ? C (alpha_row (i)->cls) : C_BAD;
  for (size_t r = 0; r < sizeof alpha_checks / sizeof alpha_checks[0]; r++)
    {
      if (!(alpha_checks[r].classes & bit))
	continue;
      struct sfi_verdict v = alpha_checks[r].check (c, k);
      if (v.code < 0)
	continue;
      char disasm[64];
      alpha_disasm (i, addr, disasm, sizeof disasm);
      *go_on = sfi_report (opts, addr, i->w, v, disasm);
      return 1;			/* One problem per instruction.  */
    }
  return 0;
}

/* The full algorithm's parts (sweep.c: sfi_verify_full).  Instructions
   are decoded on demand through the cache.  */

/* Visit instruction K of F (struct sfi_isa): its successors are the next
   instruction if control falls through, and a direct branch's target.  */

static int
alpha_visit (const struct sfi_full *f, size_t k, struct sfi_work *w,
	     size_t limit)
{
  const struct sfi_code *code = f->code;
  unsigned short *in = f->in;
  struct ainsn i;
  alpha_decode (f->cache, sfi_code_word (code, k), &i);
  unsigned out = alpha_step (&i, in[k], code->ra_valid);
  int grew = 0;
  if (k + 1 < f->n && alpha_falls_through (&i)
      && (in[k + 1] | out) != in[k + 1])
    {
      in[k + 1] |= out;
      grew = 1;
    }
  if (!alpha_row (&i) || alpha_row (&i)->cls != AC_BRANCH || out == ALL_VALID)
    return grew;
  struct alpha_ctx c = { code, &i, NULL, 1, code->vaddr + 4 * k };
  uint64_t t = alpha_target (&c, 0);
  if (t < code->vaddr || t >= code->vaddr + code->size)
    return grew;
  sfi_flow_to (in, (t - code->vaddr) / 4, out, w, limit);
  return grew;
}

/* Apply the rules to instruction K of F.  */

static int
alpha_check_full (const struct sfi_full *f, size_t k,
		  const struct sfi_verify_opts *opts, int *go_on)
{
  struct ainsn i;
  alpha_decode (f->cache, sfi_code_word (f->code, k), &i);
  if (!i.check)
    return 0;
  struct alpha_ctx c = { f->code, &i, f->in + k, 1, f->code->vaddr + 4 * k };
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
  struct ainsn one;
  unsigned short in;
  struct alpha_ctx wc = { code, &one, &in, 1, 0 };
  /* Locals, not fields of S: the two halves' sweep structures share cache
     lines, and writing them per instruction would make the threads fight
     over them.  */
  struct ainsn *cache = s->dc;
  /* The same for what the loop reads of CODE: the checks it calls could
     in principle change *CODE, so the compiler would reload it.  */
  const uint8_t *bytes = code->bytes;
  const uint64_t vaddr = code->vaddr;
  const int ra = code->ra_valid;
  unsigned cur = ALL_VALID;
  s->problems = 0;
  s->go_on = 1;
  s->fallback = 0;
  s->cross = 0;
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
      unsigned out = alpha_step (&one, in, ra);
      wc.base = vaddr + 4 * k;

      if (out != ALL_VALID && alpha_row (&one) && alpha_row (&one)->cls == AC_BRANCH)
	{
	  uint64_t t = alpha_target (&wc, 0);
	  if (t >= code->vaddr && t < code->vaddr + code->size)
	    {
	      size_t tk = (t - code->vaddr) / 4;
	      if (tk >= hi)
		s->cross = 1;
	      else if (tk > k)
		{
		  if (sfi_pending_add (&pending, tk, out) != 0)
		    {
		      s->problems = -1;
		      break;
		    }
		}
	      else if ((in | out) != in || tk < k)
		{
		  /* The full algorithm must run: stop here.  */
		  s->fallback = 1;
		  break;
		}
	    }
	}
      cur = alpha_falls_through (&one) ? out : ALL_VALID;

      if (one.check
	  && alpha_check_insn (&wc, 0, wc.base, s->opts, &s->go_on))
	{
	  s->problems++;
	  if (sfi_note_reported (&s->done, k) != 0)
	    s->problems = -1;
	  if (!s->go_on || s->problems < 0)
	    break;
	}
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

/* Disassemble the word W at ADDR.  */

static void
alpha_disasm_word (uint32_t w, uint64_t addr, char *buf, size_t n)
{
  struct ainsn i;
  alpha_decode_slow (w, &i);
  alpha_disasm (&i, addr, buf, n);
}

static const struct sfi_isa alpha_isa = {
  alpha_verify_sweep, alpha_new_cache, ALL_VALID,
  alpha_visit, alpha_check_full, alpha_stops, alpha_disasm_word
};

/* The decode index, built once: hosts may load their first modules from
   several threads at once.  */
static pthread_once_t alpha_once = PTHREAD_ONCE_INIT;

/* Implement sfi_verify_alpha.  */

int
sfi_verify_alpha (const struct sfi_code *code,
		  const struct sfi_verify_opts *opts)
{
  pthread_once (&alpha_once, alpha_build_index);
  return sfi_verify_isa (code, opts, &alpha_isa);
}
