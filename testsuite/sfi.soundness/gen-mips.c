/* Random MIPS32r2 (o32) instruction sequences for the soundness harness,
   biased toward what the verifier must get right (verify-mips.c): every
   store form with safe and unsafe bases, guards of both schemes (and
   their near misses), $sp adjustments with and without the access that
   checks them, induction steps of $24 (and of the load registers),
   every branch form including the likely ones whose delay slot is
   annulled when they are not taken, jumps to jump-table entries (and
   next to them), ll/sc, writes of the dedicated registers, $31 and
   $gp, instructions in delay slots, branches into the middle of guards
   and into delay slots (which then fall through, the slot of a "b" or
   "j" too), and code that runs off its end.
   For the protect policy (the same sequences: the generator does not
   depend on the policy), every load form through every kind of base:
   $24 valid, adjusted, near, masked (between the halves of a guard) or
   bad, $sp adjusted or not, $gp, the code and return-address registers
   and the others; the indexed loads lwxc1, ldxc1 and luxc1 (which
   protect code may not use) and the prefx hint (which it may); loads in
   delay slots; walks that end with a load.  And the load registers
   $14, $11 and $10 (mips-abi.h: in protect code of the "ins" scheme
   more data address registers with the states of $24, written only by
   "ins R,X,0,SIZE" with SIZE at most log2 of the segment size, the
   induction step "addiu R,R,K" and "move R,$gp"): their guards of every
   width, near misses (too wide, another position, ext), every other
   kind of write (arithmetic, moves, lui, loads, ll, sc, mfhi, mfc1, ...),
   near misses of the step and of the move ("addiu R,S,K", "addi R,R,K",
   "move R,$4", "addu R,$gp,$5", ...); induction walks (chains of steps
   and accesses, small or of about 32 KiB into a guard zone; two steps
   with no access between; steps "checked" by a pref, an sc or an
   annulled slot; a step before a call, jalr, jr, a return, a jump or a
   branch, in a delay slot, an annulled one too, or followed by an
   access in one; a step then a guard; revalidations by "move R,$gp");
   and loads and stores of every form through them with any
   displacement, in delay slots and after branches too (gen_loadreg; in
   and/or code $14 is the data segment base, in sandbox code of the
   "ins" scheme they are ordinary registers).  Included by fuzz.c.  */

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "fuzz.h"
#include "sfi/mips-abi.h"

#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
const char *const fz_isa_name = "mips";
#else
const char *const fz_isa_name = "mipsel";
#endif
const uint32_t fz_trap_insn = SFI_MIPS_TRAP_INSN;	/* teq $0,$0 */

#define R_(fn, rs, rt, rd, sa) \
  (((uint32_t) (rs) << 21) | ((uint32_t) (rt) << 16) | ((uint32_t) (rd) << 11) \
   | ((uint32_t) (sa) << 6) | (fn))
#define I_(op, rs, rt, imm) \
  (((uint32_t) (op) << 26) | ((uint32_t) (rs) << 21) | ((uint32_t) (rt) << 16) \
   | ((uint32_t) (imm) & 0xffff))
#define INS_(rt, rs, lsb, size) \
  ((0x1fu << 26) | ((uint32_t) (rs) << 21) | ((uint32_t) (rt) << 16) \
   | ((uint32_t) ((lsb) + (size) - 1) << 11) | ((uint32_t) (lsb) << 6) | 4)
#define EXT_(rt, rs, pos, size) \
  ((0x1fu << 26) | ((uint32_t) (rs) << 21) | ((uint32_t) (rt) << 16) \
   | ((uint32_t) ((size) - 1) << 11) | ((uint32_t) (pos) << 6))
#define ADDU(d, s, t)	R_ (0x21, s, t, d, 0)
#define MOVE(d, s)	ADDU (d, s, 0)
#define AND(d, s, t)	R_ (0x24, s, t, d, 0)
#define OR(d, s, t)	R_ (0x25, s, t, d, 0)
#define ADDIU(t, s, k)	I_ (0x09, s, t, k)
#define LW(t, k, b)	I_ (0x23, b, t, k)
#define SW(t, k, b)	I_ (0x2b, b, t, k)
#define JR(s)		R_ (0x08, s, 0, 0, 0)
#define NOP		0u

enum { MASK = SFI_MIPS_REG_MASK, CSEG = SFI_MIPS_REG_CODESEG,
       DSEG = SFI_MIPS_REG_DATASEG, CREG = SFI_MIPS_REG_CODE,
       DREG = SFI_MIPS_REG_DATA, GP = 28, SP = 29, RA = 31 };

/* The load registers of protect code of the "ins" scheme (mips-abi.h),
   $14 first.  */
#ifdef SFI_MIPS_LOAD_REGS
static const unsigned load_regs[] = SFI_MIPS_LOAD_REGS;
#else
static const unsigned load_regs[] = { SFI_MIPS_REG_LOAD };
#endif
#define N_LOAD_REGS (sizeof load_regs / sizeof load_regs[0])

/* Nonzero if R is a load register.  */
static int
is_load_reg (unsigned r)
{
  for (unsigned i = 0; i < N_LOAD_REGS; i++)
    if (load_regs[i] == r)
      return 1;
  return 0;
}

/* A sequence under construction: words with symbolic branch targets,
   resolved when the layout is known.  */
enum { T_NONE, T_REL, T_ABS26 };
#include "gen-common.h"

static const char *const rn[32] = {
  "$0", "$1", "$2", "$3", "$4", "$5", "$6", "$7", "$8", "$9", "$10", "$11",
  "$12", "$13", "$14", "$15", "$16", "$17", "$18", "$19", "$20", "$21",
  "$22", "$23", "$24", "$25", "$26", "$27", "$gp", "$sp", "$30", "$31"
};

/* Registers nothing in the policy cares about (in the "ins" scheme
   not the load registers either, which protect code may write only by
   their guards, steps and "move R,$gp": gen_loadreg writes them, and
   reg_dst now and then).  */
static unsigned
reg_ord (struct gb *g)
{
  static const unsigned andor[] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16,
				    17, 18, 19, 20, 21, 22, 23, 25, 30 };
  unsigned n = sizeof andor / sizeof andor[0], r;
  if (g->e->ins_scheme && fz_pct (g->r, 12))
    return 12 + fz_below (g->r, 2);
  if (!g->e->ra_valid && fz_pct (g->r, 4))
    return RA;
  if (fz_pct (g->r, 2))
    return 26 + fz_below (g->r, 2);
  do
    r = andor[fz_below (g->r, n)];
  while (g->e->ins_scheme && is_load_reg (r));
  return r;
}

/* Any register as a source.  */
static unsigned
reg_src (struct gb *g)
{
  static const unsigned special[] = { 0, 0, 12, 13, 14, 15, 24, 28, 29, 31 };
  if (fz_pct (g->r, 25))
    return special[fz_below (g->r, sizeof special / sizeof special[0])];
  return reg_ord (g);
}

/* A destination: ordinary, or now and then one the policy guards.  */
static unsigned
reg_dst (struct gb *g)
{
  static const unsigned special[] = { 0, 10, 11, 12, 13, 14, 15, 24, 28,
				     29, 31 };
  if (fz_pct (g->r, g->wild))
    {
      unsigned r = special[fz_below (g->r, sizeof special / sizeof special[0])];
      tag (g, "write-dedicated");
      return r;
    }
  return reg_ord (g);
}

/* A displacement for an access of SIZE bytes.  */
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

/* A signed 16-bit constant, biased to the edges.  */
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

