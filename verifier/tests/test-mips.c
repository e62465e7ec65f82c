/* Unit tests of the MIPS checker from hand-encoded instruction words.

   Each case is a short sequence of 32-bit words and the problem code the
   verifier must report first (NULL: it must accept).  Every case runs in
   both byte orders.  Words are encoded by hand so the tests do not depend
   on the assembler and can hold encodings it refuses to produce (reserved
   bits set, hint fields, instructions GCC never emits).

   Output: one "PASS: name (byte order)" or "FAIL: ..." line per check,
   read by testsuite/sfi.verifier/unit.exp; exit status 1 if any failed.  */

#include <stdio.h>
#include <string.h>
#include "sfi-verify.h"

/* Encoders for the formats used below.  */
#define R(op, rs, rt, rd, sa, fn) \
  ((uint32_t) (op) << 26 | (rs) << 21 | (rt) << 16 | (rd) << 11 | (sa) << 6 | (fn))
#define I(op, rs, rt, imm) \
  ((uint32_t) (op) << 26 | (rs) << 21 | (rt) << 16 | ((imm) & 0xffff))

#define NOP 0
#define AND(d, s, t) R (0, s, t, d, 0, 0x24)
#define OR(d, s, t) R (0, s, t, d, 0, 0x25)
#define ADDU(d, s, t) R (0, s, t, d, 0, 0x21)
#define ADDIU(t, s, imm) I (9, s, t, imm)
#define LUI(t, imm) I (15, 0, t, imm)
#define SW(t, off, base) I (0x2b, base, t, off)
#define SB(t, off, base) I (0x28, base, t, off)
#define SDC1(ft, off, base) I (0x3d, base, ft, off)
#define SC(t, off, base) I (0x38, base, t, off)
#define LW(t, off, base) I (0x23, base, t, off)
#define LB(t, off, base) I (0x20, base, t, off)
#define LH(t, off, base) I (0x21, base, t, off)
#define LWL(t, off, base) I (0x22, base, t, off)
#define LBU(t, off, base) I (0x24, base, t, off)
#define LHU(t, off, base) I (0x25, base, t, off)
#define LWR(t, off, base) I (0x26, base, t, off)
#define LL(t, off, base) I (0x30, base, t, off)
#define LWC1(ft, off, base) I (0x31, base, ft, off)
#define LDC1(ft, off, base) I (0x35, base, ft, off)
#define PREF(hint, off, base) I (0x33, base, hint, off)
/* The indexed FP loads "lwxc1 fd,index(base)" (FN 0), ldxc1 (1) and
   luxc1 (5).  */
#define LXC1(fn, fd, index, base) \
  ((uint32_t) 0x13 << 26 | (base) << 21 | (index) << 16 | (fd) << 6 | (fn))
#define JR(s) R (0, s, 0, 0, 0, 8)
#define JALR(d, s) R (0, s, 0, d, 0, 9)
#define BEQ(s, t, off) I (4, s, t, off)
#define BEQL(s, t, off) I (0x14, s, t, off)
#define BNEL(s, t, off) I (0x15, s, t, off)
#define BGEZL(s, off) I (1, s, 3, off)
#define BNE(s, t, off) I (5, s, t, off)
#define J(target) ((uint32_t) 2 << 26 | (((target) >> 2) & 0x03ffffff))
#define JAL(target) ((uint32_t) 3 << 26 | (((target) >> 2) & 0x03ffffff))
#define SYSCALL R (0, 0, 0, 0, 0, 0x0c)
#define BREAK R (0, 0, 0, 0, 0, 0x0d)
#define TEQ(s, t, code) R (0, s, t, 0, 0, 0x34) | (code) << 6
/* Register traps "t<cond> s,t" (funct FN) and immediate traps
   "t<cond>i s,imm" (REGIMM, rt field RT).  */
#define TRAP(fn, s, t, code) (R (0, s, t, 0, 0, fn) | (code) << 6)
#define TRAPI(rt, s, imm) I (1, s, rt, imm)
/* "prefx hint,index(base)".  */
#define PREFX(hint, index, base) \
  ((uint32_t) 0x13 << 26 | (base) << 21 | (index) << 16 | (hint) << 11 | 0x0f)
/* "ins t,s,0,SIZE".  */
#define INS(t, s, size) \
  ((uint32_t) 0x1f << 26 | (s) << 21 | (t) << 16 | ((size) - 1) << 11 | 4)

/* The guards of the ABI: $12 mask, $13/$14 bases, $15/$24 sandboxed.  */
#define DGUARD(r) AND (24, r, 12), OR (24, 24, 14)
/* "ins R,$0,0,2": a code address must be a multiple of 4 (bit 0 of a
   jump target would switch to MIPS16).  */
#define ALIGN(r) INS (r, 0, 2)
#define CGUARD(r) AND (15, r, 12), OR (15, 15, 13), ALIGN (15)
#define RET CGUARD (31), JR (15), NOP

/* Where the code runs: a code segment with a jump table below it.  */
#define CODE 0x11001000u
#define JT 0x11000000u

struct test
{
  const char *name;
  const char *expect;		/* First problem code, or NULL.  */
  uint32_t words[16];
  unsigned n;
  /* 1: the words are the whole code, no trap is added after them.  */
  int at_end;
};

#define T(NAME, EXPECT, ...)						\
  { NAME, EXPECT, { __VA_ARGS__ },					\
    sizeof ((uint32_t[]) { __VA_ARGS__ }) / sizeof (uint32_t), 0 }
