/* The SFI verifier's interface: check that machine code obeys a policy.

   This is the trusted part of the toolchain.  It depends on nothing but
   the C library and the ABI headers in include/sfi/, so the same code is
   linked into the runtime's loader (on the target) and into the host
   command sfi-verify.  */

#ifndef SFI_VERIFY_H
#define SFI_VERIFY_H

#include <stddef.h>
#include <stdint.h>

/* The policy to check.  Sandbox: stores and indirect jumps sandboxed,
   loads free.  Match (the paper's segment matching, -fsfi=match): the
   same rules, since safety rests on the guards, and every guard followed
   by its check (which only makes a wild access trap, so the verifier
   need not trust it: the rule keeps code of other policies out of a
   match module).  Protect (the paper's general protection): loads
   sandboxed like stores too.  */
enum sfi_verify_mode
{
  SFI_VERIFY_AUTO = 0,		/* The code's markers decide: protect if
				   it has the protect marker, else
				   sandbox.  */
  SFI_VERIFY_SANDBOX,		/* Sandbox rules only.  */
  SFI_VERIFY_PROTECT,		/* Protect rules, marker or not.  */
  SFI_VERIFY_MATCH		/* Match rules, marker or not.  */
};

/* One stretch of code to check, with what it may branch to.  */
struct sfi_code
{
  const uint8_t *bytes;		/* The instructions.  */
  size_t size;			/* In bytes.  */
  uint64_t vaddr;		/* Address of BYTES[0] when it runs.  */
  int big_endian;		/* Byte order of the words.  */
  /* Direct branches and jumps must land in [TARGET_START, TARGET_END)
     or on an entry of the jump table [JT_START, JT_END).  */
  uint64_t target_start, target_end;
  uint64_t jt_start, jt_end;
  /* Nonzero for a relocatable object: absolute jump targets are not known
     yet (the loader checks the linked module), so they are treated like
     indirect jumps.  */
  int relocatable;
  /* log2 of the segment size the code will run with (0: the
     architecture's default).  MIPS guards of the form "ins R,X,0,SIZE"
     keep R in its segment only if SIZE is at most this.  */
  unsigned seg_bits;
  /* MIPS: nonzero for code of the "ins" guard scheme (its file has an
     SFI_MIPS_INS_SECTION section): $12-$14 are ordinary registers and
     only "ins" guards make $15 and $24 valid.  */
  int ins_scheme;
  /* Nonzero for code that keeps its return address register valid
     ($31, Alpha $26; its file has a .sfi.ra section, SFI_MIPS_RA_SECTION
     or SFI_ALPHA_RA_SECTION): returns may go through that register,
     which must then be valid at every control transfer.  */
  int ra_valid;
  /* Alpha: nonzero for code of one-instruction data guards (its file
     has an SFI_ALPHA_AND_ONLY_SECTION section): "and X,$5,R" alone
     makes a data or load register valid, which is safe only in a domain
     the runtime placed for it (alpha-abi.h).  */
  int and_only;
  /* Nonzero: loads are checked like stores, the protect policy (its
     file has a .sfi.protect section, SFI_MIPS_PROTECT_SECTION or
     SFI_ALPHA_PROTECT_SECTION).  A mode of SFI_VERIFY_PROTECT in the
     options applies the policy even when this is zero.  */
  int protect;
  /* Nonzero: every guard must be followed by its check, the match
     policy (its file has a .sfi.match section, SFI_MIPS_MATCH_SECTION or
     SFI_ALPHA_MATCH_SECTION); SFI_VERIFY_MATCH applies it regardless.  */
  int match;
};

/* The kinds of problem, for both ISAs.  Each has a stable name
   (sfi_problem_name), e.g. "SFI-E-UNSANDBOXED-STORE", which reports,
   tests and documentation use; docs/design.md lists them.  */