/* Ordinary computation.  */
static void
gen_alu (struct gb *g)
{
  static const struct { const char *name; unsigned fn; } r3[] = {
    { "addu", 0x21 }, { "subu", 0x23 }, { "and", 0x24 }, { "or", 0x25 },
    { "xor", 0x26 }, { "nor", 0x27 }, { "slt", 0x2a }, { "sltu", 0x2b },
    { "sllv", 0x04 }, { "srlv", 0x06 }, { "srav", 0x07 }, { "movz", 0x0a },
    { "movn", 0x0b }, { "add", 0x20 }, { "sub", 0x22 }
  };
  static const struct { const char *name; unsigned op; } imm[] = {
    { "addiu", 0x09 }, { "slti", 0x0a }, { "sltiu", 0x0b }, { "andi", 0x0c },
    { "ori", 0x0d }, { "xori", 0x0e }, { "addi", 0x08 }
  };
  unsigned d = reg_dst (g), s = reg_src (g), t = reg_src (g);
  switch (fz_below (g->r, 12))
    {
    case 0: case 1: case 2: case 3:
      {
	unsigned k = fz_below (g->r, sizeof r3 / sizeof r3[0]);
	emit (g, R_ (r3[k].fn, s, t, d, 0), "%s %s,%s,%s", r3[k].name, rn[d],
	      rn[s], rn[t]);
	break;
      }
    case 4: case 5: case 6:
      {
	unsigned k = fz_below (g->r, sizeof imm / sizeof imm[0]);
	int v = imm16 (g);
	emit (g, I_ (imm[k].op, s, d, v), "%s %s,%s,%d", imm[k].name, rn[d],
	      rn[s], v);
	break;
      }
    case 7:
      {
	static const char *const sh[] = { "sll", NULL, "srl", "sra" };
	unsigned k = fz_below (g->r, 4), sa = fz_below (g->r, 32);
	if (k == 1)
	  emit (g, R_ (0x02, 1, t, d, sa), "rotr %s,%s,%u", rn[d], rn[t], sa);
	else
	  emit (g, R_ (k, 0, t, d, sa), "%s %s,%s,%u", sh[k], rn[d], rn[t], sa);
	break;
      }
    case 8:
      {
	unsigned v = fz_next (g->r) & 0xffff;
	if (fz_pct (g->r, 30))
	  v = (uint32_t) (g->e->data_base >> 16) + fz_below (g->r, 3) - 1;
	emit (g, I_ (0x0f, 0, d, v), "lui %s,0x%x", rn[d], v);
	break;
      }
    case 9:
      switch (fz_below (g->r, 6))
	{
	case 0:
	  emit (g, (0x1cu << 26) | R_ (0x02, s, t, d, 0), "mul %s,%s,%s",
		rn[d], rn[s], rn[t]);
	  break;
	case 1:
	  emit (g, (0x1fu << 26) | R_ (0x20, 0, t, d, 0x10), "seb %s,%s",
		rn[d], rn[t]);
	  break;
	case 2:
	  emit (g, (0x1cu << 26) | R_ (0x20, s, d, d, 0), "clz %s,%s", rn[d],
		rn[s]);
	  break;
	case 3:
	  {
	    unsigned pos = fz_below (g->r, 32), size = 1 + fz_below (g->r, 32 - pos);
	    emit (g, (0x1fu << 26) | ((uint32_t) s << 21) | ((uint32_t) d << 16)
		  | ((size - 1) << 11) | (pos << 6), "ext %s,%s,%u,%u", rn[d],
		  rn[s], pos, size);
	    break;
	  }
	case 4:
	  {
	    /* An "ins" that is no guard (or is one, by chance).  */
	    unsigned pos = fz_below (g->r, 32), size = 1 + fz_below (g->r, 32 - pos);
	    emit (g, INS_ (d, s, pos, size), "ins %s,%s,%u,%u", rn[d], rn[s],
		  pos, size);
	    break;
	  }
	default:
	  emit (g, (0x1fu << 26) | R_ (0x20, 0, t, d, 0x02), "wsbh %s,%s",
		rn[d], rn[t]);
	}
      break;
    case 10:
      switch (fz_below (g->r, 6))
	{
	case 0: emit (g, R_ (0x18, s, t, 0, 0), "mult %s,%s", rn[s], rn[t]); break;
	case 1: emit (g, R_ (0x1b, s, t, 0, 0), "divu %s,%s", rn[s], rn[t]);
	  if (room (g, 1))
	    emit (g, R_ (0x34, t, 0, 0, 7), "teq %s,$0,7", rn[t]);
	  break;
	case 2: emit (g, R_ (0x10, 0, 0, d, 0), "mfhi %s", rn[d]); break;
	case 3: emit (g, R_ (0x12, 0, 0, d, 0), "mflo %s", rn[d]); break;
	case 4: emit (g, R_ (0x11, s, 0, 0, 0), "mthi %s", rn[s]); break;
	default: emit (g, (0x1cu << 26) | R_ (0x00, s, t, 0, 0), "madd %s,%s",
		       rn[s], rn[t]);
	}
      break;
    default:
      {
	/* Floating point: moves and arithmetic write no GPR but mfc1.  */
	unsigned f = fz_below (g->r, 32), f2 = fz_below (g->r, 32);
	switch (fz_below (g->r, 5))
	  {
	  case 0: emit (g, (0x11u << 26) | (4u << 21) | ((uint32_t) s << 16)
			| (f << 11), "mtc1 %s,$f%u", rn[s], f); break;
	  case 1: emit (g, (0x11u << 26) | ((uint32_t) d << 16) | (f << 11),
			"mfc1 %s,$f%u", rn[d], f); break;
	  case 2: emit (g, (0x11u << 26) | (0x10u << 21) | (f2 << 16)
			| (f << 11) | (f << 6), "add.s $f%u,$f%u,$f%u", f, f, f2);
	    break;
	  case 3: emit (g, (0x11u << 26) | (0x10u << 21) | (f2 << 16)
			| (f << 11) | 0x32, "c.eq.s $f%u,$f%u", f, f2); break;
	  default: emit (g, 0, "nop");
	  }
      }
    }
}

/* Nonzero if W reads memory: a load of base + displacement (not pref)
   or an indexed FP load.  */
static int
is_load (uint32_t w)
{
  unsigned op = w >> 26, fn = w & 0x3f;
  return (op >= 0x20 && op <= 0x26) || op == 0x30 || op == 0x31
	 || op == 0x35 || (op == 0x13 && (fn == 0 || fn == 1 || fn == 5));
}

/* A base register for a load: $24, $sp or $gp mostly (what protect code
   may use), now and then the code register, $31 or any other.  */
static unsigned
load_base (struct gb *g)
{
  unsigned p = fz_below (g->r, 20);
  return p < 8 ? DREG : p < 13 ? SP : p < 15 ? GP : p < 16 ? CREG
	 : p < 17 ? RA : reg_src (g);
}

/* Tag a load through BASE.  */
static void
tag_load_base (struct gb *g, unsigned base)
{
  if (base == GP)
    tag (g, "load-gp");
  else if (is_load_reg (base))
    tag (g, "loadreg-access");
  else if (base != DREG && base != SP)
    tag (g, "load-other-base");
}

/* An indexed FP load through BASE (lwxc1, ldxc1, luxc1: base + index,
   which protect code may not use and which checks nothing), or the prefx
   hint (which it may use).  */
static void
gen_indexed_load (struct gb *g, unsigned base)
{
  static const struct { const char *name; unsigned fn; } ix[] = {
    { "lwxc1", 0x00 }, { "ldxc1", 0x01 }, { "luxc1", 0x05 },
    { "lwxc1", 0x00 }, { "prefx", 0x0f }
  };
  unsigned k = fz_below (g->r, sizeof ix / sizeof ix[0]);
  unsigned i = fz_pct (g->r, 40) ? 0 : reg_src (g), f = fz_below (g->r, 32);
  if (ix[k].fn == 0x0f)
    {
      emit (g, (0x13u << 26) | ((uint32_t) base << 21) | ((uint32_t) i << 16)
	    | (f << 11) | 0x0f, "prefx %u,%s(%s)", f, rn[i], rn[base]);
      tag (g, "prefx");
      return;
    }
  emit (g, (0x13u << 26) | ((uint32_t) base << 21) | ((uint32_t) i << 16)
	| (f << 6) | ix[k].fn, "%s $f%u,%s(%s)", ix[k].name, f, rn[i],
	rn[base]);
  tag (g, "indexed-load");
}

/* A load through BASE (-1: any, $24, $sp or $gp mostly).  A load through
   $sp checks an adjustment; so does one through $24 (or a load register)
   an induction step.  Now and then an indexed load or prefx, or a pref
   (not if G->touch_only).  */
static void
gen_load (struct gb *g, int base)
{
  static const struct { const char *name; unsigned op, size, fp; } ld[] = {
    { "lw", 0x23, 4, 0 }, { "lb", 0x20, 1, 0 }, { "lh", 0x21, 2, 0 },
    { "lbu", 0x24, 1, 0 }, { "lhu", 0x25, 2, 0 }, { "lwl", 0x22, 1, 0 },
    { "lwr", 0x26, 1, 0 }, { "ll", 0x30, 4, 0 }, { "lwc1", 0x31, 4, 1 },
    { "ldc1", 0x35, 8, 1 }, { "pref", 0x33, 1, 1 }, { "lw", 0x23, 4, 0 }
  };
  if (base < 0)
    base = load_base (g);
  if (!g->touch_only && fz_pct (g->r, 8))
    {
      gen_indexed_load (g, base);
      return;
    }
  unsigned k = fz_below (g->r, sizeof ld / sizeof ld[0]);
  if (g->touch_only && ld[k].op == 0x33)
    k = 0;
  unsigned t = ld[k].fp ? fz_below (g->r, 32) : fz_pct (g->r, 20) ? 0
	       : reg_dst (g);
  int off = disp (g, ld[k].size);
  if (ld[k].op != 0x33)
    tag_load_base (g, base);
  if (ld[k].op == 0x33)
    emit (g, I_ (ld[k].op, base, t, off), "pref %u,%d(%s)", t, off, rn[base]);
  else if (ld[k].fp)
    emit (g, I_ (ld[k].op, base, t, off), "%s $f%u,%d(%s)", ld[k].name, t,
	  off, rn[base]);
  else
    emit (g, I_ (ld[k].op, base, t, off), "%s %s,%d(%s)", ld[k].name, rn[t],
	  off, rn[base]);
  if (base == SP && ld[k].op != 0x33)
    g->sp_adjusted = 0;
}

/* A store of any form through BASE (-1: a safe base, -2: any); not sc
   if G->touch_only.  */
static void
gen_store (struct gb *g, int base)
{
  static const struct { const char *name; unsigned op, size, fp; } st[] = {
    { "sw", 0x2b, 4, 0 }, { "sb", 0x28, 1, 0 }, { "sh", 0x29, 2, 0 },
    { "swl", 0x2a, 1, 0 }, { "swr", 0x2e, 1, 0 }, { "sc", 0x38, 4, 0 },
    { "swc1", 0x39, 4, 1 }, { "sdc1", 0x3d, 8, 1 }, { "sw", 0x2b, 4, 0 }
  };
  unsigned k = fz_below (g->r, sizeof st / sizeof st[0]);
  if (g->touch_only && st[k].op == 0x38)
    k = 0;
  unsigned t = st[k].fp ? fz_below (g->r, 32) : reg_src (g);
  int off = disp (g, st[k].size);
  if (base == -1)
    {
      unsigned p = fz_below (g->r, 20);
      base = p < 12 ? DREG : p < 17 ? SP : GP;
    }
  else if (base == -2)
    {
      base = reg_src (g);
      tag (g, "store-other-base");
    }
  if (st[k].op == 0x38 && t == (unsigned) base)
    t = 2;
  if (st[k].fp)
    emit (g, I_ (st[k].op, base, t, off), "%s $f%u,%d(%s)", st[k].name, t,
	  off, rn[base]);
  else
    emit (g, I_ (st[k].op, base, t, off), "%s %s,%d(%s)", st[k].name, rn[t],
	  off, rn[base]);
  if (st[k].op == 0x38)
    tag (g, "sc");
  if (is_load_reg ((unsigned) base))
    tag (g, "loadreg-access");
  if (base == SP)
    g->sp_adjusted = 0;
}

/* After a guard of a code register R ($15, $31), which takes the low
   bits of the address from elsewhere: "ins R,$0,0,2" clears them (a jump
   to an odd address switches to the MIPS16 instruction set, one to an
   address of 2 modulo 4 faults).  Usually; a hard case when not.  */
static void
clear_low (struct gb *g, unsigned r)
{
  if (room (g, 1) && (g->e->aligned_targets || !fz_pct (g->r, 10 + g->wild)))
    emit (g, INS_ (r, 0, 0, 2), "ins %s,$0,0,2", rn[r]);
  else
    tag (g, "low-bits-kept");
}

/* A guard making R (15 or 24) an address in its segment, from X; or,
   with probability WILD, a near miss.  */
