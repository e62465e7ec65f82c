/* Unit tests of the Alpha checker from hand-encoded instruction words.

   Each case is a short sequence of 32-bit words and the problem code the
   verifier must report first (NULL: it must accept).  Alpha code is
   little endian.  Words are encoded by hand, so the tests need no Alpha
   assembler and can hold encodings one would refuse to produce.

   Output: one "PASS: name" or "FAIL: ..." line per case, read by
   testsuite/sfi.verifier/unit.exp; exit status 1 if any failed.  */

#include <stdio.h>
#include <string.h>
#include "sfi-verify.h"

/* Encoders for the instruction formats (manual, 3.3).  */
#define MEMF(op, ra, rb, d) \
  ((uint32_t) (op) << 26 | (ra) << 21 | (rb) << 16 | ((d) & 0xffff))
#define OPRF(op, fn, ra, rb, rc) \
  ((uint32_t) (op) << 26 | (ra) << 21 | (rb) << 16 | (fn) << 5 | (rc))
#define OPRL(op, fn, ra, lit, rc) \
  ((uint32_t) (op) << 26 | (ra) << 21 | (lit) << 13 | 1 << 12 | (fn) << 5 | (rc))
#define BRF(op, ra, d) ((uint32_t) (op) << 26 | (ra) << 21 | ((d) & 0x1fffff))
#define JMPF(type, ra, rb) ((uint32_t) 0x1a << 26 | (ra) << 21 | (rb) << 16 | (type) << 14)

#define LDA(ra, d, rb) MEMF (0x08, ra, rb, d)
#define LDAH(ra, d, rb) MEMF (0x09, ra, rb, d)
#define LDQ(ra, d, rb) MEMF (0x29, ra, rb, d)
#define LDL(ra, d, rb) MEMF (0x28, ra, rb, d)
#define LDBU(ra, d, rb) MEMF (0x0a, ra, rb, d)
#define LDQ_U(ra, d, rb) MEMF (0x0b, ra, rb, d)
#define LDWU(ra, d, rb) MEMF (0x0c, ra, rb, d)
#define LDF(ra, d, rb) MEMF (0x20, ra, rb, d)
#define LDG(ra, d, rb) MEMF (0x21, ra, rb, d)
#define LDS(ra, d, rb) MEMF (0x22, ra, rb, d)
#define LDT(ra, d, rb) MEMF (0x23, ra, rb, d)
#define LDL_L(ra, d, rb) MEMF (0x2a, ra, rb, d)
#define LDQ_L(ra, d, rb) MEMF (0x2b, ra, rb, d)
/* The prefetch hints fetch and fetch_m (misc format, address in Rb).  */
#define FETCH(rb) MEMF (0x18, 0, rb, 0x8000)
#define FETCH_M(rb) MEMF (0x18, 0, rb, 0xa000)
#define STQ(ra, d, rb) MEMF (0x2d, ra, rb, d)
#define STB(ra, d, rb) MEMF (0x0e, ra, rb, d)
#define STQ_U(ra, d, rb) MEMF (0x0f, ra, rb, d)
#define STQ_C(ra, d, rb) MEMF (0x2f, ra, rb, d)
#define STL_C(ra, d, rb) MEMF (0x2e, ra, rb, d)
#define STT(ra, d, rb) MEMF (0x27, ra, rb, d)
#define AND(a, b, c) OPRF (0x11, 0x00, a, b, c)
#define BIS(a, b, c) OPRF (0x11, 0x20, a, b, c)
#define ADDQ(a, b, c) OPRF (0x10, 0x20, a, b, c)
#define SUBQI(a, lit, c) OPRL (0x10, 0x29, a, lit, c)
#define MOV(a, c) BIS (31, a, c)
#define BEQ(ra, d) BRF (0x39, ra, d)
#define BNE(ra, d) BRF (0x3d, ra, d)
#define BR(d) BRF (0x30, 31, d)
#define BSR(d) BRF (0x34, 26, d)
#define BSR23(d) BRF (0x34, 23, d)
#define JMP(rb) JMPF (0, 31, rb)
#define JSR(rb) JMPF (1, 26, rb)
#define RETR(rb) JMPF (2, 31, rb)
#define JSR_CO(rb) JMPF (3, 26, rb)
#define CMOVEQ(a, b, c) OPRF (0x11, 0x24, a, b, c)
#define CALL_PAL(fn) ((uint32_t) (fn))
#define NOP BIS (31, 31, 31)

/* Guards: $5 mask, $6/$7 bases, $8/$4 sandboxed.  */
#define DGUARD(r) AND (r, 5, 4), BIS (4, 7, 4)
#define CGUARD(r) AND (r, 5, 8), BIS (8, 6, 8)
#define RET CGUARD (26), RETR (8)
/* A guard into load register R (protect code: $1-$3).  */
#define LGUARD(x, r) AND (x, 5, r), BIS (r, 7, r)

#define CODE 0x120002000ull
#define JT 0x120000000ull

struct test
{
  const char *name;
  const char *expect;		/* First problem code, or NULL.  */
  uint32_t words[16];
  unsigned n;
};

