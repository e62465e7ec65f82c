/* The MIPS sandbox-policy checker (paper, 3.6), for o32 code.

   Safety argument.  At every instruction boundary outside an unsafe
   region, $15 holds an address in the code segment, $24 an address in the
   data segment, and $sp an address within SFI_SP_SLACK of the data
   segment; $12-$14 and $gp are never written (include/sfi/mips-abi.h).
   Indirect jumps go through $15 only, stores through $24, $sp or $gp
   only, all with 16-bit displacements the guard zones cover.

   Because an indirect jump can reach any instruction, every instruction
   is assumed to be entered with all three registers valid, in addition to
   whatever its static predecessors (fall-through, direct branches) leave
   there.  A forward dataflow over the sets of possible states of $15, $24
   and $sp then checks every use:

     $15, $24:  V valid   M masked ("and R,X,$12" done, "or" pending)
                B anything else
     $sp:       V valid   A adjusted by a constant, not yet used  B bad

   - "and R,X,$12" makes R masked; "or R,R,SEG" turns masked or valid into
     valid (SEG is $13 for $15, $14 for $24); any other write makes R bad.
   - A store through $24 needs {V}; through $sp, no B; through $gp, fine.
   - "jr/jalr $15" needs $15 in {V}.
   - "addiu $sp,$sp,K" turns V into A and A into B; a load or store
     through $sp turns A into V (if $sp had left its segment the access hits
     a guard zone and faults); "move $sp,$24" gives V if $24 is {V}; any
     other write of $sp gives B.
   - At every control transfer (after its delay slot) $sp must be {V}; at
     indirect jumps and calls, whose targets assume valid registers, $15
     and $24 must be {V} too.  Direct branches pass their state on.
   - A control transfer in a delay slot, a direct branch outside the code,
     a write of $12, $13, $14 or $gp, and any instruction not in
     mips-insns.def are rejected.

   The checks are the functions named check_*; they are listed in
   mips_checks[] below.  If you add a rule, register it there.  */

#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include "sfi-verify.h"
#include "sfi/mips-abi.h"

enum mips_class
{
  MC_ALU, MC_ADDU, MC_ADDIU, MC_AND, MC_OR, MC_LOAD, MC_STORE,
  MC_BRANCH, MC_JUMP, MC_JR, MC_JALR
};

#define W_RD	1		/* Writes rd.  */
#define W_RT	2		/* Writes rt.  */
#define W_31	4		/* Writes $31 (link).  */
#define F_CALL	8		/* A call: the callee returns with valid registers.  */

struct mips_row
{
  const char *name;
  uint32_t match, mask;
  unsigned char cls, flags;
  const char *fmt;
};

static const struct mips_row mips_rows[] = {
#define SFI_INSN(NAME, MATCH, MASK, CLASS, FLAGS, FMT) \
  { NAME, MATCH, MASK, CLASS, FLAGS, FMT },
#include "mips-insns.def"
#undef SFI_INSN
};

#define NROWS (sizeof mips_rows / sizeof mips_rows[0])

/* Rows by major opcode, in table order; built on first use.  */
static unsigned char mips_by_major[64][48];
static unsigned char mips_by_major_n[64];
static int mips_index_built;

static void
mips_build_index (void)
{
  for (unsigned i = 0; i < NROWS; i++)
    {
      unsigned major = mips_rows[i].match >> 26;
      if (mips_by_major_n[major] < sizeof mips_by_major[0])
	mips_by_major[major][mips_by_major_n[major]++] = i;
      else
	abort ();		/* Grow the index: a table bug.  */
    }
  mips_index_built = 1;
}

/* A decoded instruction.  */
struct minsn
{
  uint32_t w;
  const struct mips_row *row;	/* NULL: forbidden.  */
  unsigned rs, rt, rd;
  int32_t imm;			/* Sign-extended 16-bit immediate.  */
  unsigned wreg;		/* GPR written, 0 if none.  */
};

/* Decode W into *I.  */

