/* Random Alpha instruction sequences for the soundness harness, biased
   toward what the verifier must get right (verify-alpha.c): every store
   form (stq_u, the store-conditionals, FP stores) with safe and unsafe
   bases, guards ("and X,$5,R; bis R,SEG,R") and their near misses, $sp
   adjustments with and without the access that checks them (a prefetch,
   a load into $31, does not), induction steps of $4 (and of the load
   registers), every branch and jump form, jumps to jump-table entries
   (and next to them), ldq_l/stq_c, writes of the dedicated registers
   and of $26, branches into the middle of guards, and code that runs
   off its end.  For the
   protect policy (the same sequences: the generator does not depend on
   the policy), every load form through every kind of base: $4 valid,
   adjusted, near, masked (between the halves of a guard) or bad, $sp
   adjusted or not, $29 ($gp: small data and GOT loads, which need no
   guard since nothing writes $29), the code register $8, $26 and the
   others; loads into $31 (prefetches, which qemu does not perform but
   protect code must sandbox all the same), the fetch hints (which it
   may use); walks that end with a load.  The load registers $1-$3 of
   protect code (alpha-abi.h; gen_loadreg), which the verifier tracks
   like $4: their
   guards, complete or not (the "and" alone, a wrong mask or base
   register, the "bis" from or into another register, a branch or call
   between the halves, a branch into the middle), every other write
   (ldah, loads, ldq_u, ldl_l, the flag of stl_c/stq_c, moves,
   conditional moves, links of br/bsr/jsr, rpcc, ftoit, arithmetic),
   near misses of the step and of "mov $7,R" ("lda R,K(S)", "ldah
   R,K(R)", "bis $7,$4,R", "bis $31,$4,R", ...), induction walks (chains
   of "lda R,K(R)" and accesses, small or of about 32 KiB into a guard
   zone; two steps with no access between; steps "checked" by a
   prefetch, a fetch hint or a store-conditional; a step before jsr,
   ret, jmp, bsr, br or a branch; a step then "bis R,$7,R" without the
   "and"; revalidations by "mov $7,R"), and loads and stores of every
   form through them with any displacement, before and after transfers.
   Elsewhere the generator leaves $1-$3 alone (reg_ord), so that protect
   sequences are not refused for a load register written in passing.
   Included by fuzz.c.  */

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "fuzz.h"
#include "sfi/alpha-abi.h"
#include "sfi/host-calls.h"

const char *const fz_isa_name = "alpha";
const uint32_t fz_trap_insn = SFI_ALPHA_PAL_BPT;	/* call_pal bpt */

#define MEM_(op, ra, rb, d) \
  (((uint32_t) (op) << 26) | ((uint32_t) (ra) << 21) | ((uint32_t) (rb) << 16) \
   | ((uint32_t) (d) & 0xffff))
#define OPR_(op, fn, ra, rb, rc) \
  (((uint32_t) (op) << 26) | ((uint32_t) (ra) << 21) | ((uint32_t) (rb) << 16) \
   | ((uint32_t) (fn) << 5) | (uint32_t) (rc))
#define OPL_(op, fn, ra, lit, rc) \
  (((uint32_t) (op) << 26) | ((uint32_t) (ra) << 21) | ((uint32_t) (lit) << 13) \
   | (1u << 12) | ((uint32_t) (fn) << 5) | (uint32_t) (rc))
#define BR_(op, ra)	(((uint32_t) (op) << 26) | ((uint32_t) (ra) << 21))
#define JMP_(type, ra, rb, hint) \
  ((0x1au << 26) | ((uint32_t) (ra) << 21) | ((uint32_t) (rb) << 16) \
   | ((uint32_t) (type) << 14) | ((uint32_t) (hint) & 0x3fff))
#define LDA(ra, d, rb)	MEM_ (0x08, ra, rb, d)
#define LDQ(ra, d, rb)	MEM_ (0x29, ra, rb, d)
#define STQ(ra, d, rb)	MEM_ (0x2d, ra, rb, d)
#define LDT(ra, d, rb)	MEM_ (0x23, ra, rb, d)
#define AND(ra, rb, rc)	OPR_ (0x11, 0x00, ra, rb, rc)
#define BIS(ra, rb, rc)	OPR_ (0x11, 0x20, ra, rb, rc)
#define SRL_L(ra, l, rc) OPL_ (0x12, 0x34, ra, l, rc)
#define SLL_L(ra, l, rc) OPL_ (0x12, 0x39, ra, l, rc)

enum { MASK = SFI_ALPHA_REG_MASK, CSEG = SFI_ALPHA_REG_CODESEG,
       DSEG = SFI_ALPHA_REG_DATASEG, CREG = SFI_ALPHA_REG_CODE,
       DREG = SFI_ALPHA_REG_DATA, RA = 26, PV = 27, GP = 29, SP = 30,
       ZERO = 31 };

/* The load registers of protect code (alpha-abi.h).  */
static const unsigned load_regs[] = SFI_ALPHA_LOAD_REGS;
#define N_LOAD_REGS (sizeof load_regs / sizeof load_regs[0])

/* Nonzero if R is a load register.  */
static int
is_load_reg (unsigned r)
{
  return r < 32 && ((SFI_ALPHA_LOAD_REG_MASK >> r) & 1);
}

enum { T_NONE, T_REL };
#include "gen-common.h"

static const char *const rn[32] = {
  "$0", "$1", "$2", "$3", "$4", "$5", "$6", "$7", "$8", "$9", "$10", "$11",
  "$12", "$13", "$14", "$15", "$16", "$17", "$18", "$19", "$20", "$21",
  "$22", "$23", "$24", "$25", "$26", "$27", "$28", "$gp", "$sp", "$31"
};

/* Registers nothing in the policy cares about: not the load registers
   $1-$3, which protect code may write only by their guards, steps and
   "mov $7,R" (gen_loadreg writes them, and reg_dst now and then).  */
static unsigned
reg_ord (struct gb *g)
{
  static const unsigned ord[] = { 0, 9, 10, 11, 12, 13, 14, 15, 16,
				  17, 18, 19, 20, 21, 22, 23, 24, 25, 27, 28,
				  29 };
  if (!g->e->ra_valid && fz_pct (g->r, 4))
    return RA;
  return ord[fz_below (g->r, sizeof ord / sizeof ord[0])];
}

static unsigned
reg_src (struct gb *g)
{
  static const unsigned special[] = { 31, 31, 4, 5, 6, 7, 8, 26, 30, 1, 2,
				      3 };
  if (fz_pct (g->r, 25))
    return special[fz_below (g->r, sizeof special / sizeof special[0])];
  return reg_ord (g);
}

static unsigned
reg_dst (struct gb *g)
{
  static const unsigned special[] = { 31, 4, 5, 6, 7, 8, 26, 30, 1, 2, 3 };
  if (fz_pct (g->r, g->wild))
    {
      tag (g, "write-dedicated");
      return special[fz_below (g->r, sizeof special / sizeof special[0])];
    }
  return reg_ord (g);
}

static int
disp (struct gb *g, unsigned size)
{
  switch (fz_below (g->r, 10))
    {
    case 0: return 0x7fff & ~(size - 1);
    case 1: return -0x8000;
    case 2: return (int) (fz_next (g->r) & 0xffff) - 0x8000;
    case 3: return 0;
    default: return ((int) fz_below (g->r, 129) - 64) * (int) size;
    }
}

static int
imm16 (struct gb *g)
{
  switch (fz_below (g->r, 8))
    {
    case 0: return 0x7fff;
    case 1: return -0x8000;
    case 2: return -1;
    case 3: return (int) fz_below (g->r, 16);
    default: return (int) (fz_next (g->r) & 0xffff) - 0x8000;
    }
}