#define T(NAME, EXPECT, ...)						\
  { NAME, EXPECT, { __VA_ARGS__ },					\
    sizeof ((uint32_t[]) { __VA_ARGS__ }) / sizeof (uint32_t) }

static const struct test tests[] = {
  /* Stores.  */
  T ("sandboxed stq", NULL, DGUARD (16), STQ (17, 8, 4), RET),
  T ("sandboxed stq_u and stb", NULL,
     DGUARD (16), STQ_U (17, 3, 4), STB (17, 1, 4), RET),
  T ("store through $sp", NULL, STQ (9, 8, 30), RET),
  T ("store through $15, an ordinary register", "SFI-E-UNSANDBOXED-STORE",
     STT (1, 16, 15), RET),
  T ("unsandboxed stq", "SFI-E-UNSANDBOXED-STORE", STQ (17, 8, 16), RET),
  T ("unsandboxed stq_c", "SFI-E-UNSANDBOXED-STORE", STQ_C (17, 0, 16), RET),
  T ("unsandboxed stt", "SFI-E-UNSANDBOXED-STORE", STT (1, 0, 16), RET),
  T ("store through $gp, never written", NULL, STQ (1, -32768, 29), RET),
  T ("store with masked $22", "SFI-E-UNSANDBOXED-STORE",
     AND (16, 5, 4), STQ (17, 0, 4), RET),
  T ("store after arithmetic on $4", "SFI-E-UNSANDBOXED-STORE",
     DGUARD (16), LDAH (4, 1, 4), STQ (17, 0x4000, 4), RET),
  /* Induction pointers: the $sp rule for $4.  */
  T ("induction pointer", NULL, DGUARD (16), LDA (4, 8, 4),
     STQ (17, -8, 4), MOV (7, 4), RET),
  T ("induction pointer sandboxed again from itself", NULL, DGUARD (16),
     LDA (4, 8, 4), STQ (17, -8, 4), DGUARD (4), RET),
  T ("move into $4 from the code base", "SFI-E-UNSANDBOXED-STORE",
     MOV (6, 4), STQ (17, 0, 4), RET),
  T ("store after two adjustments of $4", "SFI-E-UNSANDBOXED-STORE",
     DGUARD (16), LDA (4, 0x4000, 4), LDA (4, 0x4000, 4), STQ (17, 0, 4),
     RET),
  /* A direct branch carries the adjusted state on; the access after it
     checks it.  */
  T ("adjusted $4 at a branch", NULL, DGUARD (16),
     LDA (4, 8, 4), BNE (16, 1), STQ (17, 0, 4), STQ (17, 0, 4), MOV (7, 4),
     RET),
  T ("adjusted $4 at a branch, adjusted again", "SFI-E-UNSANDBOXED-STORE",
     DGUARD (16), LDA (4, 8, 4), BNE (16, 1), STQ (17, 0, 4), LDA (4, 8, 4),
     STQ (17, 0, 4), MOV (7, 4), RET),
  T ("adjusted $4 at a return", "SFI-E-DATA-UNCHECKED", DGUARD (16),
     LDA (4, 8, 4), RET),
  T ("near $4 at a return", "SFI-E-REGION-ACROSS-JUMP", DGUARD (16),
     LDA (4, 8, 4), STQ (17, 0, 4), RET),
  T ("bis on a near $4", "SFI-E-UNSANDBOXED-STORE", DGUARD (16),
     LDA (4, 8, 4), STQ (17, 0, 4), BIS (4, 7, 4), STQ (17, 0, 4), RET),
  T ("prefetch through an adjusted $4", "SFI-E-DATA-UNCHECKED",
     DGUARD (16), LDA (4, 8, 4), LDQ (31, 0, 4), RET),
  T ("store on a path that skips the bis", "SFI-E-UNSANDBOXED-STORE",
     BNE (16, 1), AND (17, 5, 4), STQ (1, 0, 4), RET),
  T ("bis with the code base", "SFI-E-UNSANDBOXED-STORE",
     AND (16, 5, 4), BIS (4, 6, 4), STQ (17, 0, 4), RET),
  /* Dedicated registers.  */
  T ("write the mask", "SFI-E-WRITES-DEDICATED", MOV (16, 5), RET),
  T ("load the data base", "SFI-E-WRITES-DEDICATED", LDQ (7, 0, 30), RET),
  T ("load the GP", "SFI-E-WRITES-DEDICATED", LDQ (29, 0, 30), RET),
  T ("write the GP", "SFI-E-WRITES-DEDICATED", LDA (29, 8, 29), RET),
  T ("stq_c flag into the GP", "SFI-E-WRITES-DEDICATED", STQ_C (29, 0, 30),
     RET),
  T ("stq_c flag into the code base", "SFI-E-WRITES-DEDICATED",
     DGUARD (16), STQ_C (6, 0, 4), RET),
  /* Jumps.  */
  T ("sandboxed jsr", NULL, CGUARD (27), JSR (8), RET),
  T ("ret through $26", "SFI-E-UNSANDBOXED-JUMP", RETR (26)),
  T ("jsr through $27", "SFI-E-UNSANDBOXED-JUMP", JSR (27), RET),
  T ("jsr_coroutine through $26", "SFI-E-UNSANDBOXED-JUMP", JSR_CO (26), RET),
  T ("jmp through masked $8", "SFI-E-UNSANDBOXED-JUMP",
     AND (16, 5, 8), JMP (8)),
  T ("return with $4 masked", "SFI-E-REGION-ACROSS-JUMP",
     AND (16, 5, 4), RET),
  /* The stack and frame pointers.  */
  T ("prologue and epilogue", NULL,
     LDA (30, -32, 30), STQ (26, 0, 30), STQ (15, 8, 30), MOV (30, 15),
     LDQ (26, 0, 30), LDQ (15, 8, 30), LDA (30, 32, 30), LDL (1, 0, 30),
     RET),
  T ("sp adjusted, then a branch", "SFI-E-SP-INVALID",
     LDA (30, -32, 30), BEQ (16, 0), STQ (1, 0, 30), RET),
  T ("two adjustments", "SFI-E-SP-INVALID",
     LDA (30, -32000, 30), LDA (30, -32000, 30), STQ (1, 0, 30), RET),
  T ("ldah on sp", "SFI-E-SP-INVALID", LDAH (30, -1, 30), STQ (1, 0, 30), RET),
  T ("subq on sp", "SFI-E-SP-INVALID", SUBQI (30, 64, 30), STQ (1, 0, 30), RET),
  /* Store-conditionals may complete without touching memory: not a
     check of an adjustment.  */
  T ("stl_c as the check of an adjusted $sp", "SFI-E-SP-INVALID",
     LDA (30, -32000, 30), STL_C (1, 0, 30), LDA (30, -32000, 30),
     STQ (1, 0, 30), RET),
  T ("stq_c as the only check before a return", "SFI-E-SP-INVALID",
     LDA (30, -32, 30), STQ_C (1, 0, 30), RET),
  T ("stq_c as the check of an induction pointer", "SFI-E-UNSANDBOXED-STORE",
     DGUARD (16), LDA (4, 8, 4), STQ_C (17, -8, 4), BNE (17, 0),
     LDA (4, 8, 4), STQ (17, 0, 4), MOV (7, 4), RET),
  T ("sp from $15", "SFI-E-SP-INVALID", MOV (15, 30), STQ (1, 0, 30), RET),
  T ("sp from a sandboxed $4", NULL,
     DGUARD (16), MOV (4, 30), STQ (1, 0, 30), RET),
  T ("sp from a masked $4", "SFI-E-SP-INVALID",
     AND (16, 5, 4), MOV (4, 30), STQ (1, 0, 30), RET),
  /* Branches.  */
  T ("branch inside the code", NULL, BEQ (16, 1), NOP, RET),
  T ("branch out of the code", "SFI-E-BRANCH-TARGET", BR (0x100000), RET),
  /* The bsr is at CODE: its target is CODE + 4 + 4 * disp, so -2047
     reaches JT + 8 (entry 1) and -2048 reaches JT + 4 (inside entry 0).  */
  T ("bsr to a jump-table entry", NULL, BSR (-2047), RET),
  T ("bsr into the middle of an entry", "SFI-E-BRANCH-TARGET",
     BSR (-2048), RET),
  /* Default deny.  */
  T ("callsys", "SFI-E-FORBIDDEN-INSN", CALL_PAL (0x83), RET),
  T ("wruniq", "SFI-E-FORBIDDEN-INSN", CALL_PAL (0x9f), RET),
  T ("gentrap", NULL, CALL_PAL (0xaa), RET),
  T ("rduniq", NULL, CALL_PAL (0x9e), RET),
  T ("wh64", "SFI-E-FORBIDDEN-INSN", MEMF (0x18, 31, 16, 0xf800), RET),
  T ("hw_mtpr", "SFI-E-FORBIDDEN-INSN", MEMF (0x1d, 1, 2, 0), RET),
  T ("reserved opcode 0x01", "SFI-E-FORBIDDEN-INSN", MEMF (0x01, 1, 2, 0), RET),
  T ("undefined logical function", "SFI-E-FORBIDDEN-INSN",
     OPRF (0x11, 0x7f, 1, 2, 3), RET),
};