#define TE(NAME, EXPECT, ...)						\
  { NAME, EXPECT, { __VA_ARGS__ },					\
    sizeof ((uint32_t[]) { __VA_ARGS__ }) / sizeof (uint32_t), 1 }

static const struct test tests[] = {
  /* Stores.  */
  T ("sandboxed store", NULL, DGUARD (4), SW (5, 8, 24), RET),
  T ("store through $sp and $gp", NULL, SW (5, 8, 29), SW (5, -8, 28), RET),
  T ("unsandboxed sw", "SFI-E-UNSANDBOXED-STORE", SW (5, 8, 4), RET),
  T ("unsandboxed sb", "SFI-E-UNSANDBOXED-STORE", SB (5, 0, 30), RET),
  T ("unsandboxed sdc1", "SFI-E-UNSANDBOXED-STORE", SDC1 (0, 0, 4), RET),
  T ("store with masked but unbased $24", "SFI-E-UNSANDBOXED-STORE",
     AND (24, 4, 12), SW (5, 0, 24), RET),
  T ("store after arithmetic on $24", "SFI-E-UNSANDBOXED-STORE",
     DGUARD (4), ADDU (24, 24, 5), SW (5, 0, 24), RET),
  /* Induction pointers: the $sp rule for $24.  */
  T ("induction pointer", NULL, DGUARD (4), ADDIU (24, 24, 8),
     SW (5, -8, 24), ADDU (24, 28, 0), RET),
  T ("store after two adjustments of $24", "SFI-E-UNSANDBOXED-STORE",
     DGUARD (4), ADDIU (24, 24, 0x7000), ADDIU (24, 24, 0x7000),
     SW (5, 0, 24), RET),
  /* A direct branch carries the adjusted state on; the access after it
     checks it.  */
  T ("adjusted $24 at a branch", NULL, DGUARD (4),
     ADDIU (24, 24, 8), BEQ (4, 5, 1), NOP, SW (5, 0, 24), ADDU (24, 28, 0),
     RET),
  T ("adjusted $24 at a branch, adjusted again", "SFI-E-UNSANDBOXED-STORE",
     DGUARD (4), ADDIU (24, 24, 8), BEQ (4, 5, 1), NOP, ADDIU (24, 24, 8),
     SW (5, 0, 24), ADDU (24, 28, 0), RET),
  T ("adjusted $24 at a return", "SFI-E-DATA-UNCHECKED", DGUARD (4),
     ADDIU (24, 24, 8), RET),
  T ("near $24 at a return", "SFI-E-REGION-ACROSS-JUMP", DGUARD (4),
     ADDIU (24, 24, 8), SW (5, 0, 24), RET),
  T ("or on a near $24", "SFI-E-UNSANDBOXED-STORE", DGUARD (4),
     ADDIU (24, 24, 8), SW (5, 0, 24), OR (24, 24, 14), SW (5, 0, 24), RET),
  T ("move into $24 from $sp", "SFI-E-UNSANDBOXED-STORE",
     ADDU (24, 29, 0), SW (5, 0, 24), RET),
  T ("store after a load into $24", "SFI-E-UNSANDBOXED-STORE",
     LW (24, 0, 29), SW (5, 0, 24), RET),
  T ("or with the wrong segment", "SFI-E-UNSANDBOXED-STORE",
     AND (24, 4, 12), OR (24, 24, 13), SW (5, 0, 24), RET),
  T ("sc writing a dedicated register", "SFI-E-WRITES-DEDICATED",
     DGUARD (4), SC (13, 0, 24), RET),
  /* Dedicated registers.  */
  T ("write the mask", "SFI-E-WRITES-DEDICATED", ADDIU (12, 0, -1), RET),
  T ("write the code base", "SFI-E-WRITES-DEDICATED", ADDU (13, 4, 0), RET),
  T ("write $gp", "SFI-E-WRITES-DEDICATED", LUI (28, 0x1234), RET),
  T ("jalr linking into $14", "SFI-E-WRITES-DEDICATED",
     CGUARD (4), JALR (14, 15), NOP, RET),
  /* Jumps.  */
  T ("sandboxed indirect call", NULL, CGUARD (4), JALR (31, 15), NOP, RET),
  T ("return through $31", "SFI-E-UNSANDBOXED-JUMP", JR (31), NOP),
  T ("jalr through $25", "SFI-E-UNSANDBOXED-JUMP", JALR (31, 25), NOP, RET),
  T ("jr $15 without guard", "SFI-E-UNSANDBOXED-JUMP",
     ADDU (15, 4, 0), JR (15), NOP),
  T ("jr $15 with masked $15", "SFI-E-UNSANDBOXED-JUMP",
     AND (15, 4, 12), JR (15), NOP),
  T ("jr.hb through $31 (hint bit set)", "SFI-E-UNSANDBOXED-JUMP",
     JR (31) | 0x400, NOP),
  T ("return with $24 masked", "SFI-E-REGION-ACROSS-JUMP",
     AND (24, 4, 12), RET),
  T ("call with $24 masked in the delay slot", "SFI-E-REGION-ACROSS-JUMP",
     CGUARD (4), JALR (31, 15), AND (24, 5, 12), RET),
  /* Delay slots and branches.  */
  T ("branch in a delay slot", "SFI-E-CTI-IN-DELAY-SLOT",
     BEQ (4, 0, 2), BEQ (5, 0, 1), NOP, NOP, RET),
  T ("guard and in a shared delay slot", NULL,
     BEQ (4, 0, 5), AND (15, 31, 12), OR (15, 15, 13), ALIGN (15), JR (15),
     NOP, OR (15, 15, 13), ALIGN (15), JR (15), NOP),
  /* Half a code guard in the slot of a "b" before a call: an indirect
     jump may enter the slot itself, which then falls through to the
     call (why the plugin's code guards stay asm; red team).  */
  T ("half guard in the slot of b, then a call", "SFI-E-REGION-ACROSS-JUMP",
     BEQ (0, 0, 3), AND (15, 4, 12), JAL (CODE), NOP, OR (15, 15, 13),
     ALIGN (15), JR (15), NOP),
  T ("half guard in the slot of j, then a call", "SFI-E-REGION-ACROSS-JUMP",
     J (CODE + 16), AND (15, 4, 12), JAL (CODE), NOP, OR (15, 15, 13),
     ALIGN (15), JR (15), NOP),
  T ("slot of b entered by a branch falls through", "SFI-E-UNSANDBOXED-STORE",
     BNE (4, 0, 2), ADDIU (24, 5, 0), BEQ (0, 0, -3), NOP, SW (6, 0, 24),
     RET),
  /* Code addresses must be multiples of 4: bit 0 of a jump target
     switches to MIPS16, code the verifier never checked.  */
  T ("jump through $15 whose low bits came from elsewhere",
     "SFI-E-UNSANDBOXED-JUMP", AND (15, 4, 12), OR (15, 15, 13), JR (15),
     NOP),
  T ("clearing only bit 0 of $15 is not enough", "SFI-E-UNSANDBOXED-JUMP",
     AND (15, 4, 12), OR (15, 15, 13), INS (15, 0, 1), JR (15), NOP),
  T ("call with $15's low bits from elsewhere", "SFI-E-UNSANDBOXED-JUMP",
     AND (15, 4, 12), OR (15, 15, 13), JALR (31, 15), NOP, RET),
  T ("store on a path that skips the or", "SFI-E-UNSANDBOXED-STORE",
     BEQ (4, 0, 2), AND (24, 4, 12), OR (24, 24, 14), SW (5, 0, 24), RET),
  T ("branch out of the code", "SFI-E-BRANCH-TARGET",
     BEQ (0, 0, 0x7fff), NOP, RET),
  T ("jump to a jump-table entry", NULL, JAL (JT + 8), NOP, RET),
  T ("jump into the middle of an entry", "SFI-E-BRANCH-TARGET",
     JAL (JT + 4), NOP, RET),
  T ("jump to data", "SFI-E-BRANCH-TARGET", J (0x13000000), NOP, RET),
  TE ("branch at the end", "SFI-E-TRUNCATED", NOP, BEQ (0, 0, -2)),
  /* Branch-likely: the delay slot runs only when the branch is taken,
     so a check there does not happen on the fall-through path.  */
  T ("$sp checked only in a likely branch's slot", "SFI-E-SP-INVALID",
     ADDIU (29, 29, -32000), BEQL (4, 0, 1), LW (0, 0, 29),
     ADDIU (29, 29, -32000), SW (5, 0, 29), RET),
  T ("$sp checked in a likely branch's slot and after", NULL,
     ADDIU (29, 29, -32000), BEQL (4, 0, 1), LW (0, 0, 29),
     LW (0, 0, 29), ADDIU (29, 29, -32000), SW (5, 0, 29), RET),
  T ("$24 guarded only in a likely slot", "SFI-E-UNSANDBOXED-STORE",
     AND (24, 4, 12), BGEZL (4, 1), OR (24, 24, 14), SW (5, 0, 24), RET),
  T ("$24 guarded in a likely slot and on the other path", NULL,
     AND (24, 4, 12), BGEZL (4, 2), OR (24, 24, 14), OR (24, 24, 14),
     SW (5, 0, 24), RET),
  /* The stack pointer.  */
  T ("prologue and epilogue", NULL,
     ADDIU (29, 29, -32), SW (31, 28, 29), LW (31, 28, 29),
     ADDIU (29, 29, 32), LW (0, 0, 29), RET),
  T ("sp adjusted, then a branch", "SFI-E-SP-INVALID",
     ADDIU (29, 29, -32), BEQ (4, 0, 1), NOP, SW (5, 0, 29), RET),
  T ("two adjustments", "SFI-E-SP-INVALID",
     ADDIU (29, 29, -32000), ADDIU (29, 29, -32000), SW (5, 0, 29), RET),
  T ("sp from an ordinary register", "SFI-E-SP-INVALID",
     ADDU (29, 4, 0), SW (5, 0, 29), RET),
  T ("sp from a sandboxed $24", NULL,
     DGUARD (4), ADDU (29, 24, 0), SW (5, 0, 29), RET),
  T ("sp from a masked $24", "SFI-E-SP-INVALID",
     AND (24, 4, 12), ADDU (29, 24, 0), SW (5, 0, 29), RET),
  /* sc may complete without touching memory: not a check.  */
  T ("sc as the check of an adjusted $sp", "SFI-E-SP-INVALID",
     ADDIU (29, 29, -32000), SC (5, 0, 29), ADDIU (29, 29, -32000),
     SW (5, 0, 29), RET),
  T ("sc as the only check before a return", "SFI-E-SP-INVALID",
     ADDIU (29, 29, -32), SC (5, 0, 29), RET),
  T ("sc as the check of an induction pointer", "SFI-E-UNSANDBOXED-STORE",
     DGUARD (4), ADDIU (24, 24, 8), SC (5, -8, 24), BEQ (5, 0, 1), NOP,
     ADDIU (24, 24, 8), SW (5, 0, 24), ADDU (24, 28, 0), RET),
  /* Default deny.  */
  T ("syscall", "SFI-E-FORBIDDEN-INSN", SYSCALL, RET),
  T ("break", "SFI-E-FORBIDDEN-INSN", BREAK, RET),
  T ("division trap", NULL, TEQ (5, 0, 7), RET),
  T ("__builtin_trap", NULL, TEQ (0, 0, 0), RET),
  T ("other trap code", "SFI-E-FORBIDDEN-INSN", TEQ (5, 0, 6), RET),
  /* Conditional traps: __builtin_trap under a condition.  */
  T ("tge", NULL, TRAP (0x30, 4, 5, 0), RET),
  T ("tgeu", NULL, TRAP (0x31, 4, 5, 0), RET),
  T ("tlt", NULL, TRAP (0x32, 4, 5, 0), RET),
  T ("tltu", NULL, TRAP (0x33, 4, 5, 0), RET),
  T ("teq of two registers", NULL, TEQ (4, 5, 0), RET),
  T ("tne", NULL, TRAP (0x36, 4, 5, 0), RET),
  T ("tne with a trap code", "SFI-E-FORBIDDEN-INSN", TRAP (0x36, 4, 5, 3),
     RET),
  T ("teq of a register with itself ends the code", NULL, TEQ (4, 4, 0)),
  T ("tgei", NULL, TRAPI (0x08, 4, -5), RET),
  T ("tgeiu", NULL, TRAPI (0x09, 4, 5), RET),
  T ("tlti", NULL, TRAPI (0x0a, 4, 5), RET),
  T ("tltiu", NULL, TRAPI (0x0b, 4, 5), RET),
  T ("teqi", NULL, TRAPI (0x0c, 4, 5), RET),
  T ("tnei", NULL, TRAPI (0x0e, 4, 0), RET),
  T ("REGIMM rt 0x0d (reserved)", "SFI-E-FORBIDDEN-INSN", TRAPI (0x0d, 4, 0),
     RET),
  T ("a trap does not sandbox", "SFI-E-UNSANDBOXED-STORE",
     TRAPI (0x0c, 24, 0), AND (24, 4, 12), TRAPI (0x0c, 24, 0),
     SW (5, 0, 24), RET),
  /* Prefetch hints.  */
  T ("pref", NULL, I (0x33, 4, 6, 16), RET),
  T ("prefx", NULL, PREFX (6, 5, 4), RET),
  /* Only the hints that read nothing and store nothing.  */
  T ("pref store", NULL, I (0x33, 4, 1, 0), RET),
  T ("pref PrepareForStore", "SFI-E-FORBIDDEN-INSN", I (0x33, 4, 30, 0),
     RET),
  T ("pref writeback-invalidate", "SFI-E-FORBIDDEN-INSN",
     I (0x33, 4, 25, 0), RET),
  T ("pref reserved hint", "SFI-E-FORBIDDEN-INSN", I (0x33, 4, 2, 0), RET),
  T ("prefx PrepareForStore", "SFI-E-FORBIDDEN-INSN", PREFX (30, 5, 4),
     RET),
  T ("prefx reserved hint", "SFI-E-FORBIDDEN-INSN", PREFX (8, 5, 4), RET),
  T ("prefx with bits 6-10 set", "SFI-E-FORBIDDEN-INSN",
     PREFX (6, 5, 4) | 1 << 6, RET),
  T ("mtc0", "SFI-E-FORBIDDEN-INSN", 0x40806000, RET),
  T ("cache", "SFI-E-FORBIDDEN-INSN", I (0x2f, 4, 0, 0), RET),
  T ("sdxc1", "SFI-E-FORBIDDEN-INSN", 0x4c850009, RET),
  T ("sll with rs bits set", "SFI-E-FORBIDDEN-INSN", R (0, 1, 2, 3, 0, 0), RET),
  T ("jalx", "SFI-E-FORBIDDEN-INSN", (uint32_t) 0x1d << 26, NOP, RET),
};

