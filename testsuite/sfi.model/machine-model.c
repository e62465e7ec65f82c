/* The verifier's machine model, tested against the emulator.

   For each memory instruction form of the target's ISA, ask the
   verifier (libsfiverify.a, the loader's own copy) whether the form
   checks an adjusted stack pointer, that is, whether it believes the
   instruction always accesses memory at its address:

       adjust $sp by -32000; FORM through $sp; adjust $sp again;
       store through $sp; return; trap

   is accepted exactly when FORM counts as a check.  Then run FORM itself
   with its base register pointing at unmapped memory.  A form the
   verifier counts as a check must fault there; one that completes is a
   hole in the model (the $sp walk of the sound-isolation issue, made with
   sc or stl_c).  A form that faults although the verifier does not count
   it is only conservative, and is reported, not failed.

   On MIPS, the same for delay slots: for each conditional branch form,
   the verifier is asked whether a check in its delay slot happens on the
   path where the branch is not taken, and the emulator runs the branch
   not taken with an increment in its slot.  A form whose slot the
   verifier trusts must run it (branch-likely forms annul it).

   Prints one "PASS: ..." or "FAIL: ..." line per form; exit status 1 if
   any failed.  docs/design.md, "The verifier's machine model", has the
   table these rows pin.  */

#include <setjmp.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include "sfi-verify.h"

struct form
{
  const char *name;
  uint32_t word;		/* Base register and offset fields zero.  */
};

#if defined __mips__
#define BASE_SHIFT 21
#define SP 29
#define ARG0 4			/* $a0: the unmapped address.  */
#define I(op, rt) ((uint32_t) (op) << 26 | (uint32_t) (rt) << 16)
static const struct form forms[] = {
  { "lb", I (0x20, 2) }, { "lh", I (0x21, 2) }, { "lwl", I (0x22, 2) },
  { "lw", I (0x23, 2) }, { "lw into $0", I (0x23, 0) },
  { "lbu", I (0x24, 2) }, { "lhu", I (0x25, 2) }, { "lwr", I (0x26, 2) },
  { "ll", I (0x30, 2) }, { "lwc1", I (0x31, 2) }, { "ldc1", I (0x35, 2) },
  { "pref", I (0x33, 0) },
  { "sb", I (0x28, 2) }, { "sh", I (0x29, 2) }, { "swl", I (0x2a, 2) },
  { "sw", I (0x2b, 2) }, { "swr", I (0x2e, 2) }, { "sc", I (0x38, 2) },
  { "swc1", I (0x39, 2) }, { "sdc1", I (0x3d, 2) },
};
/* addiu $sp,$sp,-32000; FORM; addiu $sp,$sp,-32000; sw $5,0($sp);
   and $15,$31,$12; or $15,$15,$13; jr $15; nop; teq $0,$0.  */
#define ADJ 0x27bd8300
static const uint32_t before[] = { ADJ };
static const uint32_t after[] = { ADJ, 0xafa50000, 0x03ec7824, 0x01ed7825,
				  0x01e00008, 0, 0x00000034 };
/* FORM; jr $31; nop.  */
static const uint32_t ret[] = { 0x03e00008, 0 };
#define VERIFY sfi_verify_mips
#define ISA "mips"

/* Conditional branches on $4 (rt $0), and a value of $4 for which each
   is not taken.  */
struct branch
{
  const char *name;
  uint32_t word;		/* Offset field zero.  */
  int32_t not_taken;
};
#define B(op, rt) ((uint32_t) (op) << 26 | 4u << 21 | (uint32_t) (rt) << 16)
static const struct branch branches[] = {
  { "beq", B (0x04, 0), 1 }, { "bne", B (0x05, 0), 0 },
  { "blez", B (0x06, 0), 1 }, { "bgtz", B (0x07, 0), 0 },
  { "bltz", B (0x01, 0), 0 }, { "bgez", B (0x01, 1), -1 },
  { "beql", B (0x14, 0), 1 }, { "bnel", B (0x15, 0), 0 },
  { "blezl", B (0x16, 0), 1 }, { "bgtzl", B (0x17, 0), 0 },
  { "bltzl", B (0x01, 2), 0 }, { "bgezl", B (0x01, 3), -1 },
};
#elif defined __alpha__
#define BASE_SHIFT 16
#define SP 30
#define ARG0 16			/* $a0.  */
#define M(op, ra) ((uint32_t) (op) << 26 | (uint32_t) (ra) << 21)
static const struct form forms[] = {
  { "ldbu", M (0x0a, 1) }, { "ldq_u", M (0x0b, 1) }, { "ldwu", M (0x0c, 1) },
  { "ldl", M (0x28, 1) }, { "ldq", M (0x29, 1) }, { "ldl_l", M (0x2a, 1) },
  { "ldq_l", M (0x2b, 1) }, { "ldf", M (0x20, 1) }, { "ldg", M (0x21, 1) },
  { "lds", M (0x22, 1) }, { "ldt", M (0x23, 1) },
  { "ldq into $31", M (0x29, 31) }, { "ldl into $31", M (0x28, 31) },
  { "ldq_u into $31", M (0x0b, 31) }, { "ldt into $f31", M (0x23, 31) },
  { "ldl_l into $31", M (0x2a, 31) },
  { "stb", M (0x0e, 1) }, { "stw", M (0x0d, 1) }, { "stl", M (0x2c, 1) },
  { "stq", M (0x2d, 1) }, { "stq_u", M (0x0f, 1) }, { "stl_c", M (0x2e, 1) },
  { "stq_c", M (0x2f, 1) }, { "sts", M (0x26, 1) }, { "stt", M (0x27, 1) },
  { "stf", M (0x24, 1) }, { "stg", M (0x25, 1) },
};
/* lda $sp,-32000($sp); FORM; lda $sp,-32000($sp); stq $1,0($sp);
   and $26,$5,$8; bis $8,$6,$8; ret $31,($8),1.  */