static void
gen_guard (struct gb *g, unsigned r, unsigned x)
{
  unsigned seg = r == CREG ? CSEG : DSEG, B = g->e->seg_bits;
  int bad = fz_pct (g->r, g->wild);
  int ins = g->e->ins_scheme ? !fz_pct (g->r, bad ? 30 : 0)
	    : fz_pct (g->r, 30);
  if (r == DREG && induced (g, DREG) && !bad && room (g, 1))
    {
      /* A near pointer loses its segment bits in a guard: restore.  */
      emit (g, MOVE (DREG, GP), "move $24,$gp");
      g->induced &= ~(1u << DREG);
    }
  if (ins)
    {
      unsigned lsb = 0, size = B;
      if (bad)
	{
	  if (fz_pct (g->r, 50))
	    size = B + 1 + fz_below (g->r, 32 - B);
	  else
	    lsb = 1 + fz_below (g->r, 4), size = B - lsb;
	  tag (g, "bad-guard");
	}
      else if (fz_pct (g->r, 20))
	size = B - fz_below (g->r, 4);
      emit (g, INS_ (r, x, lsb, size), "ins %s,%s,%u,%u", rn[r], rn[x], lsb,
	    size);
      tag (g, "ins-guard");
      if (r == CREG)
	clear_low (g, r);
      return;
    }
  if (!room (g, 2))
    return;
  unsigned m = MASK, s = seg, o = r;
  if (bad)
    {
      switch (fz_below (g->r, 3))
	{
	case 0: m = 1 + fz_below (g->r, 14); break;
	case 1: s = seg == CSEG ? DSEG : CSEG; break;
	default: o = reg_ord (g); break;
	}
      tag (g, "bad-guard");
    }
  emit (g, AND (r, x, m), "and %s,%s,%s", rn[r], rn[x], rn[m]);
  if (g->n_mids < sizeof g->mids / sizeof g->mids[0])
    g->mids[g->n_mids++] = g->n;
  if (r == DREG && fz_pct (g->r, 2 * g->wild) && room (g, 2))
    {
      /* A load through the masked $24, its segment bits cleared.  */
      unsigned t = reg_ord (g);
      int off = disp (g, 4);
      emit (g, LW (t, off, DREG), "lw %s,%d($24)", rn[t], off);
      tag (g, "load-mid-guard");
    }
  emit (g, OR (r, o, s), "or %s,%s,%s", rn[r], rn[o], rn[s]);
  tag (g, "andor-guard");
  if (r == CREG)
    clear_low (g, r);
}

/* A register holding a value for a code guard.  Guards keep the low
   bits of the address, and a jump to an odd address switches the
   processor to the MIPS16 (or microMIPS) instruction set, whose code the
   verifier never checked: a hard case, so some targets are odd.  A jump
   to an address that is even but not a multiple of 4 raises an address
   error, which qemu-mips 7.2 does not turn into SIGBUS but aborts on
   ("unhandled CPU exception 0xc"): that ends only the batch's process,
   and few targets are so.  */
static unsigned
code_src (struct gb *g)
{
  unsigned x = reg_src (g), t = reg_ord (g), p = fz_below (g->r, 100);
  if (g->e->aligned_targets)
    p = 100;
  if (!room (g, 3))
    return x;
  if (p < 3)
    return x;
  emit (g, R_ (0x02, 0, x, t, 2), "srl %s,%s,2", rn[t], rn[x]);
  emit (g, R_ (0x00, 0, t, t, 2), "sll %s,%s,2", rn[t], rn[t]);
  if (p < 15 && room (g, 1))
    {
      emit (g, I_ (0x0d, t, t, 1), "ori %s,%s,1", rn[t], rn[t]);
      tag (g, "odd-target");
    }
  return t;
}

/* A branch or jump target: a word of this sequence (forward mostly),
   the middle of a guard, a jump-table entry, or somewhere it may not go.
   Sets IT's target.  */
static void
pick_target (struct gb *g, struct item *it, int may_abs)
{
  unsigned here = (unsigned) (it - g->it);
  unsigned p = fz_below (g->r, 100);
  if (p < 10 + g->wild / 2 && g->n_mids > 0)
    {
      it->target = g->mids[fz_below (g->r, g->n_mids)];
      tag (g, "branch-into-guard");
    }
  else if (p < 22 && may_abs)
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
      it->abs = fz_pct (g->r, 50) ? g->e->code_end : g->e->code_base
		+ g->e->seg_size / 2 + 4 * fz_below (g->r, 1024);
      tag (g, "branch-out");
    }
  else if (p < 27 && g->n_slots > 0)
    {
      /* Into a delay slot, which then runs without its transfer and
	 falls through (the slot of a "b" or "j" included).  */
      it->target = g->slots[fz_below (g->r, g->n_slots)];
      tag (g, "branch-into-slot");
    }
  else if (p < 30)
    it->target = here > 0 ? (int) fz_below (g->r, here) : 0;	/* Back.  */
  else
    it->target = here + 2 + fz_below (g->r, 8);	/* Resolved later.  */
}

/* The instruction in a delay slot: mostly what the verifier must see as
   executed (or annulled) before the transfer.  */
static void gen_one (struct gb *g, int in_slot);

static void gen_delay_1 (struct gb *g);
static void gen_loadreg_slot (struct gb *g);
static void loadreg_fill_slot (struct gb *g);

static void
gen_delay (struct gb *g)
{
  unsigned n = g->n;
  if (g->n_slots < sizeof g->slots / sizeof g->slots[0])
    g->slots[g->n_slots++] = n;
  gen_delay_1 (g);
  if (g->n > n && is_load (g->it[n].w))
    tag (g, "load-in-slot");
}

static void
gen_delay_1 (struct gb *g)
{
  if (g->slot_what && room (g, 1))
    {
      /* The step or access gen_loadreg_induction asked for.  */
      loadreg_fill_slot (g);
      return;
    }
  g->slot_what = 0;
  if (!room (g, 1))
    return;
  if (fz_pct (g->r, g->e->ins_scheme ? 12 : 3))
    {
      gen_loadreg_slot (g);
      return;
    }
  switch (fz_below (g->r, 10))
    {
    case 0: case 1: emit (g, NOP, "nop"); break;
    case 2: gen_store (g, -1); break;
    case 3:
      if (fz_pct (g->r, 50))
	emit (g, LW (0, 0, SP), "lw $0,0($sp)");
      else
	gen_load (g, -1);
      g->sp_adjusted = 0;
      break;
    case 4:
      if (fz_pct (g->r, g->wild * 3))
	{
	  int k = imm16 (g);
	  emit (g, ADDIU (SP, SP, k), "addiu $sp,$sp,%d", k);
	  tag (g, "sp-adjust-in-slot");
	  break;
	}
      /* Fall through.  */
    case 5:
      if (fz_pct (g->r, g->wild * 2))
	{
	  unsigned r = fz_pct (g->r, 50) ? CREG : DREG;
	  emit (g, AND (r, reg_ord (g), MASK), "and %s,%s,$12", rn[r],
		rn[reg_ord (g)]);
	  tag (g, "dedicated-in-slot");
	  break;
	}
      /* Fall through.  */
    default:
      gen_one (g, 1);
    }
}

/* A conditional branch (LIKELY: 1, a branch-likely; 0, another; -1,
   either) and its delay slot.  */
static void
gen_cond_branch_of (struct gb *g, int likely)
{
  static const struct { const char *name; uint32_t w; int two, likely; } br[] = {
    { "beq", 0x10000000, 1, 0 }, { "bne", 0x14000000, 1, 0 },
    { "blez", 0x18000000, 0, 0 }, { "bgtz", 0x1c000000, 0, 0 },
    { "bltz", 0x04000000, 0, 0 }, { "bgez", 0x04010000, 0, 0 },
    { "beql", 0x50000000, 1, 1 }, { "bnel", 0x54000000, 1, 1 },
    { "blezl", 0x58000000, 0, 1 }, { "bgtzl", 0x5c000000, 0, 1 },
    { "bltzl", 0x04020000, 0, 1 }, { "bgezl", 0x04030000, 0, 1 },
    { "bltzal", 0x04100000, 0, 0 }, { "bgezal", 0x04110000, 0, 0 },
    { "bc1f", 0x45000000, -1, 0 }, { "bc1t", 0x45010000, -1, 0 },
    { "bc1fl", 0x45020000, -1, 1 }, { "bc1tl", 0x45030000, -1, 1 }
  };
  unsigned k = fz_below (g->r, sizeof br / sizeof br[0]);
  while (likely >= 0 && br[k].likely != likely)
    k = fz_below (g->r, sizeof br / sizeof br[0]);
  unsigned s = fz_pct (g->r, 20) ? 0 : reg_src (g);
  unsigned t = fz_pct (g->r, 40) ? 0 : reg_src (g);
  uint32_t w = br[k].w;
  struct item *it;
  if (br[k].two >= 0)
    w |= (uint32_t) s << 21;
  if (br[k].two > 0)
    w |= (uint32_t) t << 16;
  if (br[k].two > 0)
    it = emit (g, w, "%s %s,%s,", br[k].name, rn[s], rn[t]);
  else if (br[k].two == 0)
    it = emit (g, w, "%s %s,", br[k].name, rn[s]);
  else
    it = emit (g, w, "%s ", br[k].name);
  it->how = T_REL;
  pick_target (g, it, 1);
  if (br[k].likely)
    tag (g, "branch-likely");
  if ((w & 0xfc1e0000) == 0x04100000)
    tag (g, "link");
  gen_delay (g);
}

static void
gen_cond_branch (struct gb *g)
{
  gen_cond_branch_of (g, -1);
}

/* The hard cases, several words each.  */

/* A prefetch through R (pref with a hint the verifier allows): no
   access, so no check of R.  */
static void
emit_pref (struct gb *g, unsigned r, int off)
{
  static const unsigned hint[] = { 0, 1, 4, 5, 6, 7 };
  unsigned h = hint[fz_below (g->r, sizeof hint / sizeof hint[0])];
  emit (g, I_ (0x33, r, h, off), "pref %u,%d(%s)", h, off, rn[r]);
}

/* Adjust a pointer R ($sp, $24 or a load register) N times by about 32
   KiB in one direction, each step "checked" by an access the machine
   may not perform: a branch-likely's delay slot that is annulled (the
   branch is never taken), a store-conditional without a reservation, or
   a pref.  Then store through it, or load.  A verifier that counts such
   an access as a check lets the pointer walk out of the segment and its
   guard zones.  */