/* Code of the "ins" scheme that keeps $31 valid (sfi_code.ra_valid: the
   object has the .sfi.ra marker), so returns may go through it.  Each
   rule has a case it must reject.  */
static const struct test ra_tests[] = {
  T ("jr through a valid $31", NULL, SW (5, 8, 29), JR (31), NOP),
  T ("$31 revalidated only in a likely slot", "SFI-E-UNSANDBOXED-JUMP",
     LW (31, 0, 29), INS (15, 31, 24), ALIGN (15), BNEL (4, 0, 1),
     OR (31, 15, 0), JR (31), NOP),
  T ("reload into a temporary, inserted into $31", NULL,
     LW (8, 0, 29), INS (31, 8, 24), ALIGN (31), JR (31), NOP),
  T ("reload inserted into $31, low bits kept", "SFI-E-UNSANDBOXED-JUMP",
     LW (8, 0, 29), INS (31, 8, 24), JR (31), NOP),
  T ("reload inserted into $31, low bits kept at a branch",
     "SFI-E-RA-INVALID", LW (8, 0, 29), INS (31, 8, 24), BEQ (4, 0, 1), NOP,
     ALIGN (31), JR (31), NOP),
  T ("reload guarded through $15", NULL,
     LW (31, 0, 29), INS (15, 31, 24), ALIGN (15), OR (31, 15, 0), JR (31),
     NOP),
  T ("reload guarded through an unaligned $15", "SFI-E-UNSANDBOXED-JUMP",
     LW (31, 0, 29), INS (15, 31, 24), OR (31, 15, 0), JR (31), NOP),
  T ("a call's link makes $31 valid", NULL,
     LW (31, 0, 29), JAL (CODE), NOP, JR (31), NOP),
  T ("the paper's return is still accepted", NULL, INS (15, 31, 24),
     ALIGN (15), JR (15), NOP),
  T ("jr through a reloaded $31", "SFI-E-UNSANDBOXED-JUMP",
     LW (31, 0, 29), JR (31), NOP),
  T ("ins into a reloaded $31", "SFI-E-UNSANDBOXED-JUMP",
     LW (31, 0, 29), INS (31, 8, 24), JR (31), NOP),
  T ("move into $31 from $24", "SFI-E-UNSANDBOXED-JUMP",
     OR (31, 24, 0), JR (31), NOP),
  T ("reload in the return's delay slot", "SFI-E-RA-INVALID",
     JR (31), LW (31, 0, 29)),
  T ("reload in a call's delay slot", "SFI-E-RA-INVALID",
     JAL (CODE), LW (31, 0, 29), JR (31), NOP),
  T ("unmarked return: reloaded $31 left bad", "SFI-E-RA-INVALID",
     LW (31, 0, 29), INS (15, 31, 24), ALIGN (15), JR (15), NOP),
  T ("ins of 25 bits into $31", "SFI-E-INS-WIDTH",
     INS (31, 8, 25), JR (31), NOP),
  T ("jr through $25", "SFI-E-UNSANDBOXED-JUMP", JR (25), NOP),
};