static void
mips_decode (uint32_t w, struct minsn *i)
{
  unsigned major = w >> 26;
  i->w = w;
  i->row = NULL;
  i->rs = (w >> 21) & 31;
  i->rt = (w >> 16) & 31;
  i->rd = (w >> 11) & 31;
  i->imm = (int16_t) (w & 0xffff);
  i->wreg = 0;
  for (unsigned k = 0; k < mips_by_major_n[major]; k++)
    {
      const struct mips_row *r = &mips_rows[mips_by_major[major][k]];
      if ((w & r->mask) == r->match)
	{
	  i->row = r;
	  break;
	}
    }
  if (!i->row)
    return;
  if (i->row->flags & W_RD)
    i->wreg = i->rd;
  else if (i->row->flags & W_RT)
    i->wreg = i->rt;
  else if (i->row->flags & W_31)
    i->wreg = SFI_MIPS_REG_RA;
}

static int
mips_cti_p (const struct minsn *i)
{
  return i->row && i->row->cls >= MC_BRANCH;
}

/* Disassemble I at ADDR into BUF.  */

static void
mips_disasm (const struct minsn *i, uint64_t addr, char *buf, size_t n)
{
  if (!i->row)
    {
      snprintf (buf, n, ".word 0x%08x", i->w);
      return;
    }
  size_t len = snprintf (buf, n, "%s", i->row->name);
  const char *sep = " ";
  for (const char *f = i->row->fmt; *f && len < n; f++)
    {
      char op[40];
      switch (*f)
	{
	case 'd': snprintf (op, sizeof op, "$%u", i->rd); break;
	case 's': snprintf (op, sizeof op, "$%u", i->rs); break;
	case 't': snprintf (op, sizeof op, "$%u", i->rt); break;
	case 'j': snprintf (op, sizeof op, "%d", i->imm); break;
	case 'k': snprintf (op, sizeof op, "0x%x", i->w & 0xffff); break;
	case 'o': snprintf (op, sizeof op, "%d($%u)", i->imm, i->rs); break;
	case 'h': snprintf (op, sizeof op, "%u", (i->w >> 6) & 31); break;
	case 'S': snprintf (op, sizeof op, "$f%u", i->rd); break;
	case 'T': snprintf (op, sizeof op, "$f%u", i->rt); break;
	case 'D': snprintf (op, sizeof op, "$f%u", (i->w >> 6) & 31); break;
	case 'c': snprintf (op, sizeof op, "%u", (i->w >> 6) & 0x3ff); break;
	case 'b':
	  snprintf (op, sizeof op, "0x%llx",
		    (unsigned long long) (addr + 4 + ((int64_t) i->imm << 2)));
	  break;
	case 'a':
	  snprintf (op, sizeof op, "0x%llx",
		    (unsigned long long) (((addr + 4) & ~(uint64_t) 0x0fffffff)
					  | ((i->w & 0x03ffffff) << 2)));
	  break;
	case ',': sep = ","; continue;
	case '(': case ')': continue;
	default: op[0] = *f; op[1] = 0; break;
	}
      len += snprintf (buf + len, n - len, "%s%s", sep, op);
      sep = "";
    }
}

/* Possible-state sets, one per tracked register, packed in 9 bits.  */
#define S_V 1			/* Valid.  */
#define S_M 2			/* Masked ($15, $24) or adjusted ($sp).  */
#define S_B 4			/* Bad.  */
#define SH_CODE 0
#define SH_DATA 3
#define SH_SP 6
#define GET(s, sh) (((s) >> (sh)) & 7)
#define PUT(s, sh, v) (((s) & ~(7u << (sh))) | ((unsigned) (v) << (sh)))
#define ALL_VALID ((S_V << SH_CODE) | (S_V << SH_DATA) | (S_V << SH_SP))

/* Transfer of a dedicated address register REG (shift SH, segment
   register SEG) over instruction I.  */