/* Code that keeps $26 valid (sfi_code.ra_valid: the object has the
   marker section), so returns may go through it.  Each rule has a case
   it must reject.  */
#define RAGUARD AND (26, 5, 26), BIS (26, 6, 26)

static const struct test ra_tests[] = {
  T ("ret through a valid $26", NULL, STQ (9, 8, 30), RETR (26)),
  T ("reload guarded in place", NULL, LDQ (26, 0, 30), RAGUARD, RETR (26)),
  T ("guarded reload, then a branch", NULL,
     LDQ (26, 0, 30), RAGUARD, BEQ (16, 0), RETR (26)),
  T ("a call's link makes $26 valid", NULL,
     LDQ (26, 0, 30), BSR (0), RETR (26)),
  T ("jsr through $8 links $26", NULL,
     LDQ (26, 0, 30), CGUARD (27), JSR (8), RETR (26)),
  T ("the paper's return is still accepted", NULL, RET),
  T ("ret through a reloaded $26", "SFI-E-UNSANDBOXED-JUMP",
     LDQ (26, 0, 30), RETR (26)),
  T ("reload on one path only", "SFI-E-UNSANDBOXED-JUMP",
     BEQ (16, 1), LDQ (26, 0, 30), RETR (26)),
  T ("$26 only masked", "SFI-E-UNSANDBOXED-JUMP",
     LDQ (26, 0, 30), AND (26, 5, 26), RETR (26)),
  T ("bis without the mask", "SFI-E-UNSANDBOXED-JUMP",
     LDQ (26, 0, 30), BIS (26, 6, 26), RETR (26)),
  T ("bis with the data base", "SFI-E-UNSANDBOXED-JUMP",
     LDQ (26, 0, 30), AND (26, 5, 26), BIS (26, 7, 26), RETR (26)),
  T ("move into $26", "SFI-E-UNSANDBOXED-JUMP", MOV (16, 26), RETR (26)),
  T ("unmarked return: reloaded $26 left bad", "SFI-E-RA-INVALID",
     LDQ (26, 0, 30), RET),
  T ("masked $26 at a branch", "SFI-E-RA-INVALID",
     LDQ (26, 0, 30), AND (26, 5, 26), BEQ (16, 0), BIS (26, 6, 26),
     RETR (26)),
  T ("bad $26 at a millicode call", "SFI-E-RA-INVALID",
     LDQ (26, 0, 30), BSR23 (0), RAGUARD, RETR (26)),
  T ("ret through $27", "SFI-E-UNSANDBOXED-JUMP", RETR (27)),
};