/* The protect policy (sfi_code.protect: the object has the .sfi.protect
   marker): loads obey the rule of stores.  Each load form through an
   ordinary register; every case must be rejected with the code given
   under the protect policy and accepted under the sandbox policy.  */
static const struct test load_tests[] = {
  T ("unsandboxed lb", "SFI-E-UNSANDBOXED-LOAD", LB (5, 0, 4), RET),
  T ("unsandboxed lbu", "SFI-E-UNSANDBOXED-LOAD", LBU (5, 1, 4), RET),
  T ("unsandboxed lh", "SFI-E-UNSANDBOXED-LOAD", LH (5, 2, 4), RET),
  T ("unsandboxed lhu", "SFI-E-UNSANDBOXED-LOAD", LHU (5, 2, 4), RET),
  T ("unsandboxed lw", "SFI-E-UNSANDBOXED-LOAD", LW (5, 8, 4), RET),
  T ("unsandboxed lwl", "SFI-E-UNSANDBOXED-LOAD", LWL (5, 3, 30), RET),
  T ("unsandboxed lwr", "SFI-E-UNSANDBOXED-LOAD", LWR (5, 0, 30), RET),
  T ("unsandboxed ll", "SFI-E-UNSANDBOXED-LOAD", LL (5, 0, 4), RET),
  T ("unsandboxed lwc1", "SFI-E-UNSANDBOXED-LOAD", LWC1 (0, 0, 4), RET),
  T ("unsandboxed ldc1", "SFI-E-UNSANDBOXED-LOAD", LDC1 (2, 8, 25), RET),
  T ("unsandboxed lw into $0", "SFI-E-UNSANDBOXED-LOAD", LW (0, 0, 4), RET),
  T ("unsandboxed lw through $31", "SFI-E-UNSANDBOXED-LOAD",
     LW (5, 0, 31), RET),
  /* $24 (and $sp) sandboxed again before the return, for the sandbox
     policy.  */
  T ("lw through a masked $24", "SFI-E-UNSANDBOXED-LOAD",
     AND (24, 4, 12), LW (5, 0, 24), OR (24, 24, 14), RET),
  T ("lw through a bad $24", "SFI-E-UNSANDBOXED-LOAD",
     LW (24, 0, 29), LW (5, 0, 24), DGUARD (4), RET),
  T ("lw through $24 adjusted twice", "SFI-E-UNSANDBOXED-LOAD",
     DGUARD (4), ADDIU (24, 24, 0x7000), ADDIU (24, 24, 0x7000),
     LW (5, 0, 24), DGUARD (4), RET),
  T ("load on a path that skips the or", "SFI-E-UNSANDBOXED-LOAD",
     BEQ (4, 0, 2), AND (24, 4, 12), OR (24, 24, 14), LW (5, 0, 24),
     OR (24, 24, 14), RET),
  T ("unsandboxed load in a return's delay slot", "SFI-E-UNSANDBOXED-LOAD",
     CGUARD (31), JR (15), LW (5, 0, 4)),
  T ("unsandboxed load in a likely branch's slot", "SFI-E-UNSANDBOXED-LOAD",
     BEQL (4, 0, 1), LW (5, 0, 4), RET),
  T ("lwxc1", "SFI-E-UNSANDBOXED-LOAD", LXC1 (0, 0, 5, 4), RET),
  T ("ldxc1", "SFI-E-UNSANDBOXED-LOAD", LXC1 (1, 2, 5, 4), RET),
  T ("luxc1", "SFI-E-UNSANDBOXED-LOAD", LXC1 (5, 2, 5, 4), RET),
  T ("ldxc1 based on a sandboxed $24", "SFI-E-UNSANDBOXED-LOAD",
     DGUARD (4), LXC1 (1, 2, 5, 24), RET),
  T ("lw through a bad $sp", "SFI-E-SP-INVALID",
     ADDU (29, 4, 0), LW (5, 0, 29), ADDU (29, 24, 0), RET),
  TE ("unsandboxed load as the last word", "SFI-E-UNSANDBOXED-LOAD",
      RET, LW (5, 0, 4)),
};