static void
gen_alu (struct gb *g)
{
  static const struct { const char *name; unsigned op, fn; } ops[] = {
    { "addq", 0x10, 0x20 }, { "subq", 0x10, 0x29 }, { "addl", 0x10, 0x00 },
    { "s4addq", 0x10, 0x22 }, { "cmpeq", 0x10, 0x2d }, { "cmplt", 0x10, 0x4d },
    { "cmpult", 0x10, 0x1d }, { "addq/v", 0x10, 0x60 }, { "and", 0x11, 0x00 },
    { "bic", 0x11, 0x08 }, { "bis", 0x11, 0x20 }, { "ornot", 0x11, 0x28 },
    { "xor", 0x11, 0x40 }, { "eqv", 0x11, 0x48 }, { "cmoveq", 0x11, 0x24 },
    { "cmovne", 0x11, 0x26 }, { "sll", 0x12, 0x39 }, { "srl", 0x12, 0x34 },
    { "sra", 0x12, 0x3c }, { "zap", 0x12, 0x30 }, { "zapnot", 0x12, 0x31 },
    { "extbl", 0x12, 0x06 }, { "insbl", 0x12, 0x0b }, { "mskbl", 0x12, 0x02 },
    { "mulq", 0x13, 0x20 }, { "umulh", 0x13, 0x30 }, { "ctpop", 0x1c, 0x30 }
  };
  unsigned d = reg_dst (g), a = reg_src (g), b = reg_src (g);
  unsigned p = fz_below (g->r, 10);
  if (p < 6)
    {
      unsigned k = fz_below (g->r, sizeof ops / sizeof ops[0]);
      if (ops[k].op == 0x1c)
	a = ZERO;
      if (fz_pct (g->r, 35))
	{
	  unsigned lit = fz_below (g->r, 256);
	  emit (g, OPL_ (ops[k].op, ops[k].fn, a, lit, d), "%s %s,%u,%s",
		ops[k].name, rn[a], lit, rn[d]);
	}
      else
	emit (g, OPR_ (ops[k].op, ops[k].fn, a, b, d), "%s %s,%s,%s",
	      ops[k].name, rn[a], rn[b], rn[d]);
    }
  else if (p < 8)
    {
      int k = imm16 (g);
      int high = fz_pct (g->r, 30);
      if (high && fz_pct (g->r, 40))
	k = (int) ((g->e->data_base >> 16) & 0xffff) - (int) fz_below (g->r, 2);
      emit (g, MEM_ (high ? 0x09 : 0x08, d, b, k), "%s %s,%d(%s)",
	    high ? "ldah" : "lda", rn[d], k, rn[b]);
    }
  else if (p < 9)
    {
      /* Floating point: no integer register but ftoit's.  */
      unsigned f = fz_below (g->r, 32), f2 = fz_below (g->r, 32);
      switch (fz_below (g->r, 4))
	{
	case 0: emit (g, OPR_ (0x14, 0x024, a, ZERO, f), "itoft %s,$f%u",
		      rn[a], f); break;
	case 1: emit (g, OPR_ (0x1c, 0x70, f, ZERO, d), "ftoit $f%u,%s", f,
		      rn[d]); break;
	case 2: emit (g, OPR_ (0x16, 0x0a0, f, f2, f), "addt $f%u,$f%u,$f%u",
		      f, f2, f); break;
	default: emit (g, OPR_ (0x17, 0x020, f2, f2, f), "cpys $f%u,$f%u,$f%u",
		       f2, f2, f);
	}
    }
  else
    switch (fz_below (g->r, 4))
      {
      case 0: emit (g, 0x63ff0000 | 0x4000, "mb"); break;
      case 1: emit (g, MEM_ (0x18, d, ZERO, 0xc000), "rpcc %s", rn[d]); break;
      case 2: emit (g, SFI_ALPHA_PAL_RDUNIQ, "call_pal rduniq"); break;
      default: emit (g, 0x63ff0000, "trapb");
      }
}

/* A load through BASE (-1: any; $4 or $sp mostly, what protect code
   may use; now and then $29 (a GOT load, into $27 mostly), the code
   register, $26 or any other).  A load through $sp checks an adjustment
   (not one into $31, a prefetch that qemu does not perform); so does one
   through $4 (or a load register) an induction step.  Now and then a
   fetch hint instead, which reads nothing (neither, nor a prefetch, if
   G->touch_only).  */
static void
gen_load (struct gb *g, int base)
{
  static const struct { const char *name; unsigned op, size, fp; } ld[] = {
    { "ldq", 0x29, 8, 0 }, { "ldl", 0x28, 4, 0 }, { "ldbu", 0x0a, 1, 0 },
    { "ldwu", 0x0c, 2, 0 }, { "ldq_u", 0x0b, 1, 0 }, { "ldl_l", 0x2a, 4, 0 },
    { "ldq_l", 0x2b, 8, 0 }, { "lds", 0x22, 4, 1 }, { "ldt", 0x23, 8, 1 },
    { "ldf", 0x20, 4, 1 }, { "ldg", 0x21, 8, 1 }, { "ldq", 0x29, 8, 0 }
  };
  if (base < 0)
    {
      unsigned p = fz_below (g->r, 20);
      base = p < 8 ? DREG : p < 13 ? SP : p < 15 ? GP : p < 16 ? CREG
	     : p < 17 ? RA : (int) reg_src (g);
    }
  if (!g->touch_only && fz_pct (g->r, 4))
    {
      int m = fz_pct (g->r, 50);
      emit (g, MEM_ (0x18, ZERO, base, m ? 0xa000 : 0x8000), "%s 0(%s)",
	    m ? "fetch_m" : "fetch", rn[base]);
      tag (g, "fetch-hint");
      return;
    }
  unsigned k = fz_below (g->r, sizeof ld / sizeof ld[0]);
  unsigned t = ld[k].fp ? fz_below (g->r, 32) : fz_pct (g->r, 15) ? ZERO
	       : base == GP && fz_pct (g->r, 50) ? PV : reg_dst (g);
  if (g->touch_only && t == ZERO)
    t = ld[k].fp ? 30 : 9;
  int off = disp (g, ld[k].size);
  if (base == GP)
    tag (g, "load-gp");
  else if (base != DREG && base != SP)
    tag (g, "load-other-base");
  if (ld[k].fp)
    emit (g, MEM_ (ld[k].op, t, base, off), "%s $f%u,%d(%s)", ld[k].name, t,
	  off, rn[base]);
  else
    emit (g, MEM_ (ld[k].op, t, base, off), "%s %s,%d(%s)", ld[k].name,
	  rn[t], off, rn[base]);
  if (t == ZERO && base == SP)
    tag (g, "prefetch-sp");
  if (base == SP && t != ZERO)
    g->sp_adjusted = 0;
}

static void
gen_store (struct gb *g, int base)
{
  static const struct { const char *name; unsigned op, size, fp; } st[] = {
    { "stq", 0x2d, 8, 0 }, { "stl", 0x2c, 4, 0 }, { "stb", 0x0e, 1, 0 },
    { "stw", 0x0d, 2, 0 }, { "stq_u", 0x0f, 1, 0 }, { "stl_c", 0x2e, 4, 0 },
    { "stq_c", 0x2f, 8, 0 }, { "sts", 0x26, 4, 1 }, { "stt", 0x27, 8, 1 },
    { "stf", 0x24, 4, 1 }, { "stq", 0x2d, 8, 0 }
  };
  unsigned k = fz_below (g->r, sizeof st / sizeof st[0]);
  if (g->touch_only && (st[k].op == 0x2e || st[k].op == 0x2f))
    k = 0;
  unsigned t = st[k].fp ? fz_below (g->r, 32) : reg_src (g);
  int off = disp (g, st[k].size);
  if (base == -1)
    {
      /* $29 now and then: small data, stored to unguarded.  */
      unsigned p = fz_below (g->r, 20);
      base = p < 13 ? DREG : p < 19 ? SP : GP;
      if (base == GP)
	tag (g, "store-gp");
    }
  else if (base == -2)
    {
      base = reg_src (g);
      tag (g, "store-other-base");
    }
  if ((st[k].op == 0x2e || st[k].op == 0x2f) && t == (unsigned) base)
    t = 9;
  if (st[k].fp)
    emit (g, MEM_ (st[k].op, t, base, off), "%s $f%u,%d(%s)", st[k].name, t,
	  off, rn[base]);
  else
    emit (g, MEM_ (st[k].op, t, base, off), "%s %s,%d(%s)", st[k].name,
	  rn[t], off, rn[base]);
  if (st[k].op == 0x2e || st[k].op == 0x2f)
    tag (g, "store-conditional");
  if (st[k].op == 0x0f)
    tag (g, "stq_u");
  if (base == SP)
    g->sp_adjusted = 0;
}

