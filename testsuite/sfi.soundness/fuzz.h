/* Shared declarations of the soundness harness (fuzz.c) and its
   instruction-sequence generators (gen-mips.c, gen-alpha.c).  */

#ifndef SFI_FUZZ_H
#define SFI_FUZZ_H

#include <stddef.h>
#include <stdint.h>

/* A register word of the target.  */
typedef uintptr_t fz_word;

/* The random number generator (xorshift64*), seeded per run.  */
struct fz_rng
{
  uint64_t s;
};

static inline uint64_t
fz_next (struct fz_rng *r)
{
  r->s ^= r->s >> 12;
  r->s ^= r->s << 25;
  r->s ^= r->s >> 27;
  return r->s * 0x2545f4914f6cdd1dull;
}

/* A number in [0, N).  */
static inline unsigned
fz_below (struct fz_rng *r, unsigned n)
{
  return n ? (unsigned) ((fz_next (r) >> 32) * n >> 32) : 0;
}

/* True with probability P percent.  */
static inline int
fz_pct (struct fz_rng *r, unsigned p)
{
  return fz_below (r, 100) < p;
}

/* The domain as a generator sees it.  */
struct fz_env
{
  uint64_t code_base, code_end;	/* Code segment.  */
  uint64_t jt_end;		/* End of the jump table.  */
  uint64_t data_base, data_end;	/* Data segment.  */
  uint64_t seg_size;
  unsigned seg_bits;		/* log2 of seg_size.  */
  int ins_scheme;		/* MIPS: the "ins" guard scheme.  */
  int ra_valid;			/* $31 / $26 kept valid.  */
  int aligned_targets;		/* MIPS: no odd or unaligned jump targets.  */
  int protect;			/* Code of the protect policy (loads
				   sandboxed too; the plugin checks them).  */
  uint64_t ret_entry;		/* The jump-table entry that ends a call.  */
  /* Jump-table entries a sequence may use without harm (host calls
     that write no file, the return entry, trapping entries).  */
  uint64_t jt_safe[16];
  unsigned n_jt_safe;
  /* Addresses worth putting in registers and memory.  */
  uint64_t interesting[64];
  unsigned n_interesting;
};

/* One generated sequence at its address, with one line of assembly per
   word.  */
#define FZ_MAX_WORDS 96
struct fz_seq
{
  uint64_t addr;
  unsigned n;
  uint32_t w[FZ_MAX_WORDS];
  char text[FZ_MAX_WORDS][56];
  char tags[96];		/* Hard cases it contains.  */
};

/* Register block the dispatcher loads: general registers by number,
   then floating-point registers, then HI and LO (MIPS).  */
#define FZ_BLOCK_FPR 32
#define FZ_BLOCK_HI 64
#define FZ_BLOCK_LO 65
#define FZ_BLOCK_WORDS 66

/* Per ISA (gen-mips.c or gen-alpha.c).  */
extern const char *const fz_isa_name;
extern const uint32_t fz_trap_insn;
/* The dispatcher at ADDR: loads the registers from the block whose
   address is in the first argument register and jumps, sandboxed, to
   the address in the second.  Returns the number of words.  In protect
   code (E->protect) it loads only through the data register, so the
   first argument register ends holding the value the data register was
   guarded from (block[FZ_DATA_REG], not block[FZ_ARG_REG]: the harness
   makes them equal).  */
unsigned fz_gen_dispatcher (const struct fz_env *e, uint64_t addr,
			    struct fz_seq *out);
/* What the runtime's entries do for a module built for E's policy and
   not for the harness's (built with -fsfi=sandbox), as code at ADDR
   that falls through to the dispatcher (protect code, MIPS of the "ins"
   scheme: set the load registers to the data segment base).  Returns
   the number of words, 0 if none.  */
unsigned fz_gen_entry (const struct fz_env *e, uint64_t addr,
		       struct fz_seq *out);
/* A random sequence at ADDR of at most MAX words; AT_END: it ends the
   code segment (falling off it is a hard case).  */
void fz_gen_sequence (struct fz_rng *r, const struct fz_env *e, uint64_t addr,
		      unsigned max, int at_end, struct fz_seq *out);
/* Probe K of the plugin's self-test at ADDR: a store through the probe
   register FZ_PROBE_REG (which the harness points outside the data
   segment: a canary page), a store to an unmapped address far from the
   data segment, or a jump through it (to an unmapped address, then into
   the middle of a jump-table entry); if E->protect, then every load form
   through it ("load-outside-data": the harness points it outside the
   data segment, at readable memory) and a load of an unmapped address
   ("load-fault-outside").  Returns the violation the plugin must report,
   or NULL when K is past the last probe.  */
const char *fz_gen_probe (const struct fz_env *e, uint64_t addr, unsigned k,
			  struct fz_seq *out);
/* A hand-made escape at ADDR the verifier should reject (MIPS: a
   switch to the MIPS16 instruction set): 0 if the ISA has none.  */
int fz_gen_demo (const struct fz_env *e, uint64_t addr, struct fz_seq *out);
/* A random register value or memory word for E.  */
fz_word fz_value (struct fz_rng *r, const struct fz_env *e);
/* What word W does with the load registers (MIPS $14, $11, $10:
   mips-abi.h, in protect code of the "ins" scheme more data address
   registers; Alpha $1-$3: alpha-abi.h, in protect code more data
   registers with the two-instruction guard; on both the verifier tracks
   their states as the data register's, induction steps included), as
   FZ_LR_* bits: for the harness's statistics.  If BASE is not NULL, it
   gets the load register W accesses memory through (FZ_LR_ACCESS), if
   WREG not NULL the one W writes; 0 for none (no load register is
   0).  */
#define FZ_LR_ACCESS 1		/* A load or store through one.  */
#define FZ_LR_GUARD 2		/* MIPS: "ins R,X,0,SIZE", SIZE <=
				   seg_bits; Alpha: either half of "and
				   X,$5,R; bis R,$7,R".  */
#define FZ_LR_BAD_GUARD 4	/* MIPS: "ins R" too wide or at another
				   position; Alpha: another "and" or "bis"
				   into R.  */
#define FZ_LR_WRITE 8		/* Any other write.  */
#define FZ_LR_STEP 16		/* The induction step: MIPS "addiu R,R,K",
				   Alpha "lda R,K(R)" (the same R).  */
#define FZ_LR_RESET 32		/* R made the data segment base: MIPS
				   "move R,$gp" ("addu"/"or" of $gp and $0),
				   Alpha "mov $7,R" ("bis" of $7 with $31 or
				   $7).  */
unsigned fz_load_reg_use (const struct fz_env *e, uint32_t w,
			  unsigned *base, unsigned *wreg);

#endif /* SFI_FUZZ_H */