/* Protect code the policy accepts.  */
static const struct test protect_tests[] = {
  T ("loads through a sandboxed $24", NULL, DGUARD (4), LW (5, 8, 24),
     LB (6, -1, 24), LDC1 (0, 16, 24), LWL (7, 3, 24), LWR (7, 0, 24), RET),
  T ("loads through $sp and $gp", NULL, LW (5, 8, 29), LHU (6, -8, 28),
     LWC1 (0, 4, 29), LL (7, 0, 28), RET),
  T ("load through an induction pointer", NULL, DGUARD (4),
     ADDIU (24, 24, 8), LW (5, -8, 24), ADDU (24, 28, 0), RET),
  T ("load through a near $24", NULL, DGUARD (4), ADDIU (24, 24, 8),
     SW (5, -8, 24), LW (5, -4, 24), ADDU (24, 28, 0), RET),
  T ("prologue and epilogue", NULL,
     ADDIU (29, 29, -32), SW (31, 28, 29), LW (31, 28, 29),
     ADDIU (29, 29, 32), LW (0, 0, 29), RET),
  T ("pref", NULL, PREF (6, 16, 4), RET),
  T ("prefx", NULL, PREFX (6, 5, 4), RET),
  T ("stores are still checked", "SFI-E-UNSANDBOXED-STORE",
     SW (5, 8, 4), RET),
};