/* Sandbox code: $1-$3 are ordinary registers, never sandboxed.  */
static const struct test load_reg_sandbox_tests[] = {
  T ("store through $1", "SFI-E-UNSANDBOXED-STORE", LGUARD (16, 1),
     STQ (9, 0, 1), RET),
  T ("$1-$3 written freely", NULL, LDQ (1, 0, 30), ADDQ (1, 2, 3),
     MOV (16, 2), RET),
};

/* The protect policy (sfi_code.protect: the object has the .sfi.protect
   marker): loads obey the rule of stores.  Each load form through an
   ordinary register; every case must be rejected with the code given
   under the protect policy and accepted under the sandbox policy.  */
static const struct test load_tests[] = {
  T ("unsandboxed ldbu", "SFI-E-UNSANDBOXED-LOAD", LDBU (1, 0, 16), RET),
  T ("unsandboxed ldwu", "SFI-E-UNSANDBOXED-LOAD", LDWU (1, 2, 16), RET),
  T ("unsandboxed ldl", "SFI-E-UNSANDBOXED-LOAD", LDL (1, 4, 16), RET),
  T ("unsandboxed ldq", "SFI-E-UNSANDBOXED-LOAD", LDQ (1, 8, 16), RET),
  T ("unsandboxed ldq_u", "SFI-E-UNSANDBOXED-LOAD", LDQ_U (1, 3, 16), RET),
  T ("unsandboxed ldl_l", "SFI-E-UNSANDBOXED-LOAD", LDL_L (1, 0, 16), RET),
  T ("unsandboxed ldq_l", "SFI-E-UNSANDBOXED-LOAD", LDQ_L (1, 0, 16), RET),
  T ("unsandboxed ldf", "SFI-E-UNSANDBOXED-LOAD", LDF (1, 0, 16), RET),
  T ("unsandboxed ldg", "SFI-E-UNSANDBOXED-LOAD", LDG (1, 0, 16), RET),
  T ("unsandboxed lds", "SFI-E-UNSANDBOXED-LOAD", LDS (1, 0, 16), RET),
  T ("unsandboxed ldt", "SFI-E-UNSANDBOXED-LOAD", LDT (1, 0, 15), RET),
  T ("unsandboxed ldq into $31", "SFI-E-UNSANDBOXED-LOAD",
     LDQ (31, 0, 16), RET),
  T ("unsandboxed ldq_u into $31", "SFI-E-UNSANDBOXED-LOAD",
     LDQ_U (31, 0, 16), RET),
  T ("unsandboxed ldt into $f31", "SFI-E-UNSANDBOXED-LOAD",
     LDT (31, 0, 16), RET),
  T ("load through $gp, never written", NULL, LDQ (9, 32760, 29), RET),
  T ("load through $26", "SFI-E-UNSANDBOXED-LOAD", LDQ (1, 0, 26), RET),
  /* $4 (and $sp) sandboxed again before the return, for the sandbox
     policy.  */
  T ("load through a masked $4", "SFI-E-UNSANDBOXED-LOAD",
     AND (16, 5, 4), LDQ (1, 0, 4), BIS (4, 7, 4), RET),
  T ("load through a bad $4", "SFI-E-UNSANDBOXED-LOAD",
     LDQ (4, 0, 30), LDQ (1, 0, 4), DGUARD (16), RET),
  T ("load through $4 adjusted twice", "SFI-E-UNSANDBOXED-LOAD",
     DGUARD (16), LDA (4, 0x4000, 4), LDA (4, 0x4000, 4), LDQ (1, 0, 4),
     DGUARD (16), RET),
  T ("load on a path that skips the bis", "SFI-E-UNSANDBOXED-LOAD",
     BNE (16, 1), AND (17, 5, 4), LDQ (1, 0, 4), BIS (4, 7, 4), RET),
  T ("load through a bad $sp", "SFI-E-SP-INVALID",
     MOV (15, 30), LDQ (1, 0, 30), MOV (4, 30), RET),
};