/* A guard of R ($8, $4 or $26) from X, or a near miss.  */
static void
gen_guard (struct gb *g, unsigned r, unsigned x)
{
  unsigned seg = r == DREG ? DSEG : CSEG;
  int bad = fz_pct (g->r, g->wild);
  if (!room (g, 3))
    return;
  if (r == DREG && induced (g, DREG) && !bad)
    {
      emit (g, BIS (DSEG, DSEG, DREG), "bis $7,$7,$4");
      g->induced &= ~(1u << DREG);
    }
  unsigned m = MASK, s = seg, o = r;
  if (bad)
    {
      switch (fz_below (g->r, 4))
	{
	case 0: m = reg_ord (g); break;
	case 1: s = seg == CSEG ? DSEG : CSEG; break;
	case 2: o = reg_ord (g); break;
	default: x = MASK, m = reg_ord (g); break;
	}
      tag (g, "bad-guard");
    }
  if (fz_pct (g->r, 50))
    emit (g, AND (x, m, r), "and %s,%s,%s", rn[x], rn[m], rn[r]);
  else
    emit (g, AND (m, x, r), "and %s,%s,%s", rn[m], rn[x], rn[r]);
  if (g->n_mids < sizeof g->mids / sizeof g->mids[0])
    g->mids[g->n_mids++] = g->n;
  if (r == DREG && fz_pct (g->r, 2 * g->wild) && room (g, 2))
    {
      /* A load through the masked $4, its segment bits cleared.  */
      unsigned t = reg_ord (g);
      int off = disp (g, 8);
      emit (g, LDQ (t, off, DREG), "ldq %s,%d($4)", rn[t], off);
      tag (g, "load-mid-guard");
    }
  emit (g, BIS (o, s, r), "bis %s,%s,%s", rn[o], rn[s], rn[r]);
  tag (g, "guard");
}

static void
pick_target (struct gb *g, struct item *it)
{
  unsigned here = (unsigned) (it - g->it);
  unsigned p = fz_below (g->r, 100);
  if (p < 10 + g->wild / 2 && g->n_mids > 0)
    {
      it->target = g->mids[fz_below (g->r, g->n_mids)];
      tag (g, "branch-into-guard");
    }
  else if (p < 22)
    {
      it->target = TGT_ABS;
      it->abs = g->e->jt_safe[fz_below (g->r, g->e->n_jt_safe)];
      if (fz_pct (g->r, g->wild))
	it->abs += 4;
      tag (g, "to-jump-table");
    }
  else if (p < 22 + g->wild / 3)
    {
      it->target = TGT_ABS;
      it->abs = fz_pct (g->r, 50) ? g->e->code_end
		: g->e->code_base + g->e->seg_size / 2 + 4 * fz_below (g->r, 1024);
      tag (g, "branch-out");
    }
  else if (p < 30)
    it->target = here > 0 ? (int) fz_below (g->r, here) : 0;
  else
    it->target = here + 1 + fz_below (g->r, 8);
}

static void
gen_branch (struct gb *g)
{
  static const struct { const char *name; unsigned op; int link; } br[] = {
    { "br", 0x30, 1 }, { "bsr", 0x34, 1 }, { "beq", 0x39, 0 },
    { "bne", 0x3d, 0 }, { "blt", 0x3a, 0 }, { "ble", 0x3b, 0 },
    { "bgt", 0x3f, 0 }, { "bge", 0x3e, 0 }, { "blbc", 0x38, 0 },
    { "blbs", 0x3c, 0 }, { "fbeq", 0x31, 0 }, { "fbne", 0x35, 0 }
  };
  unsigned k = fz_below (g->r, sizeof br / sizeof br[0]);
  unsigned a;
  if (br[k].link)
    {
      a = fz_pct (g->r, 50) ? ZERO : fz_pct (g->r, 70) ? RA : reg_dst (g);
      tag (g, "link");
    }
  else if (br[k].op == 0x31 || br[k].op == 0x35)
    a = fz_below (g->r, 32);
  else
    a = reg_src (g);
  struct item *it;
  if (br[k].op == 0x31 || br[k].op == 0x35)
    it = emit (g, BR_ (br[k].op, a), "%s $f%u,", br[k].name, a);
  else
    it = emit (g, BR_ (br[k].op, a), "%s %s,", br[k].name, rn[a]);
  it->how = T_REL;
  pick_target (g, it);
}

/* A prefetch through R that qemu does not perform (a load into $31 or
   $f31, ldq_u $31), or a fetch hint: no access, so no check of R.  */
static void
emit_prefetch (struct gb *g, unsigned r, int off)
{
  switch (fz_below (g->r, 5))
    {
    case 0: emit (g, MEM_ (0x0b, ZERO, r, off), "ldq_u $31,%d(%s)", off, rn[r]);
      break;
    case 1: emit (g, LDT (ZERO, off, r), "ldt $f31,%d(%s)", off, rn[r]); break;
    case 2:
      {
	int m = fz_pct (g->r, 50);
	emit (g, MEM_ (0x18, ZERO, r, m ? 0xa000 : 0x8000), "%s 0(%s)",
	      m ? "fetch_m" : "fetch", rn[r]);
	tag (g, "fetch-hint");
	break;
      }
    default: emit (g, LDQ (ZERO, off, r), "ldq $31,%d(%s)", off, rn[r]);
    }
}

/* The walks of gen-mips.c: adjust R ($sp, $4 or a load register) by
   about 32 KiB, "checked" by a store-conditional (which may complete
   without touching memory), a prefetch (a load into $31 or $f31, or
   ldq_u $31, which qemu does not perform) or a fetch hint, then store
   through it, or load.  */
static void
gen_walk_of (struct gb *g, unsigned r)
{
  int step = fz_pct (g->r, 50) ? 0x7ff0 : -0x8000;
  unsigned n = 2 + fz_below (g->r, 7), kind = fz_below (g->r, 3);
  tag (g, kind == 0 ? "walk-stq_c" : kind == 1 ? "walk-prefetch"
       : "walk-mixed");
  if (r != SP)
    g->induced |= 1u << r;
  for (unsigned i = 0; i < n && room (g, 3); i++)
    {
      emit (g, LDA (r, step, r), "lda %s,%d(%s)", rn[r], step, rn[r]);
      if (kind == 0 || (kind == 2 && fz_pct (g->r, 50)))
	{
	  if (fz_pct (g->r, 50))
	    emit (g, MEM_ (0x2f, 9, r, 0), "stq_c $9,0(%s)", rn[r]);
	  else
	    emit (g, MEM_ (0x2e, 9, r, 0), "stl_c $9,0(%s)", rn[r]);
	}
      else
	emit_prefetch (g, r, 0);
    }
  if (room (g, 1))
    {
      if (fz_pct (g->r, 50))
	emit (g, STQ (10, 0, r), "stq $10,0(%s)", rn[r]);
      else
	{
	  emit (g, LDQ (10, 0, r), "ldq $10,0(%s)", rn[r]);
	  tag (g, "walk-load");
	}
    }
}

/* A walk of $sp or $4.  */
static void
gen_walk (struct gb *g)
{
  gen_walk_of (g, fz_pct (g->r, 70) ? SP : DREG);
}

static void
gen_llsc (struct gb *g)
{
  unsigned b = fz_pct (g->r, 70) ? DREG : SP;
  int q = fz_pct (g->r, 50), off = disp (g, q ? 8 : 4);
  unsigned t = reg_ord (g), u = reg_ord (g);
  if (!room (g, 3))
    return;
  emit (g, MEM_ (q ? 0x2b : 0x2a, t, b, off), "%s %s,%d(%s)",
	q ? "ldq_l" : "ldl_l", rn[t], off, rn[b]);
  if (fz_pct (g->r, 50))
    emit (g, OPL_ (0x10, 0x20, t, 1, u), "addq %s,1,%s", rn[t], rn[u]);
  emit (g, MEM_ (q ? 0x2f : 0x2e, u, b, off), "%s %s,%d(%s)",
	q ? "stq_c" : "stl_c", rn[u], off, rn[b]);
  tag (g, "ll-sc");
}

/* A register holding a code address: jumps ignore the low two bits, so
   nothing to align here.  */
static void
gen_indirect (struct gb *g)
{
  static const char *const jn[] = { "jmp", "jsr", "ret", "jsr_coroutine" };
  unsigned p = fz_below (g->r, 100), r, type = fz_below (g->r, 4), a;
  if (p < 55)
    {
      gen_guard (g, CREG, reg_src (g));
      r = CREG;
    }
  else if (p < 70)
    r = CREG;
  else if (p < 90)
    r = RA, tag (g, "jump-ra");
  else
    r = reg_src (g), tag (g, "jump-other");
  if (!room (g, 1))
    return;
  a = fz_pct (g->r, 50) ? ZERO : fz_pct (g->r, 85) ? RA : reg_dst (g);
  emit (g, JMP_ (type, a, r, fz_below (g->r, 0x4000)), "%s %s,(%s)", jn[type],
	rn[a], rn[r]);
}