static void
gen_walk_of (struct gb *g, unsigned r)
{
  int up = fz_pct (g->r, 50), step = up ? 0x7ff0 : -0x8000;
  unsigned n = 2 + fz_below (g->r, 7), kind = fz_below (g->r, 4);
  tag (g, kind == 0 ? "walk-sc" : kind == 1 ? "walk-annulled-slot"
       : kind == 2 ? "walk-mixed" : "walk-pref");
  if (r != SP)
    g->induced |= 1u << r;
  for (unsigned i = 0; i < n && room (g, 4); i++)
    {
      unsigned c = kind == 2 ? fz_below (g->r, 3) : kind;
      emit (g, ADDIU (r, r, step), "addiu %s,%s,%d", rn[r], rn[r], step);
      if (c == 0)
	emit (g, I_ (0x38, r, 2, 0), "sc $2,0(%s)", rn[r]);
      else if (c >= 2)
	emit_pref (g, r, 0);
      else
	{
	  static const struct { const char *name; uint32_t w; } nt[] = {
	    { "bnel $0,$0,", 0x54000000 }, { "bltzl $0,", 0x04020000 },
	    { "bgtzl $0,", 0x5c000000 }, { "bnel $2,$2,", 0x54420000 },
	    { "beql $2,$3,", 0x50430000 }, { "bgezl $2,", 0x04430000 }
	  };
	  unsigned k = fz_below (g->r, sizeof nt / sizeof nt[0]);
	  struct item *it = emit (g, nt[k].w, "%s", nt[k].name);
	  it->how = T_REL;
	  it->target = g->n + 1;
	  if (fz_pct (g->r, 50))
	    emit (g, LW (0, 0, r), "lw $0,0(%s)", rn[r]);
	  else
	    emit (g, SW (2, 0, r), "sw $2,0(%s)", rn[r]);
	}
    }
  if (room (g, 1))
    {
      if (fz_pct (g->r, 50))
	emit (g, SW (3, 0, r), "sw $3,0(%s)", rn[r]);
      else
	{
	  emit (g, LW (3, 0, r), "lw $3,0(%s)", rn[r]);
	  tag (g, "walk-load");
	}
    }
}

/* A walk of $sp or $24.  */
static void
gen_walk (struct gb *g)
{
  gen_walk_of (g, fz_pct (g->r, 70) ? SP : DREG);
}

/* A delay slot entered by a branch: it runs without its transfer and
   falls through to the next instruction, the slot of an unconditional
   "b" or "j" too.  The entering branch's own slot makes $24 or $15 an
   unguarded copy of another register, and after the entered slot comes
   a store, a load or a jump through it.  A verifier that dropped the
   fall-through edge of every slot of a transfer that always leaves
   accepted this (the red team's module; sfi.verifier/
   bad-slot-entered-store.s).  */
static void
gen_slot_entry (struct gb *g)
{
  if (!room (g, 8))
    return;
  unsigned r = fz_pct (g->r, 60) ? DREG : CREG, x = reg_src (g);
  struct item *in = emit (g, I_ (0x05, x, 0, 0), "bne %s,$0,", rn[x]);
  in->how = T_REL;
  emit (g, ADDIU (r, x, 0), "addiu %s,%s,0", rn[r], rn[x]);
  struct item *away;
  if (fz_pct (g->r, 50))
    {
      away = emit (g, I_ (0x04, 0, 0, 0), "b ");
      away->how = T_REL;
    }
  else
    {
      away = emit (g, 0x08000000, "j ");
      away->how = T_ABS26;
    }
  in->target = (int) g->n;
  away->target = (int) g->n + 2 + (int) fz_below (g->r, 6);
  emit (g, NOP, "nop");
  if (r == CREG)
    {
      emit (g, JR (CREG), "jr $15");
      emit (g, NOP, "nop");
    }
  else if (fz_pct (g->r, 50))
    emit (g, SW (2, 0, DREG), "sw $2,0($24)");
  else
    emit (g, LW (2, 0, DREG), "lw $2,0($24)");
  tag (g, "slot-entry");
}

/* A load-linked / store-conditional pair through $24 or $sp.  */
static void
gen_llsc (struct gb *g)
{
  unsigned b = fz_pct (g->r, 70) ? DREG : SP;
  int off = disp (g, 4);
  unsigned t = reg_ord (g), u = reg_ord (g);
  if (!room (g, 4))
    return;
  emit (g, I_ (0x30, b, t, off), "ll %s,%d(%s)", rn[t], off, rn[b]);
  if (fz_pct (g->r, 50))
    emit (g, ADDIU (u, t, 1), "addiu %s,%s,1", rn[u], rn[t]);
  emit (g, I_ (0x38, b, u, off), "sc %s,%d(%s)", rn[u], off, rn[b]);
  tag (g, "ll-sc");
}

/* A jump through $15 (usually after a guard), $31 or another register,
   with or without a link.  */
static void
gen_indirect (struct gb *g)
{
  unsigned p = fz_below (g->r, 100), r;
  if (p < 55)
    {
      gen_guard (g, CREG, code_src (g));
      r = CREG;
    }
  else if (p < 70)
    r = CREG;
  else if (p < 90)
    r = RA, tag (g, "jr-ra");
  else
    r = reg_src (g), tag (g, "jr-other");
  if (!room (g, 2))
    return;
  if (fz_pct (g->r, 30))
    {
      unsigned d = fz_pct (g->r, 85) ? RA : reg_dst (g);
      emit (g, R_ (0x09, r, 0, d, 0), "jalr %s,%s", rn[d], rn[r]);
    }
  else
    emit (g, JR (r), "jr %s", rn[r]);
  gen_delay (g);
}

/* A direct jump: to a word of the sequence or to the jump table.  */
static void
gen_jump (struct gb *g)
{
  int link = fz_pct (g->r, 40);
  struct item *it = emit (g, link ? 0x0c000000 : 0x08000000, "%s ",
			  link ? "jal" : "j");
  it->how = T_ABS26;
  pick_target (g, it, 1);
  if (fz_pct (g->r, 40))
    {
      it->target = TGT_ABS;
      it->abs = g->e->jt_safe[fz_below (g->r, g->e->n_jt_safe)];
      tag (g, "to-jump-table");
    }
  gen_delay (g);
}

/* Writes of $31: links, the valid-return-address forms, and others.  */
static void
gen_ra (struct gb *g)
{
  switch (fz_below (g->r, 4))
    {
    case 0:
      {
	unsigned x = code_src (g);
	emit (g, INS_ (RA, x, 0, g->e->seg_bits), "ins $31,%s,0,%u", rn[x],
	      g->e->seg_bits);
	clear_low (g, RA);
	break;
      }
    case 1:
      emit (g, MOVE (RA, CREG), "move $31,$15");
      break;
    case 2:
      {
	int off = disp (g, 4);
	emit (g, LW (RA, off, SP), "lw $31,%d($sp)", off);
	if (g->e->ra_valid && room (g, 2) && !fz_pct (g->r, g->wild * 2))
	  {
	    emit (g, INS_ (RA, 1, 0, g->e->seg_bits), "ins $31,$1,0,%u",
		  g->e->seg_bits);
	    clear_low (g, RA);
	  }
	break;
      }
    default:
      {
	struct item *it = emit (g, 0x04110000, "bal ");
	it->how = T_REL;
	pick_target (g, it, 0);
	tag (g, "link");
	gen_delay (g);
      }
    }
  tag (g, "write-ra");
}

/* $sp: an adjustment and (usually) the access that checks it, or a move
   from a guarded $24, or another write.  */
static void
gen_sp (struct gb *g)
{
  unsigned p = fz_below (g->r, 100);
  if (p < 60)
    {
      int k = fz_pct (g->r, 50) ? -8 * (int) (1 + fz_below (g->r, 64))
	      : imm16 (g);
      emit (g, ADDIU (SP, SP, k), "addiu $sp,$sp,%d", k);
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
	emit (g, MOVE (SP, DREG), "move $sp,$24");
      tag (g, "sp-move");
    }
  else
    {
      unsigned s = reg_src (g);
      emit (g, MOVE (SP, s), "move $sp,%s", rn[s]);
      tag (g, "sp-write");
    }
}

/* The step of an induction pointer: small, a multiple of 4 up to 32
   (upward for $24, in direction UP for a load register R), of about 32
   KiB in direction UP (EXTREME: a few steps leave the segment), or any
   16-bit value.  */
static int
step_k (struct gb *g, unsigned r, int extreme, int up)
{
  static const int big[] = { 0x7ff0, 0x7ff8, 0x7ffc, 0x7fff };
  if (extreme && !fz_pct (g->r, 10))
    return up ? big[fz_below (g->r, 3) + fz_pct (g->r, 10)]
	   : fz_pct (g->r, 80) ? -0x8000 : -0x7ff8;
  if (fz_pct (g->r, 70))
    return 4 * (int) (1 + fz_below (g->r, 8)) * (r == DREG || up ? 1 : -1);
  return imm16 (g);
}

/* The step "addiu R,R,K" of induction pointer R.  */
static void
emit_step (struct gb *g, unsigned r, int k)
{
  emit (g, ADDIU (r, r, k), "addiu %s,%s,%d", rn[r], rn[r], k);
  g->induced |= 1u << r;
}

/* Induction steps of R ($24 or a load register), each used by an
   access (of any form; for a load register mostly one that always
   touches memory), but now and then not; EXTREME: more steps, of about
   32 KiB in one direction, which run out of the segment into a guard
   zone, where the access must fault.  */
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

/* Induction steps of $24.  */
static void
gen_induction (struct gb *g)
{
  gen_induction_of (g, DREG, 0);
}

/* The load registers (mips-abi.h: $14, $11 and $10): in protect code of
   the "ins" scheme more data address registers, with the states of $24
   but the masked one.  Every entry makes them the data segment base;
   "ins R,X,0,SIZE" (SIZE at most log2 of the segment size) keeps a
   valid one valid and makes any other bad, "addiu R,R,K" is the
   induction step, "move R,$gp" makes R valid, and nothing else may write
   them; loads and stores go through them unguarded where they are
   valid, stepped or near, and every transfer the verifier cannot follow
   needs them valid.  The generators do not depend on the policy: in
   and/or code ($14 is the data segment base there) and in sandbox code
   of the "ins" scheme (ordinary registers) the same sequences test that
   nothing else trusts them.  */

/* A load register: $14 mostly.  */
static unsigned
lreg (struct gb *g)
{
  return fz_pct (g->r, 60) ? load_regs[0]
	 : load_regs[fz_below (g->r, N_LOAD_REGS)];
}

/* "move L,$gp", in one of its forms ("addu" or "or" of $gp and $0,
   either order): L valid again.  */
static void
loadreg_reset (struct gb *g, unsigned L)
{
  int o = fz_pct (g->r, 30), swap = fz_pct (g->r, 30);
  unsigned s = swap ? 0 : GP, t = swap ? GP : 0;
  emit (g, o ? OR (L, s, t) : ADDU (L, s, t), "%s %s,%s,%s",
	o ? "or" : "addu", rn[L], rn[s], rn[t]);
  g->induced &= ~(1u << L);
  tag (g, "loadreg-reset");
}