/* Protect code the policy accepts.  */
static const struct test protect_tests[] = {
  T ("loads through a sandboxed $4", NULL, DGUARD (16), LDQ (9, 8, 4),
     LDBU (10, -1, 4), LDQ_U (11, 7, 4), LDT (9, 16, 4), LDQ (31, 0, 4), RET),
  T ("loads through $sp", NULL, LDL (9, 8, 30), LDWU (10, -8, 30),
     LDQ_L (11, 0, 30), LDS (9, 4, 30), LDQ_U (31, 0, 30), RET),
  T ("load through an induction pointer", NULL, DGUARD (16),
     LDA (4, 8, 4), LDQ (9, -8, 4), MOV (7, 4), RET),
  T ("load through a near $4", NULL, DGUARD (16), LDA (4, 8, 4),
     STQ (17, -8, 4), LDQ (9, -16, 4), MOV (7, 4), RET),
  T ("prologue and epilogue", NULL,
     LDA (30, -32, 30), STQ (26, 0, 30), STQ (15, 8, 30), MOV (30, 15),
     LDQ (26, 0, 30), LDQ (15, 8, 30), LDA (30, 32, 30), LDL (9, 0, 30),
     RET),
  T ("fetch and fetch_m", NULL, FETCH (16), FETCH_M (17), RET),
  T ("lda and ldah compute addresses", NULL, LDA (9, 8, 16),
     LDAH (10, 1, 16), RET),
  T ("stores are still checked", "SFI-E-UNSANDBOXED-STORE",
     STQ (17, 8, 16), RET),
};

/* Protect code that keeps $26 valid.  */
static const struct test protect_ra_tests[] = {
  T ("reload guarded in place", NULL, LDQ (26, 0, 30), RAGUARD,
     LDQ (9, 8, 30), RETR (26)),
  T ("load through $26", "SFI-E-UNSANDBOXED-LOAD", LDQ (9, 0, 26),
     RETR (26)),
};

/* The load registers $1-$3 of protect code (alpha-abi.h): valid at
   every entry, guarded by "and X,$5,R; bis R,$7,R", and only then (or
   valid) a base of loads and stores; valid wherever control leaves for
   an unknown target.  Run under the protect policy.  */