static void
gen_ra (struct gb *g)
{
  switch (fz_below (g->r, 4))
    {
    case 0:
      gen_guard (g, RA, reg_src (g));
      break;
    case 1:
      {
	int off = disp (g, 8);
	emit (g, LDQ (RA, off, SP), "ldq $26,%d($sp)", off);
	if (g->e->ra_valid && room (g, 2) && !fz_pct (g->r, g->wild * 2))
	  {
	    emit (g, AND (RA, MASK, RA), "and $26,$5,$26");
	    emit (g, BIS (RA, CSEG, RA), "bis $26,$6,$26");
	  }
	break;
      }
    case 2:
      {
	unsigned s = reg_src (g);
	emit (g, BIS (ZERO, s, RA), "bis $31,%s,$26", rn[s]);
	break;
      }
    default:
      {
	struct item *it = emit (g, BR_ (0x34, RA), "bsr $26,");
	it->how = T_REL;
	pick_target (g, it);
	tag (g, "link");
      }
    }
  tag (g, "write-ra");
}

static void
gen_sp (struct gb *g)
{
  unsigned p = fz_below (g->r, 100);
  if (p < 60)
    {
      int k = fz_pct (g->r, 50) ? -16 * (int) (1 + fz_below (g->r, 64))
	      : imm16 (g);
      emit (g, LDA (SP, k, SP), "lda $sp,%d($sp)", k);
      g->sp_adjusted = 1;
      tag (g, "sp-adjust");
      if (!fz_pct (g->r, g->wild * 2) && room (g, 1))
	{
	  if (fz_pct (g->r, 50))
	    gen_store (g, SP);
	  else
	    gen_load (g, SP);
	}
    }
  else if (p < 85)
    {
      gen_guard (g, DREG, reg_src (g));
      if (room (g, 1))
	switch (fz_below (g->r, 3))
	  {
	  case 0: emit (g, BIS (DREG, DREG, SP), "bis $4,$4,$sp"); break;
	  case 1: emit (g, BIS (ZERO, DREG, SP), "bis $31,$4,$sp"); break;
	  default: emit (g, BIS (DREG, ZERO, SP), "bis $4,$31,$sp");
	  }
      tag (g, "sp-move");
    }
  else
    {
      unsigned s = reg_src (g);
      emit (g, BIS (s, s, SP), "bis %s,%s,$sp", rn[s], rn[s]);
      tag (g, "sp-write");
    }
}

/* The step of an induction pointer: small, a multiple of 8 up to 64
   (upward for $4, in direction UP for a load register R), of about 32
   KiB in direction UP (EXTREME: a few steps leave the segment), or any
   16-bit value.  */
static int
step_k (struct gb *g, unsigned r, int extreme, int up)
{
  if (extreme && !fz_pct (g->r, 10))
    return up ? (fz_pct (g->r, 50) ? 0x7ff0 : 0x7ff8)
	   : fz_pct (g->r, 80) ? -0x8000 : -0x7ff8;
  if (fz_pct (g->r, 70))
    return 8 * (int) (1 + fz_below (g->r, 8)) * (r == DREG || up ? 1 : -1);
  return imm16 (g);
}

/* The step "lda R,K(R)" of induction pointer R.  */
static void
emit_step (struct gb *g, unsigned r, int k)
{
  emit (g, LDA (r, k, r), "lda %s,%d(%s)", rn[r], k, rn[r]);
  g->induced |= 1u << r;
}

/* Induction steps of R ($4 or a load register), each used by an access
   (of any form; for a load register mostly one that always touches
   memory), but now and then not; EXTREME: more steps, of about 32 KiB in
   one direction, which run out of the segment into a guard zone, where
   the access must fault.  */
static void
gen_induction_of (struct gb *g, unsigned r, int extreme)
{
  unsigned n = 1 + fz_below (g->r, extreme ? 8 : 3);
  int up = fz_pct (g->r, 50), touch = g->touch_only;
  if (r != DREG)
    g->touch_only = !fz_pct (g->r, 10);
  for (unsigned i = 0; i < n && room (g, 2); i++)
    {
      emit_step (g, r, step_k (g, r, extreme, up));
      if (fz_pct (g->r, 2 * g->wild))
	/* Adjusted again before any access (a near miss).  */
	tag (g, "induction-unchecked");
      else if (fz_pct (g->r, 50))
	gen_store (g, r);
      else
	gen_load (g, r);
    }
  g->touch_only = touch;
  tag (g, r == DREG ? "induction" : extreme ? "loadreg-walk"
       : "loadreg-induction");
}

/* Induction steps of $4.  */
static void
gen_induction (struct gb *g)
{
  gen_induction_of (g, DREG, 0);
}

/* "beq $28,+1", the branch over the trap of a match check
   (alpha-abi.h), which the verifier exempts from the rule that $sp,
   $4 and $26 be valid at a branch: usually over a trap, but whatever
   comes next may be skipped (a touch, an adjustment, a guard half).  */
static void
gen_skip (struct gb *g)
{
  emit (g, 0xe7800001u, "beq $28,+1");
  if (fz_pct (g->r, 50) && room (g, 1))
    emit (g, SFI_ALPHA_PAL_BUGCHK, "call_pal 0x81");
  tag (g, "skip-trap");
}

/* The load registers of protect code (alpha-abi.h): $1-$3 with the
   data register's guard "and X,$5,R; bis R,$7,R", its induction step
   "lda R,K(R)" and "mov $7,R"; valid where the verifier cannot follow
   control, loads and stores through them only where valid, stepped or
   near.  The generators do not depend on the policy: in sandbox code
   (ordinary registers) the same sequences test that nothing else trusts
   them.  */

static unsigned
lreg (struct gb *g)
{
  return load_regs[fz_below (g->r, N_LOAD_REGS)];
}

/* A load or store of any form through load register L, with any
   displacement (only forms that always touch memory if
   G->touch_only).  */
static void
loadreg_access (struct gb *g, unsigned L)
{
  if (!room (g, 1))
    return;
  if (fz_pct (g->r, 55))
    gen_load (g, (int) L);
  else
    gen_store (g, (int) L);
  tag (g, "loadreg-access");
}

/* The same, of a form that always touches memory.  */
static void
loadreg_touch (struct gb *g, unsigned L)
{
  int touch = g->touch_only;
  g->touch_only = 1;
  loadreg_access (g, L);
  g->touch_only = touch;
}

/* An "access" through load register L that may not touch memory, so
   checks no step: a prefetch (a load into $31 or $f31, ldq_u $31), a
   fetch hint, a store-conditional.  */
static void
loadreg_notouch (struct gb *g, unsigned L)
{
  int off = fz_pct (g->r, 50) ? 0 : disp (g, 8);
  if (!room (g, 1))
    return;
  if (fz_pct (g->r, 70))
    emit_prefetch (g, L, off);
  else
    {
      int q = fz_pct (g->r, 50);
      emit (g, MEM_ (q ? 0x2f : 0x2e, 9, L, off), "%s $9,%d(%s)",
	    q ? "stq_c" : "stl_c", off, rn[L]);
      tag (g, "store-conditional");
    }
  tag (g, "loadreg-notouch");
}

/* "mov $7,L" in one of its forms ("bis $31,$7,L", "bis $7,$31,L", "bis
   $7,$7,L"): L valid again.  */
static void
loadreg_reset (struct gb *g, unsigned L)
{
  switch (fz_below (g->r, 3))
    {
    case 0: emit (g, BIS (ZERO, DSEG, L), "bis $31,$7,%s", rn[L]); break;
    case 1: emit (g, BIS (DSEG, ZERO, L), "bis $7,$31,%s", rn[L]); break;
    default: emit (g, BIS (DSEG, DSEG, L), "bis $7,$7,%s", rn[L]);
    }
  g->induced &= ~(1u << L);
  tag (g, "loadreg-reset");
}

/* One word near a step or a "mov $7,L", but neither: "lda L,K(S)" with
   S another register ($7, $4, $sp, $gp, another load register, $31),
   "ldah L,K(L)", "addq L,8,L", "bis" of $7 with another register
   ("bis $7,$4,L"), a move of another register ("bis $31,$4,L"), "addq
   $7,$31,L".  */