#define ADJ 0x23de8300
static const uint32_t before[] = { ADJ };
static const uint32_t after[] = { ADJ, 0xb43e0000, 0x46850008, 0x45060408,
				  0x6be88001 };
/* FORM; ret $31,($26),1.  */
static const uint32_t ret[] = { 0x6bfa8001 };
#define VERIFY sfi_verify_alpha
#define ISA "alpha"
#else
#error "unsupported target"
#endif

#define N(a) (sizeof (a) / sizeof (a)[0])

/* Does the verifier count FORM as a check of an adjusted $sp?  */

/* Does the verifier accept HEAD (N words), followed by AFTER?  */

static int
verifier_accepts (const uint32_t *head, size_t n)
{
  uint32_t words[16];
  memcpy (words, head, 4 * n);
  for (size_t i = 0; i < N (after); i++)
    words[n++] = after[i];
  uint64_t at = 0x10001000;
  struct sfi_code code = {
    (const uint8_t *) words, 4 * n, at,
    __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__, at, at + 4 * n, 0, 0, 0, 0,
    0, 0
  };
  struct sfi_verify_opts opts = { SFI_VERIFY_AUTO, NULL, NULL, 0, 0 };
  return VERIFY (&code, &opts) == 0;
}

static int
verifier_counts (uint32_t form)
{
  uint32_t head[N (before) + 1];
  memcpy (head, before, sizeof before);
  head[N (before)] = form | (uint32_t) SP << BASE_SHIFT;
  return verifier_accepts (head, N (head));
}

static sigjmp_buf env;

static void
on_fault (int sig)
{
  siglongjmp (env, sig);
}

/* Run FORM once with its base register at an unmapped address; return
   the signal it raised, or 0 if it completed.  */

static int
run_faults (uint32_t form, void *page)
{
  uint32_t *p = page;
  p[0] = form | (uint32_t) ARG0 << BASE_SHIFT;
  for (size_t i = 0; i < N (ret); i++)
    p[1 + i] = ret[i];
  __builtin___clear_cache ((char *) p, (char *) (p + 1 + N (ret)));
  int sig = sigsetjmp (env, 1);
  if (sig == 0)
    {
      ((void (*) (uintptr_t)) page) (0x10);
      return 0;
    }
  return sig;
}

#ifdef __mips__
/* Does the verifier believe the delay slot of BR runs when BR is not
   taken?  adjust $sp; BR to the next adjustment, with "lw $0,0($sp)" in
   its slot; adjust $sp; store through it; return.  */

static int
verifier_trusts_slot (uint32_t br)
{
  const uint32_t head[] = { ADJ, br | 1, 0x8fa00000 /* lw $0,0($sp) */ };
  return verifier_accepts (head, N (head));
}

/* Run BR not taken, with "addiu $2,$2,1" in its slot; return nonzero if
   the slot ran.  */

static int
run_slot (const struct branch *br, void *page)
{
  static const uint32_t tail[] = { 0x24420001, 0x03e00008, 0, 0x03e00008, 0 };
  uint32_t *p = page;
  p[0] = 0x24020000;		/* addiu $2,$0,0 */
  p[1] = br->word | 3;		/* To the second "jr $31".  */
  for (size_t i = 0; i < N (tail); i++)
    p[2 + i] = tail[i];
  __builtin___clear_cache ((char *) p, (char *) (p + 2 + N (tail)));
  return ((int (*) (int32_t)) page) (br->not_taken);
}
#endif

int
main (void)
{
  struct sigaction sa;
  memset (&sa, 0, sizeof sa);
  sa.sa_handler = on_fault;
  sigaction (SIGSEGV, &sa, NULL);
  sigaction (SIGBUS, &sa, NULL);
  void *page = mmap (NULL, 65536, PROT_READ | PROT_WRITE | PROT_EXEC,
		     MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (page == MAP_FAILED)
    {
      printf ("FAIL: " ISA ": cannot map a code page\n");
      return 1;
    }
  int failed = 0;
  for (size_t i = 0; i < N (forms); i++)
    {
      int counts = verifier_counts (forms[i].word);
      int sig = run_faults (forms[i].word, page);
      int ok = !counts || sig != 0;
      failed += !ok;
      printf ("%s: " ISA " machine model: %s %s a check, and %s\n",
	      ok ? "PASS" : "FAIL", forms[i].name,
	      counts ? "is" : "is not",
	      sig ? "faults on unmapped memory"
		  : "completes on unmapped memory");
    }
#ifdef __mips__
  for (size_t i = 0; i < N (branches); i++)
    {
      int trusted = verifier_trusts_slot (branches[i].word);
      int ran = run_slot (&branches[i], page);
      int ok = !trusted || ran;
      failed += !ok;
      printf ("%s: " ISA " machine model: %s not taken: the verifier %s its"
	      " delay slot, which %s\n", ok ? "PASS" : "FAIL",
	      branches[i].name, trusted ? "trusts" : "does not trust",
	      ran ? "runs" : "is annulled");
    }
#endif
  return failed != 0;
}