/* Protect code of the "ins" scheme that keeps $31 valid.  */
static const struct test protect_ins_tests[] = {
  T ("load through an ins-guarded $24", NULL, INS (24, 4, 24),
     LW (5, 0, 24), LBU (6, 3, 24), JR (31), NOP),
  T ("load through $24 after an and/or pair", "SFI-E-UNSANDBOXED-LOAD",
     DGUARD (4), LW (5, 0, 24), JR (31), NOP),
  /* The load registers $14, $11, $10 as induction pointers.  */
  T ("induction on $14: steps, each checked, then move $14,$gp", NULL,
     INS (14, 4, 24), ADDIU (14, 14, 8), LW (5, 0, 14),
     ADDIU (14, 14, -32768), SW (5, 32767, 14), ADDIU (14, 14, 32767),
     LBU (5, -32768, 14), ADDU (14, 28, 0), JR (31), NOP),
  T ("induction loop on $11 and $10", NULL, LW (5, 0, 11), LW (6, 0, 10),
     ADDIU (11, 11, 4), ADDIU (10, 10, 4), BNE (5, 6, -5), NOP,
     ADDU (11, 28, 0), OR (10, 0, 28), JR (31), NOP),
  T ("step in a delay slot, checked after", NULL, BEQ (5, 6, 1),
     ADDIU (14, 14, 8), LW (7, 0, 14), ADDU (14, 28, 0), JR (31), NOP),
  T ("two steps of $14 without an access", "SFI-E-UNSANDBOXED-LOAD",
     ADDIU (14, 14, 8), ADDIU (14, 14, 8), LW (5, 0, 14), ADDU (14, 28, 0),
     JR (31), NOP),
  T ("step of $14 checked only by pref", "SFI-E-UNSANDBOXED-LOAD",
     ADDIU (14, 14, 8), PREF (0, 0, 14), ADDIU (14, 14, 8), LW (5, 0, 14),
     ADDU (14, 28, 0), JR (31), NOP),
  T ("step of $11 checked only by sc", "SFI-E-UNSANDBOXED-LOAD",
     ADDIU (11, 11, 8), SC (5, 0, 11), ADDIU (11, 11, 8), LW (5, 0, 11),
     ADDU (11, 28, 0), JR (31), NOP),
  T ("step checked only in a likely branch's annulled slot",
     "SFI-E-UNSANDBOXED-LOAD", ADDIU (14, 14, 8), BEQL (5, 6, 2),
     LW (7, 0, 14), ADDIU (14, 14, 8), LW (7, 0, 14), ADDU (14, 28, 0),
     JR (31), NOP),
  T ("ins after a step", "SFI-E-UNSANDBOXED-LOAD", ADDIU (14, 14, 8),
     LW (5, 0, 14), INS (14, 4, 24), LW (5, 0, 14), ADDU (14, 28, 0),
     JR (31), NOP),
  T ("return with $11 stepped and checked", "SFI-E-REGION-ACROSS-JUMP",
     ADDIU (11, 11, 8), LW (5, 0, 11), JR (31), NOP),
  T ("step of $10 in a return's delay slot", "SFI-E-REGION-ACROSS-JUMP",
     JR (31), ADDIU (10, 10, 4)),
  T ("addiu $14 from another register", "SFI-E-WRITES-DEDICATED",
     ADDIU (14, 5, 8), LW (5, 0, 14), JR (31), NOP),
  T ("move $14,$4", "SFI-E-WRITES-DEDICATED", ADDU (14, 4, 0),
     LW (5, 0, 14), JR (31), NOP),
  T ("addu $14,$gp,$5", "SFI-E-WRITES-DEDICATED", ADDU (14, 28, 5),
     LW (5, 0, 14), JR (31), NOP),
};

