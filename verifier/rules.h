/* What the two checkers share below the driver (sweep.h): the decoded
   form of an instruction and its cache, the states of the tracked
   registers, what a rule sees, the rules whose logic is the same on both
   ISAs, and the driver that applies an ISA's list of rules.  An ISA
   keeps only what differs: its decode table, its transfer function, its
   own rules (MIPS delay slots and "ins" widths), and the registers,
   layouts and words of struct sfi_rules.  Internal to the verifier.  */

#ifndef SFI_RULES_H
#define SFI_RULES_H

#include <stddef.h>
#include <stdint.h>
#include "sweep.h"

/* Instruction classes the shared rules reason about.  An ISA numbers its
   other classes (ALU, and the forms its guards use) below SFI_C_LOAD, so
   that one small number indexes the rule lists.  */
enum sfi_class
{
  SFI_C_LOAD = 8,
  SFI_C_STORE,
  SFI_C_BRANCH,			/* Direct, PC-relative.  */
  SFI_C_JUMP,			/* Direct, absolute (MIPS "j", "jal").  */
  SFI_C_IJUMP,			/* Indirect: jump, call or return.  */
  SFI_NCLASSES,
  SFI_C_FORBIDDEN = 255		/* In no row of the table.  */
};

/* A decoded instruction, kept small (8 bytes): the decode cache holds
   many, and the window and the full algorithm copy them.  */
struct sfi_insn
{
  uint32_t w;
  unsigned char row;		/* Index in the ISA's table, or SFI_NO_ROW.  */
  unsigned char cls;		/* The row's class, or SFI_C_FORBIDDEN.  */
  unsigned char wreg;		/* GPR written (the ISA's zero if none).  */
  unsigned char flags;		/* SFI_F_*, and bits of the ISA's own.  */
};

#define SFI_NO_ROW 255

/* Flags of a decoded instruction the shared rules read; an ISA may use
   the bits 0x01, 0x02 and 0x10 for itself.  */
#define SFI_F_CALL 0x08		/* A call: the callee returns with valid
				   registers.  */
#define SFI_F_FAR 0x04		/* A direct call that may leave its section
				   of a relocatable object (linked later).  */
#define SFI_F_RA 0x20		/* Writes the return-address register, in
				   code that keeps it valid.  */
#define SFI_F_DEDICATED 0x40	/* Writes a register no code may write.  */
#define SFI_F_CHECK 0x80	/* Some rule may object: every other
				   instruction is skipped by the checks.  */

/* Return true if I is a control transfer.  */

static inline int
sfi_cti_p (const struct sfi_insn *i)
{
  return i->cls >= SFI_C_BRANCH && i->cls != SFI_C_FORBIDDEN;
}

/* Possible-state sets of the tracked registers, each a few bits of a
   16-bit state; the ISA says where (struct sfi_rules).  */
#define S_V 1			/* Valid.  */
#define S_M 2			/* Masked (address registers) or adjusted
				   ($sp).  */
#define S_B 4			/* Bad.  */
#define S_A 8			/* Data register adjusted, not yet used.  */
#define S_N 16			/* Data register near: used since.  */
#define S_U 8			/* Code register (MIPS): in the segment,
				   low bits from elsewhere.  */

/* The tracked registers, as struct sfi_rules indexes them.  */
enum sfi_reg { SFI_R_CODE, SFI_R_DATA, SFI_R_SP, SFI_R_RA, SFI_NREGS };

/* What a rule sees: instructions around the one checked, and the state
   before each.  */
struct sfi_ctx
{
  const struct sfi_rules *isa;
  const struct sfi_code *code;
  const struct sfi_insn *insns;	/* A window of the code, or one.  */
  const unsigned short *in;	/* State before each instruction.  */
  size_t n;
  uint64_t base;		/* Address of INSNS[0].  */
};

/* A rule and the classes it can object to (bits 1 << class; SFI_C_ANY
   for a rule about writes of dedicated registers, tried first on
   instructions with SFI_F_DEDICATED; SFI_C_BAD for unknown ones).  */
struct sfi_check
{
  struct sfi_verdict (*check) (const struct sfi_ctx *, size_t);
  unsigned classes;
};

#define SFI_C(cls) (1u << (cls))
#define SFI_C_BAD (1u << SFI_NCLASSES)
#define SFI_C_CTI \
  (SFI_C (SFI_C_BRANCH) | SFI_C (SFI_C_JUMP) | SFI_C (SFI_C_IJUMP))
#define SFI_C_ANY 0xffffffffu

/* No direct target known here (not 0: a real address in an object).  */
#define SFI_NO_TARGET UINT64_MAX

#define SFI_MAX_CHECKS 12