static unsigned
mips_step_dedicated (const struct minsn *i, unsigned st, unsigned sh,
		     unsigned reg, unsigned seg)
{
  if (i->wreg != reg)
    return st;
  unsigned v = GET (st, sh), out;
  if (i->row->cls == MC_AND
      && (i->rt == SFI_MIPS_REG_MASK || i->rs == SFI_MIPS_REG_MASK))
    out = S_M;			/* "and R,X,$12": offset bits only.  */
  else if (i->row->cls == MC_OR
	   && ((i->rs == reg && i->rt == seg) || (i->rs == seg && i->rt == reg)))
    /* "or R,R,SEG": valid from masked or valid; bad stays bad.  */
    out = ((v & (S_V | S_M)) ? S_V : 0) | (v & S_B);
  else
    out = S_B;
  return PUT (st, sh, out);
}

/* Transfer of all tracked registers over I.  */

static unsigned
mips_step (const struct minsn *i, unsigned st)
{
  if (!i->row)
    return st;

  unsigned sp = GET (st, SH_SP);
  /* A memory access through $sp checks an adjustment (guard zones).  */
  if ((i->row->cls == MC_LOAD || i->row->cls == MC_STORE)
      && i->rs == SFI_MIPS_REG_SP && (sp & S_M))
    sp = (sp & ~S_M) | S_V;
  if (i->wreg == SFI_MIPS_REG_SP)
    {
      if (i->row->cls == MC_ADDIU && i->rs == SFI_MIPS_REG_SP)
	sp = ((sp & S_V) ? S_M : 0) | ((sp & (S_M | S_B)) ? S_B : 0);
      else if ((i->row->cls == MC_ADDU || i->row->cls == MC_OR)
	       && ((i->rs == SFI_MIPS_REG_DATA && i->rt == 0)
		   || (i->rt == SFI_MIPS_REG_DATA && i->rs == 0))
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
  return st;
}

/* What one check sees.  */
struct mips_ctx
{
  const struct sfi_code *code;
  const struct minsn *insns;
  const unsigned short *in;	/* State before each instruction.  */
  size_t n;
};

/* Result of a check: NULL if fine, else the problem's code and reason.  */
struct mips_verdict
{
  const char *code;
  const char *reason;
};

#define OK ((struct mips_verdict) { NULL, NULL })
#define BAD(C, R) ((struct mips_verdict) { (C), (R) })

/* Rule: every instruction is in the table (default deny).  */

static struct mips_verdict
check_known (const struct mips_ctx *c, size_t k)
{
  if (!c->insns[k].row)
    return BAD ("SFI-E-FORBIDDEN-INSN",
		"instruction is not allowed in module code");
  return OK;
}

/* Rule: $12, $13, $14 and $gp are never written; the runtime sets them
   and every guard relies on them.  */

static struct mips_verdict
check_dedicated_writes (const struct mips_ctx *c, size_t k)
{
  unsigned r = c->insns[k].wreg;
  if (r == SFI_MIPS_REG_MASK || r == SFI_MIPS_REG_CODESEG
      || r == SFI_MIPS_REG_DATASEG || r == SFI_MIPS_REG_GP)
    return BAD ("SFI-E-WRITES-DEDICATED",
		"writes a register reserved for the segment mask, a segment"
		" base or the global pointer");
  return OK;
}

/* Rule: stores go through $24 (valid), $sp (not bad) or $gp.  */

static struct mips_verdict
check_store (const struct mips_ctx *c, size_t k)
{
  const struct minsn *i = &c->insns[k];
  if (!i->row || i->row->cls != MC_STORE)
    return OK;
  unsigned st = c->in[k];
  switch (i->rs)
    {
    case SFI_MIPS_REG_DATA:
      if (GET (st, SH_DATA) != S_V)
	return BAD ("SFI-E-UNSANDBOXED-STORE",
		    "$24 may not hold a sandboxed address here (the guard"
		    " sequence is missing or incomplete on some path)");
      return OK;
    case SFI_MIPS_REG_SP:
      if (GET (st, SH_SP) & S_B)
	return BAD ("SFI-E-SP-INVALID",
		    "store through $sp after it may have left the segment");
      return OK;
    case SFI_MIPS_REG_GP:
      return OK;
    default:
      return BAD ("SFI-E-UNSANDBOXED-STORE",
		  "store through a register that is not sandboxed");
    }
}

/* Rule: indirect jumps and calls go through a valid $15.  */

static struct mips_verdict
check_indirect_jump (const struct mips_ctx *c, size_t k)
{
  const struct minsn *i = &c->insns[k];
  if (!i->row || (i->row->cls != MC_JR && i->row->cls != MC_JALR))
    return OK;
  if (i->rs != SFI_MIPS_REG_CODE)
    return BAD ("SFI-E-UNSANDBOXED-JUMP",
		"indirect jump through a register other than $15");
  if (GET (c->in[k], SH_CODE) != S_V)
    return BAD ("SFI-E-UNSANDBOXED-JUMP",
		"$15 may not hold a sandboxed address here");
  return OK;
}

/* Rule: no control transfer in a delay slot, and none without one.  */

static struct mips_verdict
check_delay_slot (const struct mips_ctx *c, size_t k)
{
  if (k > 0 && mips_cti_p (&c->insns[k - 1]) && mips_cti_p (&c->insns[k]))
    return BAD ("SFI-E-CTI-IN-DELAY-SLOT",
		"control transfer in the delay slot of another");
  if (k + 1 == c->n && mips_cti_p (&c->insns[k]))
    return BAD ("SFI-E-TRUNCATED",
		"control transfer without a delay slot at the end of the code");
  return OK;
}

/* The state after control transfer K's delay slot.  */

static unsigned
mips_after_slot (const struct mips_ctx *c, size_t k)
{
  return mips_step (&c->insns[k + 1], c->in[k + 1]);
}

/* Rule: registers are valid where control transfers: $sp always, $15 and
   $24 too where the target is not known here.  */

static struct mips_verdict
check_transfer_state (const struct mips_ctx *c, size_t k)
{
  const struct minsn *i = &c->insns[k];
  if (!mips_cti_p (i) || k + 1 >= c->n)
    return OK;
  unsigned st = mips_after_slot (c, k);
  if (GET (st, SH_SP) != S_V)
    return BAD ("SFI-E-SP-INVALID",
		"$sp may have been adjusted without a memory access through"
		" it before this control transfer");
  int unknown_target = (i->row->cls == MC_JR || i->row->cls == MC_JALR
			|| (i->row->flags & F_CALL)
			|| (i->row->cls == MC_JUMP && c->code->relocatable));
  if (unknown_target
      && (GET (st, SH_CODE) != S_V || GET (st, SH_DATA) != S_V))
    return BAD ("SFI-E-REGION-ACROSS-JUMP",
		"$15 or $24 may be invalid where this control transfer"
		" leaves the code the verifier can follow");
  return OK;
}

/* Return the target of direct control transfer K, or 0 if it has none
   known here.  */

static uint64_t
mips_target (const struct mips_ctx *c, size_t k)
{
  const struct minsn *i = &c->insns[k];
  uint64_t pc = c->code->vaddr + 4 * k;
  if (i->row->cls == MC_BRANCH)
    return pc + 4 + ((int64_t) i->imm << 2);
  if (i->row->cls == MC_JUMP && !c->code->relocatable)
    return ((pc + 4) & ~(uint64_t) 0x0fffffff) | ((i->w & 0x03ffffff) << 2);
  return 0;
}

/* Rule: direct branches and jumps land in the code or on a jump-table
   entry.  (MIPS "j" keeps the upper 4 bits of the PC; mips_target
   computes that.)  */

static struct mips_verdict
check_branch_target (const struct mips_ctx *c, size_t k)
{
  const struct minsn *i = &c->insns[k];
  if (!i->row || (i->row->cls != MC_BRANCH && i->row->cls != MC_JUMP))
    return OK;
  uint64_t t = mips_target (c, k);
  if (!t && i->row->cls == MC_JUMP)
    return OK;			/* Relocatable: checked at load time.  */
  const struct sfi_code *code = c->code;
  uint64_t lo = code->relocatable ? code->vaddr : code->target_start;
  uint64_t hi = code->relocatable ? code->vaddr + code->size : code->target_end;
  if (t >= lo && t < hi)
    return OK;
  if (t >= code->jt_start && t < code->jt_end
      && (t - code->jt_start) % SFI_JT_ENTRY_SIZE == 0)
    return OK;
  return BAD ("SFI-E-BRANCH-TARGET",
	      "direct branch or jump outside the code segment");
}

typedef struct mips_verdict (*mips_check) (const struct mips_ctx *, size_t);

/* Every rule, applied to every instruction in this order.  If you add a
   rule, register it here.  */
static const mips_check mips_checks[] = {
  check_known,
  check_dedicated_writes,
  check_store,
  check_indirect_jump,
  check_delay_slot,
  check_transfer_state,
  check_branch_target,
};

/* Propagate states to a fixed point: every instruction starts from "all
   valid"; fall-through and direct-branch edges add their predecessor's
   state.  */

static void
mips_dataflow (const struct mips_ctx *c, unsigned short *in)
{
  size_t n = c->n;
  for (size_t k = 0; k < n; k++)
    in[k] = ALL_VALID;
  int changed = 1;
  while (changed)
    {
      changed = 0;
      for (size_t k = 0; k < n; k++)
	{
	  const struct minsn *i = &c->insns[k];
	  unsigned out = mips_step (i, in[k]);
	  if (k + 1 < n && (in[k + 1] | out) != in[k + 1])
	    in[k + 1] |= out, changed = 1;
	  /* Delay slot K of a direct transfer at K-1: its state also
	     reaches the target.  */
	  if (k > 0 && mips_cti_p (&c->insns[k - 1]) && !mips_cti_p (i))
	    {
	      uint64_t t = mips_target (c, k - 1);
	      if (t >= c->code->vaddr && t < c->code->vaddr + c->code->size
		  && (t & 3) == 0)
		{
		  size_t tk = (t - c->code->vaddr) / 4;
		  if ((in[tk] | out) != in[tk])
		    in[tk] |= out, changed = 1;
		}
	    }
	}
    }
}

/* Implement sfi_verify_mips.  */

int
sfi_verify_mips (const struct sfi_code *code,
		 const struct sfi_verify_opts *opts)
{
  if (code->size % 4 != 0 || code->size / 4 > (size_t) 1 << 28)
    return -1;
  if (!mips_index_built)
    mips_build_index ();

  size_t n = code->size / 4;
  struct minsn *insns = malloc ((n ? n : 1) * sizeof *insns);
  unsigned short *in = malloc ((n ? n : 1) * sizeof *in);
  if (!insns || !in)
    {
      free (insns);
      free (in);
      return -1;
    }
  for (size_t k = 0; k < n; k++)
    {
      const uint8_t *b = code->bytes + 4 * k;
      uint32_t w = code->big_endian
	? (uint32_t) b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3]
	: (uint32_t) b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0];
      mips_decode (w, &insns[k]);
    }

  struct mips_ctx c = { code, insns, in, n };
  mips_dataflow (&c, in);
  if (getenv ("SFI_VERIFY_TRACE"))
    for (size_t k = 0; k < n; k++)
      {
	char d[64];
	mips_disasm (&insns[k], code->vaddr + 4 * k, d, sizeof d);
	fprintf (stderr, "%8llx  code=%u data=%u sp=%u  %s\n",
		 (unsigned long long) (code->vaddr + 4 * k),
		 GET (in[k], SH_CODE), GET (in[k], SH_DATA),
		 GET (in[k], SH_SP), d);
      }

  int problems = 0, go_on = 1;
  for (size_t k = 0; k < n && go_on; k++)
    for (size_t r = 0; r < sizeof mips_checks / sizeof mips_checks[0]; r++)
      {
	struct mips_verdict v = mips_checks[r] (&c, k);
	if (!v.code)
	  continue;
	struct sfi_problem p;
	p.addr = code->vaddr + 4 * k;
	p.insn = insns[k].w;
	p.code = v.code;
	p.reason = v.reason;
	mips_disasm (&insns[k], p.addr, p.disasm, sizeof p.disasm);
	problems++;
	go_on = opts->sink ? opts->sink (opts->ctx, &p) : 0;
	break;			/* One problem per instruction.  */
      }
  free (insns);
  free (in);
  return problems;
}