static void
loadreg_near_step (struct gb *g, unsigned L)
{
  static const unsigned from[] = { DSEG, DREG, SP, GP, ZERO, CSEG, 9 };
  unsigned s = from[fz_below (g->r, sizeof from / sizeof from[0])];
  const char *l = rn[L];
  int k = step_k (g, L, fz_pct (g->r, 30), fz_pct (g->r, 50));
  switch (fz_below (g->r, 6))
    {
    case 0: case 1:
      {
	/* From another base.  */
	if (fz_pct (g->r, 25))
	  s = lreg (g);
	if (s == L)
	  s = DSEG;
	if (s == DSEG && fz_pct (g->r, 40))
	  k = 0;
	emit (g, LDA (L, k, s), "lda %s,%d(%s)", l, k, rn[s]);
	break;
      }
    case 2:
      if (fz_pct (g->r, 50))
	emit (g, MEM_ (0x09, L, L, k), "ldah %s,%d(%s)", l, k, l);
      else
	{
	  unsigned lit = 8 * (1 + fz_below (g->r, 8));
	  emit (g, OPL_ (0x10, 0x20, L, lit, L), "addq %s,%u,%s", l, lit, l);
	}
      break;
    case 3:
      {
	/* "bis $7,$4,L" and the like.  */
	unsigned o = s == DSEG || s == ZERO ? DREG : s;
	if (fz_pct (g->r, 50))
	  emit (g, BIS (DSEG, o, L), "bis $7,%s,%s", rn[o], l);
	else
	  emit (g, BIS (o, DSEG, L), "bis %s,$7,%s", rn[o], l);
	break;
      }
    case 4:
      {
	/* "mov $4,L" and the like (another load register too).  */
	unsigned o = fz_pct (g->r, 25) ? lreg (g) : s == DSEG ? DREG : s;
	if (fz_pct (g->r, 50))
	  emit (g, BIS (ZERO, o, L), "bis $31,%s,%s", rn[o], l);
	else
	  emit (g, BIS (o, ZERO, L), "bis %s,$31,%s", rn[o], l);
	break;
      }
    default:
      if (fz_pct (g->r, 50))
	emit (g, OPR_ (0x10, 0x20, DSEG, ZERO, L), "addq $7,$31,%s", l);
      else
	emit (g, OPR_ (0x11, 0x40, DSEG, ZERO, L), "xor $7,$31,%s", l);
    }
  tag (g, "loadreg-near-step");
}

/* A guard of load register L from X, or a near miss: the "and" alone, a
   mask other than $5, a base other than $7, the "bis" from another
   register or into another one, a transfer between the halves, an
   access through the masked L.  */
static void
loadreg_guard (struct gb *g, unsigned L, unsigned x)
{
  unsigned kind = fz_pct (g->r, 100 - 5 * g->wild) ? 0 : fz_below (g->r, 7);
  unsigned m = MASK, s = DSEG, o = L, d = L;
  if (!room (g, 4))
    return;
  switch (kind)
    {
    case 1:
      m = fz_pct (g->r, 50) ? DSEG : reg_src (g);
      tag (g, "loadreg-bad-mask");
      break;
    case 2:
      s = fz_pct (g->r, 50) ? CSEG : reg_src (g);
      tag (g, "loadreg-bad-base");
      break;
    case 3:
      o = fz_pct (g->r, 50) ? lreg (g) : reg_src (g);
      tag (g, "loadreg-bis-other");
      break;
    case 4:
      d = fz_pct (g->r, 50) ? lreg (g) : DREG;
      tag (g, "loadreg-bis-into-other");
      break;
    case 5:
      tag (g, "loadreg-half");
      break;
    case 6:
      tag (g, "loadreg-straddle");
      break;
    }
  if (fz_pct (g->r, 50))
    emit (g, AND (x, m, L), "and %s,%s,%s", rn[x], rn[m], rn[L]);
  else
    emit (g, AND (m, x, L), "and %s,%s,%s", rn[m], rn[x], rn[L]);
  if (g->n_mids < sizeof g->mids / sizeof g->mids[0])
    g->mids[g->n_mids++] = g->n;
  if (fz_pct (g->r, 2 * g->wild))
    {
      /* An access through the masked L: an offset, not an address.  */
      loadreg_access (g, L);
      tag (g, "loadreg-mid-guard");
    }
  if (kind == 6)
    {
      /* A transfer between the halves: a direct branch (the state goes
	 on), a call or a jump (L must be valid there).  */
      if (fz_pct (g->r, 60))
	gen_branch (g);
      else
	gen_indirect (g);
    }
  if (kind == 5 || !room (g, 1))
    return;
  if (o == L && d == L && fz_pct (g->r, 50))
    emit (g, BIS (s, o, d), "bis %s,%s,%s", rn[s], rn[o], rn[d]);
  else
    emit (g, BIS (o, s, d), "bis %s,%s,%s", rn[o], rn[s], rn[d]);
  if (kind == 0)
    g->induced &= ~(1u << L);
  tag (g, "loadreg-guard");
}

/* One word (or two) that writes load register L other than by its
   guard, its step or "mov $7,L".  */
static void
loadreg_bad_write (struct gb *g, unsigned L)
{
  const char *l = rn[L];
  unsigned x = reg_src (g);
  tag (g, "loadreg-write");
  switch (fz_below (g->r, 13))
    {
    case 0: case 1:
      /* lda L,K(S) from another register, and the like.  */
      loadreg_near_step (g, L);
      tag (g, "loadreg-adjust");
      break;
    case 2:
      {
	/* ldah L,K($31): the data segment's upper bits, or near them.  */
	int k = (int) ((g->e->data_base >> 16) & 0xffff)
		+ (int) fz_below (g->r, 3) - 1;
	emit (g, MEM_ (0x09, L, ZERO, k), "ldah %s,%d($31)", l, k);
	break;
      }
    case 3: case 4:
      {
	static const struct { const char *name; unsigned op, size; } ld[] = {
	  { "ldq", 0x29, 8 }, { "ldl", 0x28, 4 }, { "ldq_u", 0x0b, 1 },
	  { "ldl_l", 0x2a, 4 }, { "ldq_l", 0x2b, 8 }, { "ldbu", 0x0a, 1 }
	};
	unsigned k = fz_below (g->r, sizeof ld / sizeof ld[0]);
	unsigned b = fz_pct (g->r, 40) ? lreg (g) : fz_pct (g->r, 50) ? SP
		     : DREG;
	int off = disp (g, ld[k].size);
	emit (g, MEM_ (ld[k].op, L, b, off), "%s %s,%d(%s)", ld[k].name, l,
	      off, rn[b]);
	tag (g, "loadreg-reload");
	break;
      }
    case 5:
      {
	/* A move of another register (a load register, or $4: a valid
	   value, but no guard; not $7, "mov $7,L" is valid).  */
	unsigned s = fz_pct (g->r, 30) ? DREG : fz_pct (g->r, 40) ? lreg (g)
		     : x;
	if (s == DSEG)
	  s = DREG;
	emit (g, BIS (ZERO, s, L), "bis $31,%s,%s", rn[s], l);
	break;
      }
    case 6:
      {
	int ne = fz_pct (g->r, 50);
	emit (g, OPR_ (0x11, ne ? 0x26 : 0x24, x, reg_src (g), L),
	      "%s %s,..,%s", ne ? "cmovne" : "cmoveq", rn[x], l);
	break;
      }
    case 7:
      {
	static const struct { const char *name; unsigned op, fn; } ops[] = {
	  { "addq", 0x10, 0x20 }, { "subq", 0x10, 0x29 }, { "xor", 0x11, 0x40 },
	  { "bic", 0x11, 0x08 }, { "srl", 0x12, 0x34 }, { "zapnot", 0x12, 0x31 }
	};
	unsigned k = fz_below (g->r, sizeof ops / sizeof ops[0]);
	unsigned lit = fz_below (g->r, 256);
	emit (g, OPL_ (ops[k].op, ops[k].fn, L, lit, L), "%s %s,%u,%s",
	      ops[k].name, l, lit, l);
	break;
      }
    case 8:
      {
	/* The flag of a store-conditional.  */
	unsigned b = fz_pct (g->r, 50) ? L : DREG;
	int q = fz_pct (g->r, 50);
	emit (g, MEM_ (q ? 0x2f : 0x2e, L, b, 0), "%s %s,0(%s)",
	      q ? "stq_c" : "stl_c", l, rn[b]);
	tag (g, "store-conditional");
	break;
      }
    case 9:
      {
	/* A link of br or bsr.  */
	int call = fz_pct (g->r, 50);
	struct item *it = emit (g, BR_ (call ? 0x34 : 0x30, L), "%s %s,",
				call ? "bsr" : "br", l);
	it->how = T_REL;
	pick_target (g, it);
	tag (g, "link");
	break;
      }
    case 10:
      {
	/* A link of jsr through a guarded $8.  */
	if (!room (g, 3))
	  break;
	gen_guard (g, CREG, reg_src (g));
	emit (g, JMP_ (1, L, CREG, 0), "jsr %s,($8)", l);
	tag (g, "link");
	break;
      }
    case 11:
      emit (g, MEM_ (0x18, L, ZERO, 0xc000), "rpcc %s", l);
      break;
    default:
      {
	unsigned f = fz_below (g->r, 32);
	emit (g, OPR_ (0x1c, 0x70, f, ZERO, L), "ftoit $f%u,%s", f, l);
      }
    }
}