/* The guard of load register L from X, of a width that keeps its
   segment bits: the segment's, now and then narrower (down to one
   bit).  If L was stepped, it is no longer in the segment for sure, and
   the guard makes it bad: with probability RESET percent "move L,$gp"
   comes first.  */
static void
loadreg_guard (struct gb *g, unsigned L, unsigned x, unsigned reset)
{
  unsigned B = g->e->seg_bits, size = B;
  if (induced (g, L))
    {
      if (fz_pct (g->r, reset) && room (g, 2))
	loadreg_reset (g, L);
      else
	tag (g, "loadreg-step-ins");
    }
  if (fz_pct (g->r, 35))
    size = fz_pct (g->r, 50) ? B - fz_below (g->r, 4) : 1 + fz_below (g->r, B);
  emit (g, INS_ (L, x, 0, size), "ins %s,%s,0,%u", rn[L], rn[x], size);
  tag (g, "loadreg-guard");
}

/* One word near a step or a "move L,$gp", but neither: "addiu L,S,K"
   with S another register ($gp, $24, another load register ...),
   "addi L,L,K", a move from another register, an addition or "or" of
   $gp and a register other than $0, "addiu L,$gp,K", another operation
   of $gp and $0.  */
static void
loadreg_near_step (struct gb *g, unsigned L)
{
  static const unsigned from[] = { 4, DREG, SP, CREG, RA, 0, 2, 5 };
  unsigned s = from[fz_below (g->r, sizeof from / sizeof from[0])];
  const char *l = rn[L];
  int k = step_k (g, L, fz_pct (g->r, 30), fz_pct (g->r, 50));
  switch (fz_below (g->r, 7))
    {
    case 0: case 1:
      {
	/* From another base.  */
	unsigned b = fz_pct (g->r, 30) ? GP : fz_pct (g->r, 30) ? s
		     : fz_pct (g->r, 50) ? DREG : lreg (g);
	if (b == L)
	  b = GP;
	if (b == GP && fz_pct (g->r, 40))
	  k = 0;
	emit (g, ADDIU (L, b, k), "addiu %s,%s,%d", l, rn[b], k);
	break;
      }
    case 2:
      emit (g, I_ (0x08, L, L, k), "addi %s,%s,%d", l, l, k);
      break;
    case 3:
      {
	/* "move L,$4" and the like (another load register too).  */
	if (fz_pct (g->r, 25))
	  s = lreg (g);
	int o = fz_pct (g->r, 30);
	emit (g, o ? OR (L, 0, s) : MOVE (L, s), o ? "or %s,$0,%s"
	      : "move %s,%s", l, rn[s]);
	break;
      }
    case 4:
      {
	/* "addu L,$gp,$5", "or L,$gp,$gp" and the like.  */
	unsigned t = s == 0 ? GP : s;
	int o = fz_pct (g->r, 30), swap = fz_pct (g->r, 30);
	emit (g, o ? OR (L, swap ? t : GP, swap ? GP : t)
	      : ADDU (L, swap ? t : GP, swap ? GP : t), "%s %s,%s,%s",
	      o ? "or" : "addu", l, rn[swap ? t : GP], rn[swap ? GP : t]);
	break;
      }
    case 5:
      {
	static const struct { const char *name; unsigned fn; } op[] = {
	  { "subu", 0x23 }, { "xor", 0x26 }, { "add", 0x20 }, { "movz", 0x0a }
	};
	unsigned j = fz_below (g->r, sizeof op / sizeof op[0]);
	emit (g, R_ (op[j].fn, GP, 0, L, 0), "%s %s,$gp,$0", op[j].name, l);
	break;
      }
    default:
      /* A step of another load register written into L.  */
      s = lreg (g);
      if (s == L)
	s = load_regs[(L == load_regs[0]) ? 1 % N_LOAD_REGS : 0];
      if (s == L)
	s = GP;
      emit (g, ADDIU (L, s, k), "addiu %s,%s,%d", l, rn[s], k);
    }
  tag (g, "loadreg-near-step");
}

/* One word that writes load register L other than by its guard, its
   step or "move L,$gp": a guard too wide (it takes segment bits from X)
   or at another position, ext, near misses of the step and of the move,
   and every other kind of write.  */
static void
loadreg_bad_write (struct gb *g, unsigned L)
{
  unsigned B = g->e->seg_bits, x = reg_src (g), t = reg_src (g);
  const char *l = rn[L];
  switch (fz_below (g->r, 16))
    {
    case 0: case 1: case 2:
      {
	unsigned size = B + 1 + fz_below (g->r, 32 - B);
	if (fz_pct (g->r, 40))
	  size = B + 1 + fz_below (g->r, 4 < 32 - B ? 4 : 32 - B);
	emit (g, INS_ (L, x, 0, size), "ins %s,%s,0,%u", l, rn[x], size);
	tag (g, "loadreg-wide-guard");
	return;
      }
    case 3: case 4:
      {
	/* "ins $14,X,8,16" and the like: a position other than 0.  */
	unsigned lsb = fz_pct (g->r, 30) ? 8 : 1 + fz_below (g->r, 31);
	unsigned size = lsb == 8 && fz_pct (g->r, 50) ? 16
			: 1 + fz_below (g->r, 32 - lsb);
	emit (g, INS_ (L, x, lsb, size), "ins %s,%s,%u,%u", l, rn[x], lsb,
	      size);
	tag (g, "loadreg-bad-guard");
	return;
      }
    case 5:
      {
	unsigned pos = fz_pct (g->r, 50) ? 0 : fz_below (g->r, 32);
	unsigned size = pos + B <= 32 && fz_pct (g->r, 50) ? B
			: 1 + fz_below (g->r, 32 - pos);
	emit (g, EXT_ (L, x, pos, size), "ext %s,%s,%u,%u", l, rn[x], pos,
	      size);
	break;
      }
    case 6: case 7:
      loadreg_near_step (g, L);
      break;
    case 8:
      {
	static const struct { const char *name; unsigned fn; } r3[] = {
	  { "addu", 0x21 }, { "subu", 0x23 }, { "or", 0x25 }, { "xor", 0x26 },
	  { "and", 0x24 }, { "movz", 0x0a }, { "movn", 0x0b }
	};
	unsigned k = fz_below (g->r, sizeof r3 / sizeof r3[0]);
	unsigned s = fz_pct (g->r, 50) ? L : x;
	/* Not "move L,$gp".  */
	if ((s == GP && t == 0) || (s == 0 && t == GP))
	  t = 5;
	emit (g, R_ (r3[k].fn, s, t, L, 0), "%s %s,%s,%s", r3[k].name, l,
	      rn[s], rn[t]);
	break;
      }
    case 9:
      {
	/* From another register, a load register among them (not $gp:
	   "move L,$gp" is valid).  */
	unsigned s = fz_pct (g->r, 30) ? lreg (g) : x;
	if (s == GP)
	  s = 4;
	emit (g, MOVE (L, s), "move %s,%s", l, rn[s]);
	break;
      }
    case 10:
      {
	/* The data segment's upper half, one next to it, or anything.  */
	static const int delta[] = { 0, 1, -1, 2, -2, 16, 17, -17, 32 };
	unsigned v = (uint32_t) (g->e->data_base >> 16)
		     + delta[fz_below (g->r, sizeof delta / sizeof delta[0])];
	if (fz_pct (g->r, 20))
	  v = fz_next (g->r);
	v &= 0xffff;
	emit (g, I_ (0x0f, 0, L, v), "lui %s,0x%x", l, v);
	break;
      }
    case 11:
      {
	static const struct { const char *name; unsigned op, size; } ld[] = {
	  { "lw", 0x23, 4 }, { "lh", 0x21, 2 }, { "lwl", 0x22, 1 },
	  { "lwr", 0x26, 1 }, { "ll", 0x30, 4 }, { "lw", 0x23, 4 }
	};
	unsigned k = fz_below (g->r, sizeof ld / sizeof ld[0]);
	unsigned b = fz_pct (g->r, 40) ? lreg (g)
		     : fz_pct (g->r, 50) ? DREG : fz_pct (g->r, 50) ? SP : GP;
	int off = disp (g, ld[k].size);
	emit (g, I_ (ld[k].op, b, L, off), "%s %s,%d(%s)", ld[k].name, l, off,
	      rn[b]);
	break;
      }
    case 12:
      {
	unsigned b = fz_pct (g->r, 50) ? DREG : L;
	int off = disp (g, 4);
	emit (g, I_ (0x38, b, L, off), "sc %s,%d(%s)", l, off, rn[b]);
	tag (g, "sc");
	break;
      }
    case 13:
      switch (fz_below (g->r, 4))
	{
	case 0: emit (g, R_ (0x10, 0, 0, L, 0), "mfhi %s", l); break;
	case 1: emit (g, R_ (0x12, 0, 0, L, 0), "mflo %s", l); break;
	default:
	  {
	    unsigned f = fz_below (g->r, 32);
	    emit (g, (0x11u << 26) | ((uint32_t) L << 16) | (f << 11),
		  "mfc1 %s,$f%u", l, f);
	  }
	}
      break;
    case 14:
      switch (fz_below (g->r, 4))
	{
	case 0:
	  emit (g, (0x1fu << 26) | R_ (0x20, 0, x, L, 0x10), "seb %s,%s", l,
		rn[x]);
	  break;
	case 1:
	  emit (g, (0x1fu << 26) | R_ (0x20, 0, x, L, 0x02), "wsbh %s,%s", l,
		rn[x]);
	  break;
	case 2:
	  emit (g, (0x1cu << 26) | R_ (0x02, x, t, L, 0), "mul %s,%s,%s", l,
		rn[x], rn[t]);
	  break;
	default:
	  {
	    unsigned sa = fz_below (g->r, 32);
	    emit (g, R_ (0x00, 0, L, L, sa), "sll %s,%s,%u", l, l, sa);
	  }
	}
      break;
    default:
      {
	static const struct { const char *name; unsigned op; } imm[] = {
	  { "addiu", 0x09 }, { "ori", 0x0d }, { "xori", 0x0e }, { "andi", 0x0c }
	};
	unsigned k = fz_below (g->r, sizeof imm / sizeof imm[0]);
	unsigned s = fz_pct (g->r, 50) ? L : x;
	int v = imm16 (g);
	if (imm[k].op != 0x09)
	  v &= 0xffff;
	else if (s == L)
	  s = GP;		/* Not the step "addiu L,L,K".  */
	emit (g, I_ (imm[k].op, s, L, v), "%s %s,%s,%d", imm[k].name, l,
	      rn[s], v);
      }
    }
  tag (g, "loadreg-write");
}