/* What the shared rules need to know of an ISA.  */
struct sfi_rules
{
  /* Register numbers: code, data, $sp and return-address registers
     (enum sfi_reg), and a register stores may always use (MIPS $gp), or
     255.  */
  unsigned char reg[SFI_NREGS];
  unsigned char reg_free_store;
  /* Bit position and width mask of each tracked register's state.  */
  unsigned char sh[SFI_NREGS];
  unsigned char mask[SFI_NREGS];
  /* The base register of loads, stores and indirect jumps is
     (W >> BASE_SHIFT) & 31.  */
  unsigned char base_shift;
  /* Bytes from a linking transfer to the address it links.  */
  unsigned char link_bytes;
  /* log2 of the default segment size.  */
  unsigned char seg_bits;
  /* Whether the transfer rule reports an invalid return-address register
     before an unchecked data register (the order each ISA's reports have
     always had).  */
  unsigned char ra_first;
  unsigned jt_entry_size;
  /* The target of direct transfer K of C, or SFI_NO_TARGET.  */
  uint64_t (*target) (const struct sfi_ctx *c, size_t k);
  /* Set *ST to the state where transfer K of C passes control on (after
     its delay slot, if any); return 0 if there is none here.  */
  int (*leaving) (const struct sfi_ctx *c, size_t k, unsigned *st);
  void (*disasm) (const struct sfi_insn *i, uint64_t addr, char *buf,
		  size_t n);
  /* Every rule, in the order they are tried.  */
  const struct sfi_check *checks;
  unsigned nchecks;
  /* The reasons of the shared rules' reports, naming the ISA's
     registers.  */
  const char *why_dedicated, *why_store_data, *why_jump_ra,
    *why_jump_other, *why_jump_other_ra, *why_jump_code, *why_sp_transfer,
    *why_data_transfer, *why_ra_transfer, *why_region, *why_target;
  /* For each class, and one more for unknown instructions, the rules
     that apply in table order, ending with NCHECKS, SFI_C_ANY rules left
     out; built by sfi_rules_init.  */
  unsigned char lists[SFI_NCLASSES + 1][SFI_MAX_CHECKS + 1];
};

/* Register R's state set in ST.  */

static inline unsigned
sfi_get (const struct sfi_rules *isa, unsigned st, enum sfi_reg r)
{
  return (st >> isa->sh[r]) & isa->mask[r];
}

/* Build ISA's rule lists (once, before any use).  */
extern void sfi_rules_init (struct sfi_rules *isa);

/* Report the first rule that instruction K of C breaks, if any, as a
   problem at ADDR.  Return 1 if there was one, and set *GO_ON to the
   sink's answer (0 without a sink: stop at the first problem).  */
extern int sfi_check_insn (const struct sfi_ctx *c, size_t k, uint64_t addr,
			   const struct sfi_verify_opts *opts, int *go_on);

/* The rules both ISAs share (rules.c says what each requires).  */
extern struct sfi_verdict sfi_check_known (const struct sfi_ctx *, size_t);
extern struct sfi_verdict sfi_check_dedicated_writes (const struct sfi_ctx *,
						      size_t);
extern struct sfi_verdict sfi_check_store (const struct sfi_ctx *, size_t);
extern struct sfi_verdict sfi_check_indirect_jump (const struct sfi_ctx *,
						   size_t);
extern struct sfi_verdict sfi_check_transfer_state (const struct sfi_ctx *,
						    size_t);
extern struct sfi_verdict sfi_check_link (const struct sfi_ctx *, size_t);
extern struct sfi_verdict sfi_check_branch_target (const struct sfi_ctx *,
						   size_t);

/* The decode cache.  Decoding depends only on the word (and the code's
   markers, fixed per cache), and code repeats words a lot (nops, moves,
   stack accesses), so a direct-mapped cache of decoded words, one per
   verification and thread, saves most table look-ups.  */
#ifndef SFI_DCACHE_BITS
#define SFI_DCACHE_BITS 15
#endif

/* An ISA's decoder: W into *I, for code with the given markers.  */
typedef void sfi_decode_fn (uint32_t w, struct sfi_insn *i, int ins_scheme,
			    int ra_valid);

struct sfi_dcache
{
  int ins_scheme, ra_valid;	/* The code's markers (sfi_code).  */
  struct sfi_insn e[1u << SFI_DCACHE_BITS];
};

/* Return a decode cache for CODE filled by DECODE (freed with free), or
   NULL.  */
extern void *sfi_dcache_new (const struct sfi_code *code,
			     sfi_decode_fn *decode);

/* Decode W into *I through cache D, filled by DECODE (a constant, so
   that it is called directly).  */

static inline __attribute__ ((always_inline)) void
sfi_decode (struct sfi_dcache *d, uint32_t w, struct sfi_insn *i,
	    sfi_decode_fn *decode)
{
  struct sfi_insn *e = &d->e[(w * 0x9e3779b1u) >> (32 - SFI_DCACHE_BITS)];
  if (e->w != w)
    decode (w, e, d->ins_scheme, d->ra_valid);
  *i = *e;
}

#endif /* SFI_RULES_H */