/* A transfer after a step of a load register: a conditional branch, br,
   bsr (gen_branch), jmp, jsr, ret, jsr_coroutine (gen_indirect), a
   return through $26, or a call through a guarded $8.  Only direct
   branches that are no call let a stepped load register through.  */
static void
loadreg_transfer (struct gb *g)
{
  switch (fz_below (g->r, 5))
    {
    case 0: gen_indirect (g); break;
    case 1:
      emit (g, JMP_ (2, ZERO, RA, 1), "ret $31,($26),1");
      tag (g, "jump-ra");
      break;
    case 2:
      if (room (g, 4))
	{
	  gen_guard (g, CREG, reg_src (g));
	  emit (g, JMP_ (1, RA, CREG, 0), "jsr $26,($8)");
	}
      break;
    default: gen_branch (g);
    }
}

/* Induction steps of load register L that stress the rule: chains of
   steps and accesses (small steps, or steps of about 32 KiB that run
   out of the segment into a guard zone, where the access faults); two
   steps with no access between; steps "checked" by no access (a
   prefetch, a fetch hint, a store-conditional: gen_walk_of); a step
   before a transfer (a call, jmp, jsr, ret, bsr, br, a branch); a step
   then "bis L,$7,L" without the "and" (which makes a stepped register
   bad), or a whole guard; "mov $7,L" and its near misses.  Then, mostly,
   an access through L.  */
static void
gen_loadreg_induction (struct gb *g, unsigned L)
{
  unsigned p = fz_below (g->r, 100);
  int up = fz_pct (g->r, 50), big = fz_pct (g->r, 40);
  if (!room (g, 10))
    return;
  tag (g, "loadreg-step");
  if (p < 32)
    gen_induction_of (g, L, fz_pct (g->r, 50));
  else if (p < 42)
    {
      /* Two steps, no access between.  */
      emit_step (g, L, step_k (g, L, big, up));
      emit_step (g, L, step_k (g, L, big, up));
      tag (g, "loadreg-step-twice");
    }
  else if (p < 54)
    {
      /* Steps that no access checks.  */
      if (fz_pct (g->r, 50))
	gen_walk_of (g, L);
      else
	{
	  emit_step (g, L, step_k (g, L, big, up));
	  loadreg_notouch (g, L);
	  if (fz_pct (g->r, 50))
	    emit_step (g, L, step_k (g, L, big, up));
	}
    }
  else if (p < 72)
    {
      /* A step (and an access, or not), then a transfer.  */
      emit_step (g, L, step_k (g, L, big, up));
      if (fz_pct (g->r, 50))
	loadreg_touch (g, L);
      loadreg_transfer (g);
      tag (g, "loadreg-step-transfer");
    }
  else if (p < 86)
    {
      /* A step (and an access, or not), then "bis L,$7,L" alone, or
	 a whole guard.  */
      emit_step (g, L, step_k (g, L, big, up));
      if (fz_pct (g->r, 50))
	loadreg_touch (g, L);
      if (fz_pct (g->r, 60))
	{
	  if (fz_pct (g->r, 50))
	    emit (g, BIS (L, DSEG, L), "bis %s,$7,%s", rn[L], rn[L]);
	  else
	    emit (g, BIS (DSEG, L, L), "bis $7,%s,%s", rn[L], rn[L]);
	  tag (g, "loadreg-step-bis");
	}
      else
	loadreg_guard (g, L, fz_pct (g->r, 30) ? L : reg_src (g));
    }
  else
    {
      /* After a step (and an access) or not, "mov $7,L" or a near
	 miss.  */
      if (fz_pct (g->r, 60))
	{
	  emit_step (g, L, step_k (g, L, big, up));
	  if (fz_pct (g->r, 50))
	    loadreg_touch (g, L);
	}
      if (fz_pct (g->r, 50))
	loadreg_reset (g, L);
      else
	loadreg_near_step (g, L);
    }
  if (!fz_pct (g->r, 15))
    {
      if (fz_pct (g->r, 70))
	loadreg_touch (g, L);
      else
	loadreg_access (g, L);
    }
}

static void
gen_loadreg (struct gb *g)
{
  unsigned L = lreg (g), p = fz_below (g->r, 100);
  if (!room (g, 5))
    return;
  if (fz_pct (g->r, 35))
    gen_loadreg_induction (g, L);
  else if (p < 35)
    {
      /* A guard, then accesses through L.  */
      loadreg_guard (g, L, fz_pct (g->r, 15) ? L : reg_src (g));
      for (unsigned n = 1 + fz_below (g->r, 3); n > 0; n--)
	loadreg_access (g, L);
    }
  else if (p < 55)
    /* Through L as it is (valid at entry, after a call, or not).  */
    loadreg_access (g, L);
  else if (p < 70)
    {
      loadreg_bad_write (g, L);
      if (fz_pct (g->r, 60))
	loadreg_access (g, L);
    }
  else if (p < 80)
    {
      /* A guard, a branch, an access (on both paths).  */
      loadreg_guard (g, L, reg_src (g));
      if (room (g, 2))
	gen_branch (g);
      loadreg_access (g, L);
    }
  else if (p < 90)
    {
      /* A guard, a call or jump, an access after it.  */
      loadreg_guard (g, L, reg_src (g));
      if (room (g, 3))
	gen_indirect (g);
      loadreg_access (g, L);
    }
  else
    {
      /* A guard from another load register.  */
      loadreg_guard (g, L, lreg (g));
      loadreg_access (g, L);
    }
}

static void
gen_one (struct gb *g)
{
  unsigned p = fz_below (g->r, 108);
  if (p >= 100)
    gen_loadreg (g);
  else if (p < 2)
    gen_skip (g);
  else if (p < 21)
    gen_alu (g);
  else if (p < 33)
    gen_load (g, -1);
  else if (p < 47)
    gen_store (g, fz_pct (g->r, g->wild) ? -2 : -1);
  else if (p < 52)
    gen_guard (g, DREG, reg_src (g));
  else if (p < 55)
    gen_guard (g, CREG, reg_src (g));
  else if (p < 63)
    gen_sp (g);
  else if (p < 67)
    gen_induction (g);
  else if (p < 77)
    gen_branch (g);
  else if (p < 84)
    gen_indirect (g);
  else if (p < 87)
    gen_llsc (g);
  else if (p < 91)
    gen_ra (g);
  else if (p < 93)
    {
      static const uint32_t pal[] = { SFI_ALPHA_PAL_BPT, SFI_ALPHA_PAL_GENTRAP,
				      SFI_ALPHA_PAL_IMB, SFI_ALPHA_PAL_BUGCHK };
      unsigned k = fz_below (g->r, 4);
      emit (g, pal[k], "call_pal 0x%x", pal[k]);
    }
  else if (p < 96)
    gen_walk (g);
  else
    {
      /* A write of the mask and segment registers.  */
      unsigned r = 5 + fz_below (g->r, 3), s = reg_src (g), d = reg_ord (g);
      if (fz_pct (g->r, 100 - g->wild))
	emit (g, OPR_ (0x10, 0x20, r, s, d), "addq %s,%s,%s", rn[r], rn[s],
	      rn[d]);
      else
	{
	  emit (g, OPR_ (0x10, 0x20, r, s, r), "addq %s,%s,%s", rn[r], rn[s],
		rn[r]);
	  tag (g, "write-dedicated");
	}
    }
}