enum sfi_problem_code
{
  SFI_E_FORBIDDEN_INSN,		/* Not in the ISA's table.  */
  SFI_E_WRITES_DEDICATED,	/* Writes a mask or segment register.  */
  SFI_E_UNSANDBOXED_STORE,
  SFI_E_SP_INVALID,
  SFI_E_DATA_UNCHECKED,
  SFI_E_UNSANDBOXED_JUMP,
  SFI_E_RA_INVALID,
  SFI_E_LINK_OUTSIDE,
  SFI_E_REGION_ACROSS_JUMP,
  SFI_E_CTI_IN_DELAY_SLOT,
  SFI_E_TRUNCATED,
  SFI_E_BRANCH_TARGET,
  SFI_E_INS_WIDTH,
  SFI_E_FALLS_OFF_END,
  SFI_E_UNSANDBOXED_LOAD,	/* Protect policy only.  */
  SFI_E_UNCHECKED_GUARD,	/* Match policy only.  */
  SFI_E_READS_HOST_STATE,	/* Protect policy only.  */
  SFI_E_NCODES
};

/* The stable name of problem code C.  */
extern const char *sfi_problem_name (enum sfi_problem_code c);

/* A problem found in the code.  */
struct sfi_problem
{
  uint64_t addr;		/* Address of the instruction.  */
  uint32_t insn;		/* Its encoding.  */
  const char *code;		/* Stable name, sfi_problem_name (ID).  */
  const char *reason;		/* One sentence for people.  */
  char disasm[64];		/* The instruction, disassembled.  */
  enum sfi_problem_code id;
};

/* Called for each problem.  Return nonzero to go on looking for more,
   zero to stop at this one.  */
typedef int (*sfi_problem_sink) (void *ctx, const struct sfi_problem *p);

struct sfi_verify_opts
{
  enum sfi_verify_mode mode;
  sfi_problem_sink sink;	/* May be NULL: stop at the first problem.  */
  void *ctx;
  /* SFI_VERIFY_FULL: skip the fast single sweep and always run the full
     fixed-point algorithm.  Both give the same verdicts and problems; the
     flag exists so tests and the fuzzer can check that they do.  */
  unsigned flags;
  /* For sfi_verify_elf: the segment size to assume, as sfi_code's
     seg_bits (0: the default).  */
  unsigned seg_bits;
};

#define SFI_VERIFY_FULL 1
/* SFI_VERIFY_THREADS: on large code, sweep two halves in two threads (the
   host command and the benchmark use it; the loader does not).  The
   result is the same; when a half's assumptions do not hold, the
   verifier falls back to one thread.  */
#define SFI_VERIFY_THREADS 2

/* Check CODE, MIPS32 (o32) or Alpha machine code, under the protect
   policy if CODE->protect or OPTS->mode is SFI_VERIFY_PROTECT, else the
   sandbox policy.  Return the number of problems reported (0: safe), or
   -1 if CODE is unusable (misaligned, too large).  */
extern int sfi_verify_mips (const struct sfi_code *code,
			    const struct sfi_verify_opts *opts);
extern int sfi_verify_alpha (const struct sfi_code *code,
			     const struct sfi_verify_opts *opts);

/* Check every executable section of the ELF image DATA of SIZE bytes (a
   relocatable object, an executable or a module; 32-bit MIPS of either
   byte order, or 64-bit Alpha), except the runtime-owned jump table,
   under the protect policy if OPTS->mode is SFI_VERIFY_PROTECT, or if it
   is SFI_VERIFY_AUTO and the image has the protect marker section.
   SECTION, if not NULL, is called with SECTION_CTX, the section's name and
   address before each section is checked (for reports).  Stop after the
   first unsafe section unless ALL.  Return 0 if safe, 1 if unsafe, 2 if
   the image is unusable (*ERR says why).  */
extern int sfi_verify_elf (const uint8_t *data, size_t size,
			   const struct sfi_verify_opts *opts, int all,
			   void (*section) (void *, const char *, uint64_t),
			   void *section_ctx, const char **err);

#endif /* SFI_VERIFY_H */