static const struct test load_reg_tests[] = {
  T ("guard into $1, loads and stores through it", NULL, LGUARD (16, 1),
     LDQ (9, 8, 1), STQ (9, -8, 1), LDT (9, 16, 1), LDQ_U (31, 0, 1),
     STB (9, 32767, 1), LDBU (9, -32768, 1), RET),
  T ("valid at entry", NULL, LDQ (9, 0, 1), STQ (9, 0, 2), LDBU (9, 0, 3),
     RET),
  T ("guard with its operands swapped", NULL, AND (5, 16, 2), BIS (7, 2, 2),
     LDQ (9, 0, 2), RET),
  T ("guard in place", NULL, LGUARD (3, 3), LDQ (9, 0, 3), RET),
  T ("guards of all three, branches in between", NULL, LGUARD (16, 1),
     BNE (17, 2), LGUARD (18, 2), LDQ (9, 0, 1), STQ (9, 0, 2),
     LGUARD (19, 3), BEQ (9, 0), STQ (9, 0, 3), RET),
  T ("branch between the halves", NULL, AND (16, 5, 1), BEQ (17, 0),
     BIS (1, 7, 1), LDQ (9, 0, 1), RET),
  T ("guard in a loop", NULL, LGUARD (16, 1), LDQ (9, 0, 1),
     LDA (16, 8, 16), SUBQI (17, 1, 17), BNE (17, -6), RET),
  T ("a call between guard and use", NULL, LGUARD (16, 1), CGUARD (27),
     JSR (8), LDQ (9, 0, 1), RET),
  T ("access after only the and", "SFI-E-UNSANDBOXED-LOAD", AND (16, 5, 1),
     LDQ (9, 0, 1), BIS (1, 7, 1), RET),
  T ("store after only the and", "SFI-E-UNSANDBOXED-STORE", AND (16, 5, 2),
     STQ (9, 0, 2), BIS (2, 7, 2), RET),
  T ("access after lda $1,8($1) twice", "SFI-E-UNSANDBOXED-LOAD",
     LGUARD (16, 1), LDA (1, 8, 1), LDA (1, 8, 1), LDQ (9, 0, 1),
     LGUARD (1, 1), RET),
  T ("induction on $1: steps, each checked, then mov $7,$1", NULL,
     LGUARD (16, 1), LDA (1, 8, 1), LDQ (9, 0, 1), LDA (1, -32768, 1),
     STQ (9, 32767, 1), LDA (1, 32767, 1), LDQ_U (9, -32768, 1), MOV (7, 1),
     RET),
  T ("induction loop on $2 and $3", NULL, LDQ (9, 0, 2), LDQ (10, 0, 3),
     LDA (2, 8, 2), LDA (3, 8, 3), SUBQI (17, 1, 17), BNE (17, -6),
     MOV (7, 2), BIS (7, 7, 3), RET),
  T ("step of $1 checked only by a prefetch", "SFI-E-UNSANDBOXED-LOAD",
     LDA (1, 8, 1), LDQ (31, 0, 1), LDA (1, 8, 1), LDQ (9, 0, 1),
     MOV (7, 1), RET),
  T ("step of $1 checked only by fetch", "SFI-E-UNSANDBOXED-LOAD",
     LDA (1, 8, 1), FETCH (1), LDA (1, 8, 1), LDQ (9, 0, 1), MOV (7, 1),
     RET),
  T ("step of $2 checked only by a store-conditional",
     "SFI-E-UNSANDBOXED-LOAD", LDA (2, 8, 2), STQ_C (9, 0, 2),
     LDA (2, 8, 2), LDQ (9, 0, 2), MOV (7, 2), RET),
  T ("step of $3 in a loop without an access", "SFI-E-UNSANDBOXED-LOAD",
     LDA (3, 8, 3), SUBQI (17, 1, 17), BNE (17, -3), LDQ (9, 0, 3),
     MOV (7, 3), RET),
  T ("bis after a step", "SFI-E-UNSANDBOXED-LOAD", LDA (1, 8, 1),
     LDQ (9, 0, 1), BIS (1, 7, 1), LDQ (9, 0, 1), RET),
  T ("lda from another register", "SFI-E-UNSANDBOXED-LOAD",
     LDA (1, 8, 2), LDQ (9, 0, 1), MOV (7, 1), RET),
  T ("return with $2 stepped and checked", "SFI-E-REGION-ACROSS-JUMP",
     LDA (2, 8, 2), LDQ (9, 0, 2), RET),
  T ("jsr with $3 stepped", "SFI-E-REGION-ACROSS-JUMP", LDA (3, 8, 3),
     CGUARD (27), JSR (8), MOV (7, 3), RET),
  T ("bsr with $1 near", "SFI-E-REGION-ACROSS-JUMP", LDA (1, 8, 1),
     LDQ (9, 0, 1), BSR (0), MOV (7, 1), RET),
  T ("access after ldq $1", "SFI-E-UNSANDBOXED-LOAD", LDQ (1, 0, 30),
     LDQ (9, 0, 1), LGUARD (1, 1), RET),
  T ("access after ldq_u $3", "SFI-E-UNSANDBOXED-STORE", LDQ_U (3, 0, 30),
     STQ (9, 0, 3), LGUARD (3, 3), RET),
  T ("access after a move from $4", "SFI-E-UNSANDBOXED-LOAD", MOV (4, 2),
     LDQ (9, 0, 2), RET),
  T ("access after bis $7,$4,$2", "SFI-E-UNSANDBOXED-LOAD", BIS (7, 4, 2),
     LDQ (9, 0, 2), LGUARD (2, 2), RET),
  T ("access after a conditional move", "SFI-E-UNSANDBOXED-LOAD",
     CMOVEQ (16, 17, 1), LDQ (9, 0, 1), LGUARD (1, 1), RET),
  T ("access after a store-conditional's flag", "SFI-E-UNSANDBOXED-LOAD",
     STQ_C (1, 0, 30), LDQ (9, 0, 1), LGUARD (1, 1), RET),
  T ("access after the flag of a store-conditional through it",
     "SFI-E-UNSANDBOXED-STORE", STQ_C (1, 0, 1), STQ (9, 0, 1),
     LGUARD (1, 1), RET),
  T ("bis of a bad $1", "SFI-E-UNSANDBOXED-LOAD", LDQ (1, 0, 30),
     BIS (1, 7, 1), LDQ (9, 0, 1), RET),
  T ("bis with the code base", "SFI-E-UNSANDBOXED-LOAD", AND (16, 5, 1),
     BIS (1, 6, 1), LDQ (9, 0, 1), LGUARD (1, 1), RET),
  T ("bis from another register", "SFI-E-UNSANDBOXED-LOAD", AND (16, 5, 1),
     BIS (2, 7, 1), LDQ (9, 0, 1), LGUARD (1, 1), RET),
  T ("and with the data base", "SFI-E-UNSANDBOXED-LOAD", AND (16, 7, 1),
     BIS (1, 7, 1), LDQ (9, 0, 1), LGUARD (1, 1), RET),
  T ("access on a path that skips the bis", "SFI-E-UNSANDBOXED-LOAD",
     AND (17, 5, 1), BNE (16, 1), BIS (1, 7, 1), LDQ (9, 0, 1), RET),
  T ("return with $1 bad", "SFI-E-REGION-ACROSS-JUMP", LDQ (1, 0, 30),
     RET),
  T ("return with $3 masked", "SFI-E-REGION-ACROSS-JUMP", AND (16, 5, 3),
     RET),
  T ("bsr with $1 masked", "SFI-E-REGION-ACROSS-JUMP", AND (16, 5, 1),
     BSR (0), BIS (1, 7, 1), RET),
  T ("millicode call with $2 masked", "SFI-E-REGION-ACROSS-JUMP",
     AND (16, 5, 2), BSR23 (0), BIS (2, 7, 2), RET),
  T ("jsr with $1 masked", "SFI-E-REGION-ACROSS-JUMP", AND (16, 5, 1),
     CGUARD (27), JSR (8), BIS (1, 7, 1), RET),
  T ("jmp with $2 masked", "SFI-E-REGION-ACROSS-JUMP", AND (16, 5, 2),
     CGUARD (27), JMP (8)),
  T ("link into $1", "SFI-E-REGION-ACROSS-JUMP", BRF (0x34, 1, 0), RET),
  T ("jsr linking into $2", "SFI-E-REGION-ACROSS-JUMP", CGUARD (27),
     JMPF (1, 2, 8), RET),
  T ("masked across a direct branch, then a return",
     "SFI-E-REGION-ACROSS-JUMP", AND (16, 5, 1), BR (0), RET),
};