static void
gen_epilogue (struct gb *g)
{
  g->epi = g->n;
  if (g->sp_adjusted && !fz_pct (g->r, g->wild))
    emit (g, LDQ (9, 0, SP), "ldq $9,0($sp)");
  if (induced (g, DREG) && !fz_pct (g->r, g->wild))
    emit (g, BIS (ZERO, DSEG, DREG), "bis $31,$7,$4");
  for (unsigned i = 0; i < N_LOAD_REGS; i++)
    if (induced (g, load_regs[i]) && !fz_pct (g->r, g->wild))
      loadreg_reset (g, load_regs[i]);
  if (g->e->ra_valid && fz_pct (g->r, 20))
    emit (g, JMP_ (2, ZERO, RA, 1), "ret $31,($26),1");
  else
    {
      struct item *it = emit (g, BR_ (0x30, ZERO), "br $31,");
      it->how = T_REL;
      it->target = TGT_ABS;
      it->abs = g->e->ret_entry;
    }
}

static void
finish (struct gb *g, uint64_t addr, struct fz_seq *out)
{
  out->addr = addr;
  out->n = g->n;
  for (unsigned i = 0; i < g->n; i++)
    {
      struct item *it = &g->it[i];
      uint64_t pc = addr + 4 * i;
      if (it->how != T_NONE && it->target != TGT_ABS
	  && it->target >= (int) g->n && g->epi >= 0)
	it->target = g->epi;
      uint64_t t = it->target == TGT_ABS ? it->abs
		   : addr + 4 * (uint64_t) it->target;
      uint32_t w = it->w;
      char where[24];
      if (it->how == T_REL)
	{
	  int64_t off = ((int64_t) t - (int64_t) (pc + 4)) / 4;
	  if (off < -0x100000 || off > 0xfffff)
	    off = 0, t = pc + 4;
	  w |= (uint32_t) off & 0x1fffff;
	}
      out->w[i] = w;
      if (it->how == T_NONE)
	snprintf (out->text[i], sizeof out->text[i], "%s", it->text);
      else
	{
	  if (it->target != TGT_ABS && t >= addr && t <= addr + 4 * g->n)
	    snprintf (where, sizeof where, "L%u", (unsigned) ((t - addr) / 4));
	  else
	    snprintf (where, sizeof where, "0x%llx", (unsigned long long) t);
	  snprintf (out->text[i], sizeof out->text[i], "%s%s", it->text, where);
	}
    }
}

void
fz_gen_sequence (struct fz_rng *r, const struct fz_env *e, uint64_t addr,
		 unsigned max, int at_end, struct fz_seq *out)
{
  struct gb g;
  unsigned style = fz_below (r, 100), len;
  memset (&g, 0, sizeof g);
  g.r = r;
  g.e = e;
  g.tags = out->tags;
  out->tags[0] = 0;
  g.epi = -1;
  g.max = max < FZ_MAX_WORDS ? max : FZ_MAX_WORDS;
  g.wild = style < 55 ? 1 : style < 85 ? 4 : 12;
  len = at_end ? 1 + fz_below (r, 8) : 3 + fz_below (r, 30);
  if (len + 6 > g.max)
    len = g.max > 6 ? g.max - 6 : 1;
  while (g.n < len && room (&g, 3))
    gen_one (&g);
  int epilogue = !at_end || fz_pct (r, 50);
  if (epilogue)
    gen_epilogue (&g);
  /* A trap ends the code: nothing runs past it (the verifier wants the
     last word to be a trap or a jump).  Not always at the segment end:
     code that can run off the end is a hard case.  */
  if (!at_end || fz_pct (r, 50))
    emit (&g, SFI_ALPHA_PAL_BPT, "call_pal bpt");
  else if (!epilogue)
    tag (&g, "falls-off-end");
  if (at_end)
    {
      tag (&g, "segment-end");
      addr = e->code_end - 4 * (uint64_t) g.n;
    }
  finish (&g, addr, out);
}

/* What the entries into protect images do and the harness's (built
   with -fsfi=sandbox) do not: set the load registers to the data
   segment's base (alpha-abi.h), before the dispatcher, which then
   guards them from the register block.  */
unsigned
fz_gen_entry (const struct fz_env *e, uint64_t addr, struct fz_seq *out)
{
  struct gb g;
  memset (&g, 0, sizeof g);
  g.e = e;
  g.epi = -1;
  g.max = FZ_MAX_WORDS;
  g.tags = out->tags;
  out->tags[0] = 0;
  if (e->protect)
    for (unsigned i = 0; i < N_LOAD_REGS; i++)
      emit (&g, BIS (DSEG, DSEG, load_regs[i]), "bis $7,$7,%s",
	    rn[load_regs[i]]);
  finish (&g, addr, out);
  return out->n;
}

/* What W does with the load registers $1-$3 (FZ_LR_*): a load or store
   through one; a half of its guard ("and X,$5,R" or "and $5,X,R"; "bis
   R,$7,R" or "bis $7,R,R"); another "and" or "bis" into one (a near
   miss of a guard) but "mov $7,R"; its step "lda R,K(R)"; "mov $7,R"
   ("bis $31,$7,R", "bis $7,$31,R", "bis $7,$7,R"); any other write; and
   which load registers it accesses through (*BASE) and writes
   (*WREG).  */
unsigned
fz_load_reg_use (const struct fz_env *e, uint32_t w, unsigned *base,
		 unsigned *wreg)
{
  unsigned op = w >> 26, ra = (w >> 21) & 31, rb = (w >> 16) & 31;
  unsigned rc = w & 31, fn = (w >> 5) & 0x7f, lit = (w >> 12) & 1, u = 0;
  int wr = -1;
  (void) e;
  if (base)
    *base = 0;
  if (wreg)
    *wreg = 0;
  if (((op >= 0x0a && op <= 0x0f) || (op >= 0x20 && op <= 0x2f))
      && is_load_reg (rb))
    {
      u |= FZ_LR_ACCESS;
      if (base)
	*base = rb;
    }
  switch (op)
    {
    case 0x08: case 0x09: case 0x0a: case 0x0b: case 0x0c:
    case 0x28: case 0x29: case 0x2a: case 0x2b: case 0x2e: case 0x2f:
    case 0x1a: case 0x30: case 0x34:
      wr = (int) ra;
      break;
    case 0x18:
      if ((w & 0xffff) >= 0xc000)
	wr = (int) ra;			/* rpcc, rc, rs.  */
      break;
    case 0x10: case 0x11: case 0x12: case 0x13: case 0x1c:
      wr = (int) rc;
      break;
    }
  if (wr < 0 || !is_load_reg ((unsigned) wr))
    return u;
  if (wreg)
    *wreg = (unsigned) wr;
  if (op == 0x11 && fn == 0x00 && (ra == MASK || (!lit && rb == MASK)))
    u |= FZ_LR_GUARD;
  else if (op == 0x11 && fn == 0x20 && !lit
	   && ((ra == (unsigned) wr && rb == DSEG)
	       || (ra == DSEG && rb == (unsigned) wr)))
    u |= FZ_LR_GUARD;
  else if (op == 0x11 && fn == 0x20 && !lit
	   && ((ra == DSEG && (rb == DSEG || rb == ZERO))
	       || (ra == ZERO && rb == DSEG)))
    u |= FZ_LR_RESET;
  else if (op == 0x11 && (fn == 0x00 || fn == 0x20))
    u |= FZ_LR_BAD_GUARD;
  else if (op == 0x08 && rb == (unsigned) wr)
    u |= FZ_LR_STEP;
  else
    u |= FZ_LR_WRITE;
  return u;
}

/* The dispatcher: $16 holds the register block, $17 the target; it
   loads the registers from the block through $16.  In protect code it
   loads through $4 only: $4 from $16 (the block is in the data segment,
   so the guard keeps it), $sp from a guarded $4, $4 from $16 again, the
   other registers, and last $16 with the value $4 is then guarded
   from; the load registers $1-$3 are guarded from their block values
   (random addresses of the data segment, as protect code may leave
   them).  $29 keeps the GP the entry set (E2), as MIPS $gp does.  Its
   scratch register is $9, loaded last.  */