/* A load or store of any form through load register L, with any
   displacement (only forms that always touch memory if
   G->touch_only).  */
static void
loadreg_access (struct gb *g, unsigned L)
{
  if (fz_pct (g->r, 50))
    gen_store (g, L);
  else
    gen_load (g, L);
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
   checks no step: a pref, a store-conditional (without a reservation),
   or (not IN_SLOT) a load or store in the annulled delay slot of a
   branch-likely that is never taken.  */
static void
loadreg_notouch (struct gb *g, unsigned L, int in_slot)
{
  unsigned p = fz_below (g->r, in_slot ? 2 : 3);
  int off = fz_pct (g->r, 50) ? 0 : disp (g, 4);
  if (p == 0)
    {
      emit_pref (g, L, off);
      tag (g, "loadreg-pref");
    }
  else if (p == 1)
    {
      emit (g, I_ (0x38, L, 2, off), "sc $2,%d(%s)", off, rn[L]);
      tag (g, "sc");
    }
  else if (room (g, 2))
    {
      struct item *it = emit (g, 0x54000000, "bnel $0,$0,");
      it->how = T_REL;
      it->target = g->n + 1;
      if (g->n_slots < sizeof g->slots / sizeof g->slots[0])
	g->slots[g->n_slots++] = g->n;
      emit (g, LW (0, off, L), "lw $0,%d(%s)", off, rn[L]);
      tag (g, "loadreg-annulled");
    }
}

enum { SLOT_STEP = 1, SLOT_ACCESS, SLOT_NOTOUCH };

/* The delay slot gen_loadreg_induction asked for (G->slot_what of
   G->slot_reg): a step, an access that touches memory, or one that may
   not.  */
static void
loadreg_fill_slot (struct gb *g)
{
  unsigned L = g->slot_reg;
  int what = g->slot_what;
  g->slot_what = 0;
  if (what == SLOT_STEP)
    {
      emit_step (g, L, step_k (g, L, fz_pct (g->r, 30), fz_pct (g->r, 50)));
      tag (g, "loadreg-step-in-slot");
    }
  else if (what == SLOT_ACCESS)
    {
      loadreg_touch (g, L);
      tag (g, "loadreg-in-slot");
    }
  else
    loadreg_notouch (g, L, 1);
}

/* One word with a load register in a delay slot: an access through it,
   its guard, its step, "move R,$gp", or another write.  */
static void
gen_loadreg_slot (struct gb *g)
{
  unsigned p = fz_below (g->r, 100), L = lreg (g);
  if (p < 50)
    loadreg_access (g, L);
  else if (p < 68)
    loadreg_guard (g, L, reg_src (g), 0);
  else if (p < 80)
    {
      emit_step (g, L, step_k (g, L, fz_pct (g->r, 30), fz_pct (g->r, 50)));
      tag (g, "loadreg-step-in-slot");
    }
  else if (p < 86)
    loadreg_reset (g, L);
  else if (p < 92)
    loadreg_near_step (g, L);
  else
    loadreg_bad_write (g, L);
  tag (g, "loadreg-in-slot");
}

/* A transfer after a step of a load register: a call or an indirect
   jump (through $15 or $31, a return), a direct jump (j or jal), a
   conditional branch, a likely one too.  Only direct jumps and
   branches let a stepped load register through.  */
static void
loadreg_transfer (struct gb *g)
{
  switch (fz_below (g->r, 5))
    {
    case 0: gen_indirect (g); break;
    case 1: gen_jump (g); break;
    case 2:
      if (room (g, 2))
	{
	  emit (g, JR (RA), "jr $31");
	  gen_delay (g);
	  tag (g, "jr-ra");
	}
      break;
    default: gen_cond_branch (g);
    }
}

/* Induction steps of load register L that stress the rule: chains of
   steps and accesses (small steps, or steps of about 32 KiB that run
   out of the segment into a guard zone, where the access faults); two
   steps with no access between; steps "checked" by no access (pref,
   sc, an annulled slot: gen_walk_of); a step before a transfer (a call,
   jalr, jr, a return, a jump, a branch), in a delay slot (of a
   branch-likely too), or followed by an access (or a pref or sc) in
   one; a step then a guard (which makes a stepped register bad, unless
   "move L,$gp" comes first); "move L,$gp" and its near misses.  Then,
   mostly, an access through L.  */
static void
gen_loadreg_induction (struct gb *g, unsigned L)
{
  unsigned p = fz_below (g->r, 100);
  int up = fz_pct (g->r, 50), big = fz_pct (g->r, 40);
  if (!room (g, 10))
    return;
  tag (g, "loadreg-step");
  if (p < 30)
    gen_induction_of (g, L, fz_pct (g->r, 50));
  else if (p < 38)
    {
      /* Two steps, no access between.  */
      emit_step (g, L, step_k (g, L, big, up));
      emit_step (g, L, step_k (g, L, big, up));
      tag (g, "loadreg-step-twice");
    }
  else if (p < 48)
    {
      /* Steps that no access checks.  */
      if (fz_pct (g->r, 50))
	gen_walk_of (g, L);
      else
	{
	  emit_step (g, L, step_k (g, L, big, up));
	  loadreg_notouch (g, L, 0);
	  if (fz_pct (g->r, 50))
	    emit_step (g, L, step_k (g, L, big, up));
	}
    }
  else if (p < 62)
    {
      /* A step (and an access, or not), then a transfer.  */
      emit_step (g, L, step_k (g, L, big, up));
      if (fz_pct (g->r, 50))
	loadreg_touch (g, L);
      loadreg_transfer (g);
      tag (g, "loadreg-step-transfer");
    }
  else if (p < 84)
    {
      /* A step in a delay slot (of a branch-likely too), or a step and
	 an access (or a pref or sc) in one.  */
      g->slot_reg = L;
      if (p < 74)
	g->slot_what = SLOT_STEP;
      else
	{
	  emit_step (g, L, step_k (g, L, big, up));
	  g->slot_what = fz_pct (g->r, 70) ? SLOT_ACCESS : SLOT_NOTOUCH;
	}
      if (fz_pct (g->r, 60))
	gen_cond_branch_of (g, fz_pct (g->r, 50) ? 1 : -1);
      else
	loadreg_transfer (g);
      g->slot_what = 0;
    }
  else if (p < 92)
    {
      /* A step (and an access, or not), then a guard.  */
      emit_step (g, L, step_k (g, L, big, up));
      if (fz_pct (g->r, 50))
	loadreg_touch (g, L);
      loadreg_guard (g, L, reg_src (g), 50);
    }
  else
    {
      /* After a step (and an access) or not, "move L,$gp" or a near
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
  if (room (g, 1) && !fz_pct (g->r, 15))
    {
      if (fz_pct (g->r, 70))
	loadreg_touch (g, L);
      else
	loadreg_access (g, L);
    }
}

/* A load register: an induction walk of it (gen_loadreg_induction), a
   guard (from a register, a value loaded or computed), a near miss,
   another write, or nothing; then accesses through the load registers,
   some after a branch.  */
static void
gen_loadreg (struct gb *g)
{
  unsigned p = fz_below (g->r, 100), L = lreg (g);
  const char *l = rn[L];
  if (fz_pct (g->r, 35))
    gen_loadreg_induction (g, L);
  else if (fz_pct (g->r, 8 + 2 * g->wild))
    {
      if (p < 20 && room (g, 3))
	{
	  /* An address outside: past the guard zones, or anything
	     worth it (the code, host memory, the segment).  */
	  uint64_t a = p < 10 ? g->e->data_end + SFI_GUARD_SIZE + 0x100
		       : p < 15 ? g->e->data_base - SFI_GUARD_SIZE - 0x100
		       : g->e->interesting[fz_below (g->r, g->e->n_interesting)];
	  uint32_t v = (uint32_t) a;
	  emit (g, I_ (0x0f, 0, L, v >> 16), "lui %s,0x%x", l, v >> 16);
	  emit (g, I_ (0x0d, L, L, v & 0xffff), "ori %s,%s,0x%x", l, l,
		v & 0xffff);
	  tag (g, "loadreg-write");
	}
      else if (p < 35)
	loadreg_near_step (g, L);
      else
	loadreg_bad_write (g, L);
      if (room (g, 1))
	/* Through it, now.  */
	loadreg_access (g, L);
    }
  else if (p < 50 && room (g, 3))
    {
      /* Guard a value: a register's, one loaded (through a load
	 register too) or computed.  */
      unsigned x = reg_src (g);
      if (fz_pct (g->r, 30))
	{
	  unsigned t = reg_ord (g);
	  unsigned b = fz_pct (g->r, 40) ? lreg (g)
		       : fz_pct (g->r, 50) ? DREG : fz_pct (g->r, 50) ? SP : GP;
	  int off = disp (g, 4);
	  emit (g, LW (t, off, b), "lw %s,%d(%s)", rn[t], off, rn[b]);
	  x = t;
	}
      else if (fz_pct (g->r, 25))
	{
	  unsigned t = reg_ord (g);
	  int k = imm16 (g);
	  emit (g, ADDIU (t, x, k), "addiu %s,%s,%d", rn[t], rn[x], k);
	  x = t;
	}
      else if (fz_pct (g->r, 15))
	x = lreg (g);
      loadreg_guard (g, L, x, 90 - g->wild);
    }
  /* Else the load registers as they are: the entry's, or an earlier
     guard's.  */
  unsigned n = 1 + fz_below (g->r, 3);
  for (unsigned i = 0; i < n && room (g, 3); i++)
    {
      if (fz_pct (g->r, 20))
	gen_cond_branch (g);
      if (room (g, 1))
	loadreg_access (g, lreg (g));
    }
  tag (g, "loadreg");
}

/* One instruction or hard case.  IN_SLOT: it fills a delay slot, so it
   must be a single word.  */
static void
gen_one (struct gb *g, int in_slot)
{
  if (!in_slot && fz_pct (g->r, g->e->ins_scheme ? 6 : 2))
    {
      gen_loadreg (g);
      return;
    }
  unsigned p = fz_below (g->r, in_slot ? 55 : 100);
  if (p < 21)
    gen_alu (g);
  else if (p < 33)
    gen_load (g, -1);
  else if (p < 47)
    gen_store (g, fz_pct (g->r, g->wild) ? -2 : -1);
  else if (p < 52)
    {
      if (in_slot)
	emit (g, NOP, "nop");
      else
	gen_guard (g, DREG, reg_src (g));
    }
  else if (p < 55)
    {
      if (in_slot)
	emit (g, LW (0, 0, SP), "lw $0,0($sp)");
      else
	gen_guard (g, CREG, code_src (g));
    }
  else if (p < 63)
    gen_sp (g);
  else if (p < 67)
    gen_induction (g);
  else if (p < 77)
    gen_cond_branch (g);
  else if (p < 81)
    gen_jump (g);
  else if (p < 85)
    gen_indirect (g);
  else if (p < 88)
    gen_llsc (g);
  else if (p < 91)
    gen_ra (g);
  else if (p < 93)
    emit (g, fz_pct (g->r, 50) ? SFI_MIPS_TRAP_INSN : 0x0000000f,
	  fz_pct (g->r, 50) ? "teq $0,$0" : "sync");
  else if (p < 95)
    gen_walk (g);
  else if (p < 96)
    gen_slot_entry (g);
  else
    {
      /* A write of $gp or of the mask and segment registers.  */
      unsigned r = fz_pct (g->r, 50) ? GP : 12 + fz_below (g->r, 3);
      unsigned s = reg_src (g);
      if (fz_pct (g->r, 100 - g->wild))
	emit (g, ADDU (reg_ord (g), r, s), "addu %s,%s,%s", rn[reg_ord (g)],
	      rn[r], rn[s]);
      else
	{
	  emit (g, ADDU (r, r, s), "addu %s,%s,%s", rn[r], rn[r], rn[s]);
	  tag (g, "write-dedicated");
	}
    }
}

/* The end of a sequence: back to the host through the jump table's
   return entry, or through $31 (which the dispatcher made valid).  */
static void
gen_epilogue (struct gb *g)
{
  g->epi = g->n;
  /* Make $sp, $24 and the load registers fit for a transfer (a near
     miss, sometimes not).  */
  if (g->sp_adjusted && !fz_pct (g->r, g->wild))
    emit (g, LW (0, 0, SP), "lw $0,0($sp)");
  if (induced (g, DREG) && !fz_pct (g->r, g->wild))
    emit (g, MOVE (DREG, GP), "move $24,$gp");
  for (unsigned i = 0; i < N_LOAD_REGS; i++)
    if (induced (g, load_regs[i]) && !fz_pct (g->r, g->wild))
      loadreg_reset (g, load_regs[i]);
  if (g->e->ra_valid && fz_pct (g->r, 20))
    emit (g, JR (RA), "jr $31");
  else
    {
      struct item *it = emit (g, 0x08000000, "j ");
      it->how = T_ABS26;
      it->target = TGT_ABS;
      it->abs = g->e->ret_entry;
    }
  if (fz_pct (g->r, 70))
    emit (g, NOP, "nop");
  else
    gen_delay (g);
}

/* Resolve the targets at ADDR and copy the words out.  */
static void
finish (struct gb *g, uint64_t addr, struct fz_seq *out)
{
  out->addr = addr;
  out->n = g->n;
  for (unsigned i = 0; i < g->n; i++)
    {
      struct item *it = &g->it[i];
      uint64_t pc = addr + 4 * i;
      /* Forward targets past the end go to the epilogue.  */
      if (it->how != T_NONE && it->target != TGT_ABS
	  && it->target >= (int) g->n && g->epi >= 0)
	it->target = g->epi;
      uint64_t t = it->target == TGT_ABS ? it->abs : addr + 4 * (uint64_t) it->target;
      uint32_t w = it->w;
      char where[24];
      if (it->how == T_REL)
	{
	  int64_t off = ((int64_t) t - (int64_t) (pc + 4)) / 4;
	  if (off < -0x8000 || off > 0x7fff)
	    off = 1, t = pc + 8;
	  w |= (uint32_t) off & 0xffff;
	}
      else if (it->how == T_ABS26)
	w |= (uint32_t) (t >> 2) & 0x03ffffff;
      out->w[i] = w;
      if (it->how == T_NONE)
	snprintf (out->text[i], sizeof out->text[i], "%s", it->text);
      else
	{
	  if (t >= addr && t <= addr + 4 * g->n && it->target != TGT_ABS)
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
  if (len + 7 > g.max)
    len = g.max > 7 ? g.max - 7 : 1;
  while (g.n < len && room (&g, 3))
    gen_one (&g, 0);
  /* Code at the end of the segment: run off it (a hard case), or end
     with the transfer in the last two words.  */
  int epilogue = !at_end || fz_pct (r, 50);
  if (epilogue)
    gen_epilogue (&g);
  /* A trap ends the code: nothing runs past it (the verifier wants the
     last word to be a trap or a jump).  Not always at the segment end:
     code that can run off the end is a hard case.  */
  if (!at_end || fz_pct (r, 50))
    emit (&g, SFI_MIPS_TRAP_INSN, "teq $0,$0");
  else if (!epilogue)
    tag (&g, "falls-off-end");
  if (at_end)
    {
      tag (&g, "segment-end");
      addr = e->code_end - 4 * (uint64_t) g.n;
    }
  finish (&g, addr, out);
}

/* What the runtime's entry trampolines do for protect images (and not
   for the harness's module): in code of the "ins" scheme, set the load
   registers to the data segment base.  */
unsigned
fz_gen_entry (const struct fz_env *e, uint64_t addr, struct fz_seq *out)
{
  struct gb g;
  uint32_t base = (uint32_t) e->data_base;
  memset (&g, 0, sizeof g);
  g.e = e;
  g.epi = -1;
  g.max = FZ_MAX_WORDS;
  g.tags = out->tags;
  out->tags[0] = 0;
  if (e->protect && e->ins_scheme)
    for (unsigned i = 0; i < N_LOAD_REGS; i++)
      {
	unsigned L = load_regs[i];
	emit (&g, I_ (0x0f, 0, L, base >> 16), "lui %s,0x%x", rn[L],
	      base >> 16);
	emit (&g, I_ (0x0d, L, L, base & 0xffff), "ori %s,%s,0x%x", rn[L],
	      rn[L], base & 0xffff);
      }
  finish (&g, addr, out);
  return out->n;
}

/* The dispatcher: $4 holds the register block, $5 the target; it loads
   the registers from the block through $4.  In protect code it loads
   through $24 only: $24 from $4 (the block is in the data segment, so
   the guard keeps it), $sp from a guarded $24, $24 from $4 again, the
   other registers, and last $4 with the value $24 is then guarded
   from.  In protect code of the "ins" scheme the load registers are
   not loaded but guarded from the block's words: they keep the data
   segment bits the entry gave them.  */
unsigned
fz_gen_dispatcher (const struct fz_env *e, uint64_t addr, struct fz_seq *out)
{
  struct gb g;
  unsigned B = e->seg_bits;
  unsigned base = e->protect ? DREG : 4;
  const char *bn = rn[base];
  memset (&g, 0, sizeof g);
  g.e = e;
  g.epi = -1;
  g.max = FZ_MAX_WORDS;
  g.tags = out->tags;
  out->tags[0] = 0;
#define DGUARD(x) \
  (e->ins_scheme ? (void) emit (&g, INS_ (DREG, x, 0, B), "ins $24,%s,0,%u", rn[x], B) \
   : ((void) emit (&g, AND (DREG, x, MASK), "and $24,%s,$12", rn[x]), \
      (void) emit (&g, OR (DREG, DREG, DSEG), "or $24,$24,$14")))
  /* The target into $15, a multiple of 4.  */
  if (e->ins_scheme)
    emit (&g, INS_ (CREG, 5, 0, B), "ins $15,$5,0,%u", B);
  else
    {
      emit (&g, AND (CREG, 5, MASK), "and $15,$5,$12");
      emit (&g, OR (CREG, CREG, CSEG), "or $15,$15,$13");
    }
  emit (&g, INS_ (CREG, 0, 0, 2), "ins $15,$0,0,2");
  if (e->protect)
    DGUARD (4);
  /* HI, LO and the FP registers.  */
  emit (&g, LW (1, 4 * FZ_BLOCK_HI, base), "lw $1,%d(%s)", 4 * FZ_BLOCK_HI,
	bn);
  emit (&g, R_ (0x11, 1, 0, 0, 0), "mthi $1");
  emit (&g, LW (1, 4 * FZ_BLOCK_LO, base), "lw $1,%d(%s)", 4 * FZ_BLOCK_LO,
	bn);
  emit (&g, R_ (0x13, 1, 0, 0, 0), "mtlo $1");
  for (unsigned f = 0; f < 32; f++)
    emit (&g, I_ (0x31, base, f, 4 * (FZ_BLOCK_FPR + f)), "lwc1 $f%u,%u(%s)",
	  f, 4 * (FZ_BLOCK_FPR + f), bn);
  /* $sp from a guarded $24, then $24 itself.  */
  emit (&g, LW (1, 4 * SP, base), "lw $1,%d(%s)", 4 * SP, bn);
  DGUARD (1);
  emit (&g, MOVE (SP, DREG), "move $sp,$24");
  if (e->protect)
    DGUARD (4);
  else
    {
      emit (&g, LW (1, 4 * DREG, 4), "lw $1,%d($4)", 4 * DREG);
      DGUARD (1);
    }
  /* $31: kept valid, or anything.  */
  if (e->ra_valid)
    {
      emit (&g, LW (1, 4 * RA, base), "lw $1,%d(%s)", 4 * RA, bn);
      emit (&g, INS_ (RA, 1, 0, B), "ins $31,$1,0,%u", B);
      emit (&g, INS_ (RA, 0, 0, 2), "ins $31,$0,0,2");
    }
  else
    emit (&g, LW (RA, 4 * RA, base), "lw $31,%d(%s)", 4 * RA, bn);
  /* Protect code of the "ins" scheme: the load registers, which the
     entry made the data segment base (as every entry into such code
     does; fz_gen_entry), get the block's offset bits by their
     guards.  */
  if (e->protect && e->ins_scheme)
    for (unsigned i = 0; i < N_LOAD_REGS; i++)
      {
	unsigned L = load_regs[i];
	emit (&g, LW (1, 4 * L, base), "lw $1,%d(%s)", 4 * L, bn);
	emit (&g, INS_ (L, 1, 0, B), "ins %s,$1,0,%u", rn[L], B);
      }
  for (unsigned r = 1; r < 32; r++)
    {
      if (r == 4 || r == CREG || r == DREG || r == GP || r == SP || r == RA
	  || (!e->ins_scheme && r >= 12 && r <= 14)
	  || (e->protect && e->ins_scheme && is_load_reg (r)))
	continue;
      emit (&g, LW (r, 4 * r, base), "lw %s,%u(%s)", rn[r], 4 * r, bn);
    }
  if (e->protect)
    {
      emit (&g, LW (4, 4 * DREG, DREG), "lw $4,%d($24)", 4 * DREG);
      DGUARD (4);
      emit (&g, JR (CREG), "jr $15");
      emit (&g, NOP, "nop");
    }
  else
    {
      emit (&g, JR (CREG), "jr $15");
      emit (&g, LW (4, 16, 4), "lw $4,16($4)");
    }
  emit (&g, SFI_MIPS_TRAP_INSN, "teq $0,$0");
#undef DGUARD
  finish (&g, addr, out);
  return out->n;
}

/* What word W does with the load registers (FZ_LR_*): an access
   through one (a load, also indexed, or a store; not pref), its guard
   (position 0, at most E->seg_bits bits), a guard too wide or at
   another position, its step "addiu R,R,K", "move R,$gp" ("addu" or
   "or" of $gp and $0), another write; and which load registers it
   accesses through (*BASE) and writes (*WREG).  */
unsigned
fz_load_reg_use (const struct fz_env *e, uint32_t w, unsigned *base,
		 unsigned *wreg_out)
{
  unsigned op = w >> 26, fn = w & 0x3f, rs = (w >> 21) & 31,
    rt = (w >> 16) & 31, rd = (w >> 11) & 31, sa = (w >> 6) & 31, wreg = 0,
    use = 0;
  if (base)
    *base = 0;
  if (wreg_out)
    *wreg_out = 0;
  if (((op >= 0x20 && op <= 0x26) || op == 0x30 || op == 0x31 || op == 0x35
       || op == 0x28 || op == 0x29 || op == 0x2a || op == 0x2b || op == 0x2e
       || op == 0x38 || op == 0x39 || op == 0x3d
       || (op == 0x13 && (fn == 0 || fn == 1 || fn == 5)))
      && is_load_reg (rs))
    {
      use |= FZ_LR_ACCESS;
      if (base)
	*base = rs;
    }
  switch (op)
    {
    case 0x00:
      if (fn != 0x08 && fn != 0x0c && fn != 0x0d && fn != 0x0f && fn != 0x11
	  && fn != 0x13 && !(fn >= 0x18 && fn <= 0x1b) && !(fn >= 0x30))
	wreg = rd;
      break;
    case 0x08: case 0x09: case 0x0a: case 0x0b: case 0x0c: case 0x0d:
    case 0x0e: case 0x0f:
    case 0x20: case 0x21: case 0x22: case 0x23: case 0x24: case 0x25:
    case 0x26: case 0x30: case 0x38:
      wreg = rt;
      break;
    case 0x11:
      if (rs == 0 || rs == 2 || rs == 3)
	wreg = rt;
      break;
    case 0x1c:
      if (fn == 0x02 || fn == 0x20 || fn == 0x21)
	wreg = rd;
      break;
    case 0x1f:
      wreg = fn == 0x20 ? rd : fn == 0 || fn == 4 || fn == 0x3b ? rt : 0;
      break;
    }
  if (wreg != 0 && is_load_reg (wreg))
    {
      if (wreg_out)
	*wreg_out = wreg;
      if (op == 0x1f && fn == 4)
	use |= ((w >> 6) & 31) == 0 && ((w >> 11) & 31) < e->seg_bits
	       ? FZ_LR_GUARD : FZ_LR_BAD_GUARD;
      else if (op == 0x09 && rs == wreg)
	use |= FZ_LR_STEP;
      else if (op == 0 && (fn == 0x21 || fn == 0x25) && sa == 0
	       && ((rs == GP && rt == 0) || (rs == 0 && rt == GP)))
	use |= FZ_LR_RESET;
      else
	use |= FZ_LR_WRITE;
    }
  return use;
}

/* A register value or memory word: addresses near everything that
   matters, edges of 16-bit immediates, anything.  */
fz_word
fz_value (struct fz_rng *r, const struct fz_env *e)
{
  unsigned p = fz_below (r, 100);
  uint32_t v;
  if (p < 35 && e->n_interesting)
    {
      static const int32_t delta[] = { 0, 0, 0, 4, -4, 8, -8, 0x7ff0, -0x8000,
				       2, 1, -1, 0x10, -0x10 };
      v = (uint32_t) e->interesting[fz_below (r, e->n_interesting)]
	  + (uint32_t) delta[fz_below (r, sizeof delta / sizeof delta[0])];
    }
  else if (p < 55)
    {
      static const uint32_t small[] = { 0, 1, 2, 3, 4, 7, 8, 16, 0x7fff,
					0x8000, 0xffff, 0x7fffffff,
					0x80000000, 0xffffffff, 0xfffffffc,
					0xffff8000 };
      v = small[fz_below (r, sizeof small / sizeof small[0])];
    }
  else if (p < 80)
    v = (uint32_t) e->data_base + ((uint32_t) fz_next (r) & (uint32_t) (e->seg_size - 1) & ~3u);
  else if (p < 88)
    v = (uint32_t) e->code_base + ((uint32_t) fz_next (r) & (uint32_t) (e->seg_size - 1) & ~3u);
  else
    v = (uint32_t) fz_next (r);
  return v;
}

/* Probes for the plugin's self-test: one store form each (through $2,
   whose value the harness chooses outside the data segment), then jumps
   through $2, then (protect) one load form each, a load of unmapped
   memory and two loads the plugin must not report.  Returns the expected
   violation kind, or NULL after the last probe.  */
const char *
fz_gen_probe (const struct fz_env *e, uint64_t addr, unsigned k,
	      struct fz_seq *out)
{
  static const struct { const char *name; uint32_t op; } st[] = {
    { "sb", 0x28 }, { "sh", 0x29 }, { "sw", 0x2b }, { "swl", 0x2a },
    { "swr", 0x2e }, { "sc", 0x38 }, { "swc1", 0x39 }, { "sdc1", 0x3d }
  };
  static const struct { const char *name; uint32_t w; int fp; } ld[] = {
    { "lb", 0x80000000, 0 }, { "lh", 0x84000000, 0 },
    { "lwl", 0x88000000, 0 }, { "lw", 0x8c000000, 0 },
    { "lbu", 0x90000000, 0 }, { "lhu", 0x94000000, 0 },
    { "lwr", 0x98000000, 0 }, { "ll", 0xc0000000, 0 },
    { "lwc1", 0xc4000000, 1 }, { "ldc1", 0xd4000000, 1 },
    { "lwxc1", 0x4c000000, 2 }, { "ldxc1", 0x4c000001, 2 },
    { "luxc1", 0x4c000005, 2 }
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
      if (st[k].op == 0x38)
	emit (&g, I_ (0x30, 2, 3, 0), "ll $3,0($2)");
      emit (&g, I_ (st[k].op, 2, st[k].op >= 0x39 ? 4 : 3, 0), "%s %s,0($2)",
	    st[k].name, st[k].op >= 0x39 ? "$f4" : "$3");
      tag (&g, st[k].name);
    }
  else if (k == n_st)
    {
      emit (&g, SW (3, 0, 2), "sw $3,0($2)");
      kind = "store-fault-outside";
      tag (&g, "sw");
    }
  else if (k < n_st + 3)
    {
      emit (&g, JR (2), "jr $2");
      emit (&g, NOP, "nop");
      kind = k == n_st + 1 ? "left-code-fault" : "jump-table-middle";
      tag (&g, "jr");
    }
  else if (e->protect && k < n_st + 3 + n_ld)
    {
      unsigned j = k - (n_st + 3);
      if (ld[j].fp == 2)
	emit (&g, ld[j].w | (2u << 21) | (4u << 6), "%s $f4,$0($2)",
	      ld[j].name);
      else
	emit (&g, ld[j].w | (2u << 21) | ((ld[j].fp ? 4u : 3u) << 16),
	      "%s %s,0($2)", ld[j].name, ld[j].fp ? "$f4" : "$3");
      kind = "load-outside-data";
      tag (&g, ld[j].name);
    }
  else if (e->protect && k < n_st + 3 + n_ld + 3)
    {
      emit (&g, LW (3, 0, 2), "lw $3,0($2)");
      kind = k == n_st + 3 + n_ld ? "load-fault-outside" : "no-violation";
      tag (&g, "lw");
    }
  else
    return NULL;
  struct item *it = emit (&g, 0x08000000, "j ");
  it->how = T_ABS26;
  it->target = TGT_ABS;
  it->abs = e->ret_entry;
  emit (&g, NOP, "nop");
  emit (&g, SFI_MIPS_TRAP_INSN, "teq $0,$0");
  finish (&g, addr, out);
  return kind;
}

/* A hand-made sequence the verifier accepts that escapes through the
   MIPS16 instruction set: a jump through a guarded $15 to the odd
   address of a halfword that, as MIPS16 code, is "sw $2,0($3)" (the
   immediate of an "ori $0,$0,0xdb40", a no-op in MIPS32).  The harness
   points $3 outside the data segment.  */
int
fz_gen_demo (const struct fz_env *e, uint64_t addr, struct fz_seq *out)
{
  struct gb g;
  int be = __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__;
  uint32_t target = (uint32_t) addr + (be ? 2 : 0) + 1;
  memset (&g, 0, sizeof g);
  g.e = e;
  g.epi = -1;
  g.max = FZ_MAX_WORDS;
  g.tags = out->tags;
  out->tags[0] = 0;
  tag (&g, "mips16-switch");
  emit (&g, I_ (0x0d, 0, 0, 0xdb40), "ori $0,$0,0xdb40 (MIPS16: sw $2,0($3))");
  emit (&g, I_ (0x0f, 0, 8, target >> 16), "lui $8,0x%x", target >> 16);
  emit (&g, I_ (0x0d, 8, 8, target & 0xffff), "ori $8,$8,0x%x",
	target & 0xffff);
  emit (&g, INS_ (CREG, 8, 0, e->seg_bits), "ins $15,$8,0,%u", e->seg_bits);
  emit (&g, JR (CREG), "jr $15");
  emit (&g, NOP, "nop");
  emit (&g, SFI_MIPS_TRAP_INSN, "teq $0,$0");
  finish (&g, addr, out);
  return 1;
}