/* Code of one-instruction data guards (sfi_code.and_only, with the
   protect marker): "and X,$5,R" alone makes a data register valid,
   where the runtime placed the module for it (alpha-abi.h); code
   guards keep both halves.  */
static const struct test and_only_tests[] = {
  T ("store through $4 after its and", NULL, AND (16, 5, 4),
     STQ (17, 0, 4), RET),
  T ("load through $1 after its and", NULL, AND (5, 16, 1), LDQ (9, 8, 1),
     RET),
  T ("$sp from an and-ed $4", NULL, AND (16, 5, 4), BIS (4, 4, 30),
     STQ (9, 0, 30), RET),
  T ("jump after the and alone", "SFI-E-UNSANDBOXED-JUMP", AND (16, 5, 8),
     JMP (8)),
  T ("and with the code base", "SFI-E-UNSANDBOXED-STORE", AND (16, 6, 4),
     STQ (17, 0, 4), RET),
  T ("and into an ordinary register", "SFI-E-UNSANDBOXED-STORE",
     AND (16, 5, 9), STQ (17, 0, 9), RET),
};

/* The same code without the marker (or under the match policy): the
   "and" alone only masks.  */
static const struct test and_only_off_tests[] = {
  T ("store through $4 after its and", "SFI-E-UNSANDBOXED-STORE",
     AND (16, 5, 4), STQ (17, 0, 4), RET),
  T ("load through $1 after its and", "SFI-E-UNSANDBOXED-LOAD",
     AND (5, 16, 1), LDQ (9, 8, 1), RET),
  T ("$sp from an and-ed $4", "SFI-E-SP-INVALID", AND (16, 5, 4),
     BIS (4, 4, 30), STQ (9, 0, 30), RET),
};

#define ARRAY_LEN(a) (sizeof (a) / sizeof (a)[0])

/* Whether run_policy's code has one-instruction data guards, and the
   match policy.  */
static int unit_and_only, unit_match;

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

/* Run test T at address AT with the fast sweep or (FULL) the full
   algorithm, with code that keeps $26 valid if RA, under POLICY; return
   1 if it passed.  */