/* Problem sink: remember the first problem's code.  */

static int
first_problem (void *ctx, const struct sfi_problem *p)
{
  *(const char **) ctx = p->code;
  return 0;
}

/* How a case asks for the protect policy: not at all, through the
   marker (sfi_code.protect), through the mode (the marker absent), or
   not, with the sandbox mode.  */
enum policy { AUTO_SANDBOX, MARKER, MODE, MODE_SANDBOX };

/* Run test T at address AT in byte order BIG, with the verifier's fast
   sweep or (FULL) its full algorithm, as code of the "ins" scheme that
   keeps $31 valid if RA, under POLICY; return 1 if it passed.  */

static int
run_policy (const struct test *t, uint64_t at, int big, int full, int ra,
	    enum policy policy)
{
  /* Linked code ends with a trap (the module linker scripts put one
     there), unless the case is about the end of the code.  */
  int trap = !t->at_end;
  uint8_t bytes[sizeof t->words + 4];
  for (unsigned i = 0; i < t->n + trap; i++)
    {
      uint32_t w = i < t->n ? t->words[i] : TEQ (0, 0, 0);
      for (int b = 0; b < 4; b++)
	bytes[4 * i + b] = w >> (big ? 24 - 8 * b : 8 * b);
    }
  struct sfi_code code = {
    .bytes = bytes, .size = 4 * (t->n + trap), .vaddr = at,
    .big_endian = big, .target_start = CODE, .target_end = at + 0x1000,
    .jt_start = JT, .jt_end = JT + 0x1000, .ins_scheme = ra,
    .ra_valid = ra, .protect = policy == MARKER
  };
  static const enum sfi_verify_mode modes[] = {
    [AUTO_SANDBOX] = SFI_VERIFY_AUTO, [MARKER] = SFI_VERIFY_AUTO,
    [MODE] = SFI_VERIFY_PROTECT, [MODE_SANDBOX] = SFI_VERIFY_SANDBOX
  };
  static const char *const prefix[] = {
    [AUTO_SANDBOX] = "", [MARKER] = "protect: ",
    [MODE] = "protect mode: ", [MODE_SANDBOX] = "sandbox mode: "
  };
  const char *got = NULL;
  struct sfi_verify_opts opts = { modes[policy], first_problem, &got,
				  full ? SFI_VERIFY_FULL : 0, 0 };
  int n = sfi_verify_mips (&code, &opts);
  int ok = t->expect ? (n > 0 && got && strcmp (got, t->expect) == 0)
		     : n == 0;
  printf ("%s: %s%s%s (%s%s)", ok ? "PASS" : "FAIL", prefix[policy],
	  ra ? "valid $31: " : "", t->name,
	  big ? "big endian" : "little endian", full ? ", full algorithm" : "");
  if (!ok)
    printf (": expected %s, got %s", t->expect ? t->expect : "accept",
	    got ? got : "accept");
  printf ("\n");
  return ok;
}

static int
run_at (const struct test *t, uint64_t at, int big, int full, int ra)
{
  return run_policy (t, at, big, full, ra, AUTO_SANDBOX);
}

static int
run (const struct test *t, int big, int full)
{
  return run_at (t, CODE, big, full, 0);
}

/* Collect problem addresses (a sink that keeps going).  */
struct addrs
{
  uint64_t a[64];
  int n;
};

static int
keep_addr (void *ctx, const struct sfi_problem *p)
{
  struct addrs *x = ctx;
  if (x->n < 64)
    x->a[x->n] = p->addr;
  x->n++;
  return 1;
}

/* Large code: the threaded sweep, the single sweep and the full algorithm
   must report the same problems.  The image is a safe function repeated,
   with bad words put in both halves; SPLIT_GUARD puts the split point
   between the two halves of a guard, so the threaded sweep's assumption
   fails and it must fall back.  Under the protect policy (PROTECT) the
   bad words are loads.  Return 1 if they agree.  */

static int
run_large (int split_guard, int protect)
{
  static const uint32_t fn[] = { DGUARD (4), SW (5, 8, 24), SW (6, 4, 29),
				 LW (7, 8, 24), BEQ (5, 0, 2), LW (6, 4, 29),
				 ADDU (2, 3, 4), RET };
  enum { NMAX = 1 << 19 };
  static uint8_t bytes[4 * NMAX];
  size_t nf = sizeof fn / sizeof fn[0];
  size_t N = NMAX / nf * nf;	/* Whole copies: no branch past the end.  */
  for (size_t k = 0; k < N; k++)
    {
      uint32_t w = fn[k % nf];
      if (k == 1000 || k == N - 1000)
	/* Unsandboxed: one in each half.  */
	w = protect ? LW (5, 0, 4) : SW (5, 0, 4);
      if (split_guard && k == N / 2 - 1)
	w = AND (24, 4, 12);		/* The guard's and; the or follows.  */
      if (split_guard && k == N / 2)
	w = OR (24, 24, 14);
      for (int b = 0; b < 4; b++)
	bytes[4 * k + b] = w >> (8 * b);
    }
  int ok = 1;
  struct addrs got[3];
  static const unsigned flags[3] = { SFI_VERIFY_THREADS, 0, SFI_VERIFY_FULL };
  for (int m = 0; m < 3; m++)
    {
      got[m].n = 0;
      struct sfi_code code = {
	.bytes = bytes, .size = 4 * N, .vaddr = CODE, .target_start = CODE,
	.target_end = CODE + 4 * N, .jt_start = JT, .jt_end = JT + 0x1000,
	.protect = protect
      };
      struct sfi_verify_opts opts = { SFI_VERIFY_AUTO, keep_addr, &got[m],
				      flags[m], 0 };
      int n = sfi_verify_mips (&code, &opts);
      /* At least the two unsandboxed stores (neighbours of the injected
	 words may break too).  */
      if (n != got[m].n || n < 2)
	ok = 0;
    }
  if (got[0].a[0] != CODE + 4 * 1000)
    ok = 0;
  for (int m = 1; m < 3; m++)
    if (got[m].n != got[0].n
	|| memcmp (got[m].a, got[0].a, got[0].n * sizeof got[0].a[0]) != 0)
      ok = 0;
  printf ("%s: %slarge code, threaded = sweep = full%s\n",
	  ok ? "PASS" : "FAIL", protect ? "protect: " : "",
	  split_guard ? " (split inside a guard)" : "");
  return ok;
}