unsigned
fz_gen_dispatcher (const struct fz_env *e, uint64_t addr, struct fz_seq *out)
{
  struct gb g;
  unsigned base = e->protect ? DREG : 16;
  const char *bn = rn[base];
  memset (&g, 0, sizeof g);
  g.e = e;
  g.epi = -1;
  g.max = FZ_MAX_WORDS;
  g.tags = out->tags;
  out->tags[0] = 0;
  emit (&g, AND (17, MASK, CREG), "and $17,$5,$8");
  emit (&g, BIS (CREG, CSEG, CREG), "bis $8,$6,$8");
  if (e->protect)
    {
      emit (&g, AND (16, MASK, DREG), "and $16,$5,$4");
      emit (&g, BIS (DREG, DSEG, DREG), "bis $4,$7,$4");
    }
  for (unsigned f = 0; f < 31; f++)
    emit (&g, LDT (f, 8 * (FZ_BLOCK_FPR + f), base), "ldt $f%u,%u(%s)", f,
	  8 * (FZ_BLOCK_FPR + f), bn);
  emit (&g, LDQ (9, 8 * SP, base), "ldq $9,%d(%s)", 8 * SP, bn);
  emit (&g, AND (9, MASK, DREG), "and $9,$5,$4");
  emit (&g, BIS (DREG, DSEG, DREG), "bis $4,$7,$4");
  emit (&g, BIS (DREG, DREG, SP), "bis $4,$4,$sp");
  if (e->protect)
    emit (&g, AND (16, MASK, DREG), "and $16,$5,$4");
  else
    {
      emit (&g, LDQ (9, 8 * DREG, 16), "ldq $9,%d($16)", 8 * DREG);
      emit (&g, AND (9, MASK, DREG), "and $9,$5,$4");
    }
  emit (&g, BIS (DREG, DSEG, DREG), "bis $4,$7,$4");
  if (e->ra_valid)
    {
      emit (&g, LDQ (9, 8 * RA, base), "ldq $9,%d(%s)", 8 * RA, bn);
      emit (&g, AND (9, MASK, RA), "and $9,$5,$26");
      emit (&g, BIS (RA, CSEG, RA), "bis $26,$6,$26");
    }
  else
    emit (&g, LDQ (RA, 8 * RA, base), "ldq $26,%d(%s)", 8 * RA, bn);
  for (unsigned r = 0; r < 31; r++)
    {
      if ((r >= 4 && r <= 8) || r == 16 || r == RA || r == SP || r == GP)
	continue;
      emit (&g, LDQ (r, 8 * r, base), "ldq %s,%u(%s)", rn[r], 8 * r, bn);
      if (e->protect && is_load_reg (r))
	{
	  emit (&g, AND (r, MASK, r), "and %s,$5,%s", rn[r], rn[r]);
	  emit (&g, BIS (r, DSEG, r), "bis %s,$7,%s", rn[r], rn[r]);
	}
    }
  if (e->protect)
    {
      emit (&g, LDQ (16, 8 * DREG, DREG), "ldq $16,%d($4)", 8 * DREG);
      emit (&g, AND (16, MASK, DREG), "and $16,$5,$4");
      emit (&g, BIS (DREG, DSEG, DREG), "bis $4,$7,$4");
    }
  else
    emit (&g, LDQ (16, 8 * 16, 16), "ldq $16,%d($16)", 8 * 16);
  emit (&g, JMP_ (0, ZERO, CREG, 0), "jmp $31,($8)");
  emit (&g, SFI_ALPHA_PAL_BPT, "call_pal bpt");
  finish (&g, addr, out);
  return out->n;
}

fz_word
fz_value (struct fz_rng *r, const struct fz_env *e)
{
  unsigned p = fz_below (r, 100);
  uint64_t v;
  if (p < 35 && e->n_interesting)
    {
      static const int32_t delta[] = { 0, 0, 0, 8, -8, 16, -16, 0x7ff0,
				       -0x8000, 4, 1, -1, 0x10, -0x10 };
      v = e->interesting[fz_below (r, e->n_interesting)]
	  + (int64_t) delta[fz_below (r, sizeof delta / sizeof delta[0])];
    }
  else if (p < 55)
    {
      static const uint64_t small[] = {
	0, 1, 2, 3, 4, 7, 8, 16, 0x7fff, 0x8000, 0xffff, 0x7fffffff,
	0x80000000, 0xffffffff, 0xfffffffffffffff8ull, 0xffffffffffff8000ull,
	0x7fffffffffffffffull, 0x8000000000000000ull, ~0ull
      };
      v = small[fz_below (r, sizeof small / sizeof small[0])];
    }
  else if (p < 80)
    v = e->data_base + (fz_next (r) & (e->seg_size - 1) & ~7ull);
  else if (p < 88)
    v = e->code_base + (fz_next (r) & (e->seg_size - 1) & ~3ull);
  else
    v = fz_next (r);
  return (fz_word) v;
}

/* Probes for the plugin's self-test (see gen-mips.c), through $9 (not
   a load register: the protect dispatcher guards those).  */
const char *
fz_gen_probe (const struct fz_env *e, uint64_t addr, unsigned k,
	      struct fz_seq *out)
{
  static const struct { const char *name; uint32_t op; } st[] = {
    { "stb", 0x0e }, { "stw", 0x0d }, { "stl", 0x2c }, { "stq", 0x2d },
    { "stq_u", 0x0f }, { "stl_c", 0x2e }, { "stq_c", 0x2f }, { "sts", 0x26 },
    { "stt", 0x27 }, { "stf", 0x24 }, { "stg", 0x25 }
  };
  static const struct { const char *name; uint32_t op; int fp; } ld[] = {
    { "ldbu", 0x0a, 0 }, { "ldwu", 0x0c, 0 }, { "ldl", 0x28, 0 },
    { "ldq", 0x29, 0 }, { "ldq_u", 0x0b, 0 }, { "ldl_l", 0x2a, 0 },
    { "ldq_l", 0x2b, 0 }, { "ldf", 0x20, 1 }, { "ldg", 0x21, 1 },
    { "lds", 0x22, 1 }, { "ldt", 0x23, 1 }
  };
  const unsigned n_st = sizeof st / sizeof st[0];
  const unsigned n_ld = sizeof ld / sizeof ld[0];
  const char *kind = "store-outside-data";
  struct gb g;
  memset (&g, 0, sizeof g);
  g.e = e;
  g.epi = -1;
  g.max = FZ_MAX_WORDS;
  g.tags = out->tags;
  out->tags[0] = 0;
  if (k < n_st)
    {
      if (st[k].op == 0x2e)
	emit (&g, MEM_ (0x2a, 10, 9, 0), "ldl_l $10,0($9)");
      if (st[k].op == 0x2f)
	emit (&g, MEM_ (0x2b, 10, 9, 0), "ldq_l $10,0($9)");
      emit (&g, MEM_ (st[k].op, 10, 9, 0), "%s %s10,0($9)", st[k].name,
	    st[k].op >= 0x24 && st[k].op <= 0x27 ? "$f" : "$");
      tag (&g, st[k].name);
    }
  else if (k == n_st)
    {
      emit (&g, STQ (10, 0, 9), "stq $10,0($9)");
      kind = "store-fault-outside";
      tag (&g, "stq");
    }
  else if (k < n_st + 3)
    {
      emit (&g, JMP_ (0, ZERO, 9, 0), "jmp $31,($9)");
      kind = k == n_st + 1 ? "left-code-fault" : "jump-table-middle";
      tag (&g, "jmp");
    }
  else if (e->protect && k < n_st + 3 + n_ld)
    {
      unsigned j = k - (n_st + 3);
      emit (&g, MEM_ (ld[j].op, 10, 9, 0), "%s %s10,0($9)", ld[j].name,
	    ld[j].fp ? "$f" : "$");
      kind = "load-outside-data";
      tag (&g, ld[j].name);
    }
  else if (e->protect && k < n_st + 3 + n_ld + 3)
    {
      emit (&g, LDQ (10, 0, 9), "ldq $10,0($9)");
      kind = k == n_st + 3 + n_ld ? "load-fault-outside" : "no-violation";
      tag (&g, "ldq");
    }
  else
    return NULL;
  struct item *it = emit (&g, BR_ (0x30, ZERO), "br $31,");
  it->how = T_REL;
  it->target = TGT_ABS;
  it->abs = e->ret_entry;
  emit (&g, SFI_ALPHA_PAL_BPT, "call_pal bpt");
  finish (&g, addr, out);
  return kind;
}

/* No instruction-set switch on Alpha.  */
int
fz_gen_demo (const struct fz_env *e, uint64_t addr, struct fz_seq *out)
{
  (void) e, (void) addr, (void) out;
  return 0;
}