static int
run_policy (const struct test *t, uint64_t at, int full, int ra,
	    enum policy policy)
{
  uint8_t bytes[sizeof t->words];
  for (unsigned i = 0; i < t->n; i++)
    for (int b = 0; b < 4; b++)
      bytes[4 * i + b] = t->words[i] >> (8 * b);
  struct sfi_code code = {
    .bytes = bytes, .size = 4 * t->n, .vaddr = at, .target_start = CODE,
    .target_end = at + 0x1000, .jt_start = JT, .jt_end = JT + 0x2000,
    .ra_valid = ra, .protect = policy == MARKER,
    .and_only = unit_and_only, .match = unit_match
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
  int n = sfi_verify_alpha (&code, &opts);
  int ok = t->expect ? (n > 0 && got && strcmp (got, t->expect) == 0)
		     : n == 0;
  printf ("%s: alpha: %s%s%s%s%s", ok ? "PASS" : "FAIL", prefix[policy],
	  unit_match ? "match: " : "",
	  unit_and_only ? "and-only: " : "", t->name,
	  full ? " (full algorithm)" : "");
  if (!ok)
    printf (": expected %s, got %s", t->expect ? t->expect : "accept",
	    got ? got : "accept");
  printf ("\n");
  return ok;
}

static int
run (const struct test *t, uint64_t at, int full, int ra)
{
  return run_policy (t, at, full, ra, AUTO_SANDBOX);
}

int
main (void)
{
  int failed = 0;
  for (unsigned i = 0; i < sizeof tests / sizeof tests[0]; i++)
    for (int full = 0; full < 2; full++)
      failed += !run (&tests[i], CODE, full, 0);
  for (unsigned i = 0; i < sizeof ra_tests / sizeof ra_tests[0]; i++)
    for (int full = 0; full < 2; full++)
      failed += !run (&ra_tests[i], CODE, full, 1);
  /* Loads: rejected under the protect policy, by marker or mode, and
     accepted under the sandbox policy, by default or mode.  */
  for (unsigned i = 0; i < sizeof load_tests / sizeof load_tests[0]; i++)
    for (int full = 0; full < 2; full++)
      {
	struct test sandbox = load_tests[i], unmarked;
	sandbox.expect = NULL;
	unmarked = sandbox;
	char name[128];
	snprintf (name, sizeof name, "sandbox: %s", sandbox.name);
	unmarked.name = name;
	failed += !run_policy (&load_tests[i], CODE, full, 0, MARKER);
	failed += !run_policy (&load_tests[i], CODE, full, 0, MODE);
	failed += !run_policy (&unmarked, CODE, full, 0, AUTO_SANDBOX);
	failed += !run_policy (&sandbox, CODE, full, 0, MODE_SANDBOX);
      }
  for (unsigned i = 0; i < sizeof protect_tests / sizeof protect_tests[0];
       i++)
    for (int full = 0; full < 2; full++)
      failed += !run_policy (&protect_tests[i], CODE, full, 0, MARKER);
  for (unsigned i = 0;
       i < sizeof load_reg_tests / sizeof load_reg_tests[0]; i++)
    for (int full = 0; full < 2; full++)
      {
	failed += !run_policy (&load_reg_tests[i], CODE, full, 0, MARKER);
	failed += !run_policy (&load_reg_tests[i], CODE, full, 0, MODE);
      }
  for (unsigned i = 0; i < sizeof load_reg_sandbox_tests
			   / sizeof load_reg_sandbox_tests[0]; i++)
    for (int full = 0; full < 2; full++)
      {
	failed += !run_policy (&load_reg_sandbox_tests[i], CODE, full, 0,
			       AUTO_SANDBOX);
	failed += !run_policy (&load_reg_sandbox_tests[i], CODE, full, 0,
			       MODE_SANDBOX);
      }
  for (unsigned i = 0;
       i < sizeof protect_ra_tests / sizeof protect_ra_tests[0]; i++)
    for (int full = 0; full < 2; full++)
      failed += !run_policy (&protect_ra_tests[i], CODE, full, 1, MARKER);
  /* A link must not point past the code segment (16 MiB, the default
     size: SEG_END is the end of CODE's segment).  The same code one word
     earlier is fine.  */
  static const struct test at_end[] = {
    T ("call in the segment's last word", "SFI-E-LINK-OUTSIDE",
       CGUARD (27), JSR (8)),
    T ("call before the segment's last word", NULL,
       CGUARD (27), JSR (8), RETR (26)),
  };
  const uint64_t seg_end = (CODE | 0xffffff) + 1;
  for (int full = 0; full < 2; full++)
    for (unsigned i = 0; i < 2; i++)
      failed += !run (&at_end[i], seg_end - 4 * at_end[i].n, full, 1);
  /* Control must not run off the end of linked code into whatever
     follows it: the last instruction must be a trap or an unconditional
     transfer that does not link.  */
  static const struct test ends[] = {
    T ("ends with a nop", "SFI-E-FALLS-OFF-END", RET, NOP),
    T ("ends with a conditional branch", "SFI-E-FALLS-OFF-END",
       RET, BEQ (16, -2)),
    T ("ends with a call", "SFI-E-FALLS-OFF-END", CGUARD (27), JSR (8)),
    T ("ends with bsr", "SFI-E-FALLS-OFF-END", BSR (-1)),
    T ("ends with imb", "SFI-E-FALLS-OFF-END", RET, CALL_PAL (0x86)),
    T ("ends with bpt", NULL, RET, CALL_PAL (0x80)),
    T ("ends with gentrap", NULL, RET, CALL_PAL (0xaa)),
    T ("ends with br", NULL, NOP, BR (-2)),
    T ("ends with a return", NULL, RET),
  };
  for (unsigned i = 0; i < sizeof ends / sizeof ends[0]; i++)
    for (int full = 0; full < 2; full++)
      failed += !run (&ends[i], CODE, full, 0);
  /* One-instruction data guards: with the marker; then without it, and
     with it under the match policy, which does not take them.  */
  for (int full = 0; full < 2; full++)
    {
      unit_and_only = 1;
      for (unsigned i = 0; i < ARRAY_LEN (and_only_tests); i++)
	failed += !run_policy (&and_only_tests[i], CODE, full, 0, MARKER);
      for (int m = 0; m < 2; m++)
	{
	  unit_and_only = unit_match = m;
	  for (unsigned i = 0; i < ARRAY_LEN (and_only_off_tests); i++)
	    failed += !run_policy (&and_only_off_tests[i], CODE, full, 0,
				   MARKER);
	}
      unit_and_only = unit_match = 0;
    }
  return failed != 0;
}