int
main (void)
{
  int failed = 0;
  for (int protect = 0; protect < 2; protect++)
    {
      failed += !run_large (0, protect);
      failed += !run_large (1, protect);
    }
  for (unsigned i = 0; i < sizeof tests / sizeof tests[0]; i++)
    for (int big = 0; big < 2; big++)
      for (int full = 0; full < 2; full++)
	failed += !run (&tests[i], big, full);
  for (unsigned i = 0; i < sizeof ra_tests / sizeof ra_tests[0]; i++)
    for (int big = 0; big < 2; big++)
      for (int full = 0; full < 2; full++)
	failed += !run_at (&ra_tests[i], CODE, big, full, 1);
  /* Loads: rejected under the protect policy, by marker or mode, and
     accepted under the sandbox policy, by default or mode.  */
  for (unsigned i = 0; i < sizeof load_tests / sizeof load_tests[0]; i++)
    for (int big = 0; big < 2; big++)
      for (int full = 0; full < 2; full++)
	{
	  /* A load does not end the code, though.  */
	  struct test sandbox = load_tests[i], unmarked;
	  sandbox.expect = sandbox.at_end ? "SFI-E-FALLS-OFF-END" : NULL;
	  unmarked = sandbox;
	  char name[128];
	  snprintf (name, sizeof name, "sandbox: %s", sandbox.name);
	  unmarked.name = name;
	  failed += !run_policy (&load_tests[i], CODE, big, full, 0, MARKER);
	  failed += !run_policy (&load_tests[i], CODE, big, full, 0, MODE);
	  failed += !run_policy (&unmarked, CODE, big, full, 0, AUTO_SANDBOX);
	  failed += !run_policy (&sandbox, CODE, big, full, 0, MODE_SANDBOX);
	}
  for (unsigned i = 0; i < sizeof protect_tests / sizeof protect_tests[0];
       i++)
    for (int big = 0; big < 2; big++)
      for (int full = 0; full < 2; full++)
	failed += !run_policy (&protect_tests[i], CODE, big, full, 0, MARKER);
  for (unsigned i = 0;
       i < sizeof protect_ins_tests / sizeof protect_ins_tests[0]; i++)
    for (int big = 0; big < 2; big++)
      for (int full = 0; full < 2; full++)
	failed += !run_policy (&protect_ins_tests[i], CODE, big, full, 1,
			       MARKER);
  /* A link must not point past the code segment (16 MiB by default;
     SEG_END ends CODE's segment); one instruction earlier is fine.  */
  static const struct test at_end[] = {
    TE ("call in the segment's last two words", "SFI-E-LINK-OUTSIDE",
	JALR (31, 15), NOP),
    TE ("call before them", NULL, JALR (31, 15), NOP, JR (31), TEQ (0, 0, 0)),
  };
  const uint64_t seg_end = (CODE | 0xffffffu) + 1;
  for (unsigned i = 0; i < 2; i++)
    for (int full = 0; full < 2; full++)
      failed += !run_at (&at_end[i], seg_end - 4 * at_end[i].n, 0, full, 1);
  /* Control must not run off the end of linked code into whatever
     follows it: the last word must be a trap.  */
  static const struct test ends[] = {
    TE ("ends with a return", "SFI-E-FALLS-OFF-END", RET),
    TE ("ends with nops", "SFI-E-FALLS-OFF-END", RET, NOP, NOP),
    TE ("ends with an unconditional jump and its slot", "SFI-E-FALLS-OFF-END",
	BEQ (0, 0, -1), NOP),
    TE ("ends with a conditional trap", "SFI-E-FALLS-OFF-END",
	RET, TEQ (5, 0, 7)),
    TE ("ends with a trap", NULL, RET, TEQ (0, 0, 0)),
    TE ("ends with a trap in a delay slot", NULL, CGUARD (31), JR (15),
	TEQ (0, 0, 0)),
    TE ("ends with a trap in a likely branch's slot", "SFI-E-FALLS-OFF-END",
	RET, BEQL (4, 0, -1), TEQ (0, 0, 0)),
  };
  for (unsigned i = 0; i < sizeof ends / sizeof ends[0]; i++)
    for (int big = 0; big < 2; big++)
      for (int full = 0; full < 2; full++)
	failed += !run (&ends[i], big, full);
  return failed != 0;
}
