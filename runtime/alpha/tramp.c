/* Alpha trampolines of a domain: the trusted code between host and
   module.  The steps of each entry and exit, and their order, are those
   of runtime/trampolines.c; this file gives the Alpha instructions of
   each step (sfi_arch_tramp) and the rest of the stub page.

   The stub page lies right below the code segment, where the jump
   table's "br" instructions reach it (4 MiB either way).  It holds the
   gate prologue (entered from a host-call entry, "lda $28,K($31);
   br $31,prologue", with the entry number in $28), the exit trampoline
   of each register-saving variant (entered from return entries, "br
   $31,exit; call_pal bpt"; it checks that the call in progress has its
   variant: exit invariant X1, sfi-priv.h), the generic entry of each
   variant (target in $27, sandboxed) and the bound entries (target as a
   constant, checked when the module was loaded).  Every entry sets every
   dedicated register, $8 included (entry invariant E2).  Alpha
   has no immediate jump across 4 MiB, so trampolines load 64-bit
   constants and jump through a register: they are trusted code, which
   the verifier does not see.

   Frames: 0 $26, 8 $29, 16 the host's FPCR (SFI_ARCH_FRAME_FPC), 24
   $15, then $9-$14, then
   $f2-$f9; 16-byte aligned, with the variant in the low bits of the
   frame address kept in the context.  */

#include <string.h>
#include <ucontext.h>
#include "sfi-priv.h"

/* Encodings.  */
#define MEM(op, ra, rb, d) \
  (((uint32_t) (op) << 26) | ((ra) << 21) | ((rb) << 16) | ((d) & 0xffffu))
#define LDA(ra, d, rb)	MEM (0x08, ra, rb, d)
#define LDAH(ra, d, rb)	MEM (0x09, ra, rb, d)
#define LDQ(ra, d, rb)	MEM (0x29, ra, rb, d)
#define STQ(ra, d, rb)	MEM (0x2d, ra, rb, d)
#define LDT(ra, d, rb)	MEM (0x23, ra, rb, d)
#define STT(ra, d, rb)	MEM (0x27, ra, rb, d)
#define OPR(op, fn, ra, rb, rc) \
  (((uint32_t) (op) << 26) | ((ra) << 21) | ((rb) << 16) | ((fn) << 5) | (rc))
#define OPL(op, fn, ra, lit, rc) \
  (((uint32_t) (op) << 26) | ((ra) << 21) | ((uint32_t) (lit) << 13) \
   | (1u << 12) | ((fn) << 5) | (rc))
#define BIS(ra, rb, rc)	OPR (0x11, 0x20, ra, rb, rc)
#define BISL(ra, l, rc)	OPL (0x11, 0x20, ra, l, rc)
#define AND(ra, rb, rc)	OPR (0x11, 0x00, ra, rb, rc)
#define ANDL(ra, l, rc)	OPL (0x11, 0x00, ra, l, rc)
#define XORL(ra, l, rc)	OPL (0x11, 0x40, ra, l, rc)
#define SLLL(ra, l, rc)	OPL (0x12, 0x39, ra, l, rc)
#define MOV(ra, rc)	BIS (ra, ra, rc)
#define JMP(rb)		((0x1au << 26) | (31u << 21) | ((rb) << 16))
#define JSR(ra, rb)	((0x1au << 26) | ((ra) << 21) | ((rb) << 16) \
			 | (1u << 14))
#define RET(rb)		((0x1au << 26) | (31u << 21) | ((rb) << 16) \
			 | (2u << 14) | 1)
#define BR(disp)	((0x30u << 26) | (31u << 21) \
			 | (((uint32_t) (disp) >> 2) & 0x1fffff))
/* FP operate functions of opcode 0x17 that move the FPCR (the assembler
   puts the register in all three fields), and the exception barrier
   that the architecture wants before reading the FPCR and after writing
   it.  */
#define MT_FPCR(f)	OPR (0x17, 0x024, f, f, f)
#define MF_FPCR(f)	OPR (0x17, 0x025, f, f, f)
#define EXCB		0x60000400u
#define BNE(ra, words)	((0x3du << 26) | ((ra) << 21) \
			 | ((uint32_t) (words) & 0x1fffff))

#define V0 0
#define AT 28
#define PV 27
#define RA 26
#define GP 29
#define SP 30
#define FP 15
#define T11 25
#define FT0 10			/* $f10, a temporary FP register.  */

/* Write "R = BASE + V" at P as "ldah; lda" (only one of them where the
   other's part is zero) and return the end, or return NULL if V is out
   of the pair's reach.  */
static uint32_t *
emit_add (uint32_t *p, unsigned r, unsigned base, int64_t v)
{
  int64_t lo = (int16_t) (v & 0xffff), hi = (v - lo) >> 16;
  if (hi < -0x8000 || hi >= 0x8000)
    return NULL;
  if (hi != 0 || lo == 0)
    {
      *p++ = LDAH (r, hi, base);
      base = r;
    }
  if (lo != 0)
    *p++ = LDA (r, lo, base);
  return p;
}

/* Write the 64-bit constant V into register R at P: "ldah; lda" for a
   32-bit value, else the upper half, a shift and the lower half.  */
static uint32_t *
emit_li (uint32_t *p, unsigned r, uint64_t v)
{
  uint32_t *q = emit_add (p, r, 31, (int64_t) v);
  if (q)
    return q;
  int64_t c[4], x = (int64_t) v;
  for (int i = 0; i < 4; i++)
    {
      c[i] = (int16_t) (x & 0xffff);
      x = (x - c[i]) >> 16;
    }
  *p++ = LDAH (r, c[3], 31);
  *p++ = LDA (r, c[2], r);
  *p++ = SLLL (r, 32, r);
  *p++ = LDAH (r, c[1], r);
  *p++ = LDA (r, c[0], r);
  return p;
}

/* Classify instruction word W: add the integer registers it may write
   to *GPR and the floating-point registers to *FPR.  Over-approximates:
   a wrong bit only costs a save.  */
static void
written_by (uint32_t w, uint32_t *gpr, uint32_t *fpr)
{
  unsigned op = w >> 26, ra = (w >> 21) & 31, rc = w & 31;

  switch (op)
    {
    case 0x00:				/* call_pal.  */
      *gpr |= 1u << V0;
      break;
    case 0x08: case 0x09: case 0x0a: case 0x0b: case 0x0c:
    case 0x28: case 0x29: case 0x2a: case 0x2b:	/* lda, loads.  */
    case 0x1a: case 0x30: case 0x34:		/* jumps, br, bsr.  */
    case 0x2e: case 0x2f:			/* stl_c, stq_c.  */
    case 0x18:					/* misc (rpcc ...).  */
      *gpr |= 1u << ra;
      break;
    case 0x10: case 0x11: case 0x12: case 0x13: case 0x1c:
      *gpr |= 1u << rc;
      break;
    case 0x14: case 0x15: case 0x16: case 0x17:	/* FP operate, itof.  */
      *fpr |= 1u << rc;
      /* mf_fpcr (0x17.025) writes Fa, not Fc (Alpha Architecture
	 Reference Manual, 4.10; qemu: dest_fpr (ctx, ra)); the
	 assembler repeats Fa in Fc, a module need not.  The only FP
	 operate that writes Fa; any function with mf_fpcr's low six
	 bits counts, in case a decoder ignores the qualifier bits.  */
      if (op == 0x17 && ((w >> 5) & 0x3f) == 0x025)
	*fpr |= 1u << ra;
      break;
    case 0x20: case 0x21: case 0x22: case 0x23:	/* FP loads.  */
      *fpr |= 1u << ra;
      break;
    case 0x0d: case 0x0e: case 0x0f: case 0x2c: case 0x2d:
    case 0x24: case 0x25: case 0x26: case 0x27:	/* Stores.  */
    case 0x31: case 0x32: case 0x33: case 0x35: case 0x36: case 0x37:
    case 0x38: case 0x39: case 0x3a: case 0x3b: case 0x3c: case 0x3d:
    case 0x3e: case 0x3f:			/* Branches.  */
      break;
    default:
      *gpr = *fpr = ~0u;
    }
}

/* Record in D which preserved registers its module's code may write.  */
void
sfi_arch_scan_written (struct sfi_domain *d)
{
  uint32_t gpr = 0, fpr = 0;
  const uint32_t *p = (const uint32_t *) (d->lay.code_base + SFI_JT_SIZE);
  const uint32_t *end
    = (const uint32_t *) (d->lay.code_base + d->img.code_used);

  for (; p < end; p++)
    written_by (*p, &gpr, &fpr);
  d->tramps.written_gpr = gpr;
  d->tramps.written_fpr = fpr;
}

/* The preserved registers an entry of variant SAVE saves in D's domain,
   as masks, and the size of its frame.  */
static uint32_t
frame_layout (const struct sfi_domain *d, int save, uint32_t *gpr,
	      uint32_t *fpr)
{
  uint32_t size = 32;
  *gpr = d->tramps.written_gpr & (save >= SFI_SAVE_INT ? 0x00007e00u : 0);
  *fpr = d->tramps.written_fpr & (save >= SFI_SAVE_INT_FP ? 0x000003fcu : 0);
  size += 8 * __builtin_popcount (*gpr) + 8 * __builtin_popcount (*fpr);
  return (size + 15) & ~15u;
}

/* Emit the save (STORE) or restore of the frame of variant SAVE at P,
   with displacements biased by BIAS; return the new P.  $26 and $29 are
   handled by the callers.  */
static uint32_t *
emit_frame (const struct sfi_domain *d, uint32_t *p, int save, int store,
	    int bias)
{
  uint32_t gpr, fpr;
  int off = 32;
  frame_layout (d, save, &gpr, &fpr);
  if (d->tramps.written_gpr & (1u << FP))
    *p++ = store ? STQ (FP, 24, SP) : LDQ (FP, 24 - bias, SP);
  for (unsigned r = 9; r <= 14; r++)
    if (gpr & (1u << r))
      {
	*p++ = store ? STQ (r, off, SP) : LDQ (r, off - bias, SP);
	off += 8;
      }
  for (unsigned f = 2; f <= 9; f++)
    if (fpr & (1u << f))
      {
	*p++ = store ? STT (f, off, SP) : LDT (f, off - bias, SP);
	off += 8;
      }
  return p;
}

/* The steps of trampolines.c.  Entry 1: a frame on the host stack with
   $26, $29 and the variant's registers.  */
static uint32_t *
save_host (const struct sfi_domain *d, uint32_t *p, int save)
{
  uint32_t gpr, fpr, size = frame_layout (d, save, &gpr, &fpr);
  *p++ = LDA (SP, -(int) size, SP);
  *p++ = STQ (RA, 0, SP);
  *p++ = STQ (GP, 8, SP);
  return emit_frame (d, p, save, 1, 0);
}

/* Entry 1, the host's FPCR (X2), through $f10, a temporary register
   that carries no argument.  */
static uint32_t *
save_fpc (const struct sfi_domain *d, uint32_t *p)
{
  (void) d;
  *p++ = EXCB;
  *p++ = MF_FPCR (FT0);
  *p++ = STT (FT0, SFI_ARCH_FRAME_FPC, SP);
  return p;
}

/* Entry 2: the context into $28 (the steps below address the context
   from it), and the frame, tagged, into the context.  The scratch
   register of this step and the next is the data register, which step 5
   sets, so that no register is left holding the host's stack pointer
   (as MIPS).  */
static uint32_t *
tag_host_frame (const struct sfi_domain *d, uint32_t *p, int save)
{
  p = emit_li (p, AT, (uintptr_t) &d->ctx);
  if (save)
    {
      *p++ = BISL (SP, save, SFI_ALPHA_REG_DATA);
      *p++ = STQ (SFI_ALPHA_REG_DATA, CTX_HOST_SP, AT);
    }
  else
    *p++ = STQ (SP, CTX_HOST_SP, AT);
  return p;
}

/* Entry 3.  */
static uint32_t *
count_call (const struct sfi_domain *d, uint32_t *p)
{
  (void) d;
  *p++ = LDQ (SFI_ALPHA_REG_DATA, CTX_SEQ, AT);
  *p++ = LDA (SFI_ALPHA_REG_DATA, 1, SFI_ALPHA_REG_DATA);
  *p++ = STQ (SFI_ALPHA_REG_DATA, CTX_SEQ, AT);
  return p;
}

/* Entry 4.  */
static uint32_t *
switch_stack (const struct sfi_domain *d, uint32_t *p)
{
  (void) d;
  *p++ = LDQ (SP, CTX_MOD_SP, AT);
  return p;
}

/* Entry 4a: sfi_arch_scrub through the data register, which entry 5
   sets.  */
static uint32_t *
scrub (const struct sfi_domain *d, uint32_t *p, int bound)
{
  (void) d;
  (void) bound;
  *p++ = LDQ (SFI_ALPHA_REG_DATA, CTX_SCRUB, AT);
  *p++ = JSR (RA, SFI_ALPHA_REG_DATA);
  return p;
}

/* Entries 5 and 6: one word of the context, as the gate's return path
   loads it (switch.S): one instruction, where a 64-bit constant takes
   five.  */
static uint32_t *
load_ctx (const struct sfi_domain *d, uint32_t *p, unsigned r, unsigned off)
{
  (void) d;
  *p++ = LDQ (r, off, AT);
  return p;
}

/* Entry 5, after the bases: the data register, and $15 (an ordinary
   register; the data base, so that no host address reaches the
   module).  Both jumps set the code register themselves.  */
static uint32_t *
set_address_regs (const struct sfi_domain *d, uint32_t *p, int bound)
{
  (void) d;
  (void) bound;
  *p++ = MOV (SFI_ALPHA_REG_DATASEG, SFI_ALPHA_REG_DATA);
  *p++ = MOV (SFI_ALPHA_REG_DATASEG, FP);
  return p;
}

/* Entry 7.  */
static uint32_t *
set_return_entry (const struct sfi_domain *d, uint32_t *p, int save,
		  unsigned base)
{
  (void) d;
  *p++ = LDA (RA, (SFI_JT_RETURN_BASE + save) * SFI_JT_ENTRY_SIZE, base);
  return p;
}

/* Entry 8, to the checked constant FN or to the function in $27
   (guarded), through the code register; $27 gets the address too, as
   the calling standard wants, and $28 no longer holds the context, so
   that no host address is left in a register (as MIPS's $at).  */
static uint32_t *
jump_bound (const struct sfi_domain *d, uint32_t *p, uintptr_t fn)
{
  /* FN's offset in the code segment from its base register (entry 5):
     two instructions rather than a 64-bit constant's five.  */
  uint32_t *q = emit_add (p, SFI_ALPHA_REG_CODE, SFI_ALPHA_REG_CODESEG,
			  (int64_t) (fn - d->lay.code_base));
  p = q ? q : emit_li (p, SFI_ALPHA_REG_CODE, fn);
  *p++ = MOV (SFI_ALPHA_REG_CODE, PV);
  *p++ = MOV (31, AT);
  *p++ = JMP (SFI_ALPHA_REG_CODE);
  return p;
}

static uint32_t *
jump_guarded (const struct sfi_domain *d, uint32_t *p)
{
  (void) d;
  *p++ = AND (PV, SFI_ALPHA_REG_MASK, SFI_ALPHA_REG_CODE);
  *p++ = BIS (SFI_ALPHA_REG_CODE, SFI_ALPHA_REG_CODESEG, SFI_ALPHA_REG_CODE);
  *p++ = MOV (SFI_ALPHA_REG_CODE, PV);
  *p++ = MOV (31, AT);
  *p++ = JMP (SFI_ALPHA_REG_CODE);
  return p;
}

/* Exit 1.  The saved frame address carries the variant of the innermost
   call in its low bits: the restore's displacements compensate.  */
static uint32_t *
check_tag (const struct sfi_domain *d, uint32_t *p, int save,
	   uint32_t **branch)
{
  p = emit_li (p, AT, (uintptr_t) &d->ctx);
  *p++ = LDQ (SP, CTX_HOST_SP, AT);
  *p++ = ANDL (SP, SFI_FRAME_TAG_MASK, T11);
  if (save)
    *p++ = XORL (T11, save, T11);
  *branch = p++;		/* bne $25,bad (bad_exit).  */
  return p;
}

/* Exit 2, first the host's FPCR (X2), through $f10 again: not a
   result register.  */
static uint32_t *
restore_fpc (const struct sfi_domain *d, uint32_t *p, int save)
{
  (void) d;
  *p++ = LDT (FT0, SFI_ARCH_FRAME_FPC - save, SP);
  *p++ = MT_FPCR (FT0);
  *p++ = EXCB;
  return p;
}

/* Exit 2.  */
static uint32_t *
restore_host (const struct sfi_domain *d, uint32_t *p, int save)
{
  uint32_t gpr, fpr, size = frame_layout (d, save, &gpr, &fpr);
  *p++ = LDQ (RA, 0 - save, SP);
  p = emit_frame (d, p, save, 0, save);
  *p++ = LDQ (GP, 8 - save, SP);
  *p++ = LDA (SP, size - save, SP);
  *p++ = RET (RA);
  return p;
}

/* Exit 3: $sp holds the host's frame, which the common path does not
   need (it finds its frame from the context); the call ends there.  */
static uint32_t *
bad_exit (const struct sfi_domain *d, uint32_t *p, int save,
	  uint32_t *branch)
{
  *branch = BNE (T11, p - branch - 1);
  *p++ = LDA (AT, SFI_HOST_BAD_EXIT + save, 31);
  *p = BR ((intptr_t) d->tramps.gate_prologue - (intptr_t) (p + 1));
  p++;
  return p;
}

/* The gate prologue: the entry number into $1, the context into $28,
   then the common path of switch.S.  */
static uint32_t *
gate_prologue (const struct sfi_domain *d, uint32_t *p)
{
  *p++ = MOV (AT, 1);
  p = emit_li (p, AT, (uintptr_t) &d->ctx);
  p = emit_li (p, PV, (uintptr_t) sfi_arch_gate_common);
  *p++ = JMP (PV);
  return p;
}

const struct sfi_tramp_isa sfi_arch_tramp = {
  SFI_TRAMP_STEPS,
  .reg_mask = SFI_ALPHA_REG_MASK,
  .reg_codeseg = SFI_ALPHA_REG_CODESEG,
  .reg_dataseg = SFI_ALPHA_REG_DATASEG,
  .reg_code = SFI_ALPHA_REG_CODE,
  .reg_data = SFI_ALPHA_REG_DATA,
  .reg_gp = SFI_ALPHA_REG_GP,
  .reg_load = SFI_ALPHA_LOAD_REGS,
  .n_reg_load = SFI_ALPHA_N_LOAD_REGS,
};

/* Largest size in bytes of one entry trampoline.  */
size_t
sfi_arch_entry_max (void)
{
  return 4 * 64;
}

/* Value the generic code passes for an exit trampoline's $at: unused,
   the exit trampolines load the context themselves.  */
uintptr_t
sfi_arch_exit_at (const struct sfi_domain *d)
{
  (void) d;
  return 0;
}

/* Fill D's jump table: host-call and import entries load their number
   into $28 and branch to the gate prologue; return entries branch to the
   exit of their variant.  Every other entry traps.  */
void
sfi_arch_fill_jump_table (struct sfi_domain *d)
{
  uint32_t *jt = (uint32_t *) d->lay.code_base;

  for (unsigned k = 0; k < SFI_JT_ENTRIES; k++)
    {
      uintptr_t at = (uintptr_t) &jt[2 * k];
      intptr_t to_gate
	= (intptr_t) d->tramps.gate_prologue - (intptr_t) (at + 8);
      jt[2 * k] = jt[2 * k + 1] = SFI_ARCH_TRAP_INSN;
      if (k < SFI_HOST_COUNT
	  || (k >= SFI_HOST_IMPORT_BASE && d->img.imports[k - SFI_HOST_IMPORT_BASE]))
	{
	  if (to_gate >= -(1 << 22) && to_gate < (1 << 22))
	    {
	      jt[2 * k] = LDA (AT, k, 31);
	      jt[2 * k + 1] = BR (to_gate);
	    }
	}
      else if (k >= SFI_JT_RETURN_BASE
	       && k < SFI_JT_RETURN_BASE + SFI_SAVE_VARIANTS)
	{
	  intptr_t to_exit = (intptr_t) d->tramps.exit_tramp[k - SFI_JT_RETURN_BASE]
			     - (intptr_t) (at + 4);
	  if (to_exit >= -(1 << 22) && to_exit < (1 << 22))
	    jt[2 * k] = BR (to_exit);
	}
    }
}

/* The pc of the interrupted context UC.  */
uintptr_t
sfi_arch_signal_pc (const void *uc)
{
  return ((const ucontext_t *) uc)->uc_mcontext.sc_pc;
}

/* The live FPCR, and writing it (a host handler of a signal that
   interrupted module code runs with the host's: X2, fault.c).  It
   moves through an FP register.  */
uintptr_t
sfi_arch_fpc_read (void)
{
  union { double d; uintptr_t v; } u;
  __asm__ __volatile__ ("excb\n\tmf_fpcr %0\n\texcb" : "=f" (u.d));
  return u.v;
}

void
sfi_arch_fpc_write (uintptr_t v)
{
  union { double d; uintptr_t v; } u = { .v = v };
  __asm__ __volatile__ ("excb\n\tmt_fpcr %0\n\texcb" : : "f" (u.d)
			: "memory");
}

/* Make context UC resume in sfi_arch_leave (CTX, STATUS), with the
   host's FPCR (X2).  */
void
sfi_arch_signal_leave (void *uc, struct sfi_arch_ctx *ctx, int status)
{
  mcontext_t *mc = &((ucontext_t *) uc)->uc_mcontext;
  mc->sc_fpcr = sfi_host_fpc (ctx);
  mc->sc_regs[16] = (uintptr_t) ctx;
  mc->sc_regs[17] = status;
  mc->sc_regs[27] = (uintptr_t) sfi_arch_leave;
  mc->sc_pc = (uintptr_t) sfi_arch_leave;
}

/* Make context UC resume at exit trampoline TRAMP of D, as the function
   returning zero would ($0 and $f0 zero; the trampoline loads its
   context itself), with the host's FPCR (X2).  */
void
sfi_arch_signal_exit (void *uc, const struct sfi_domain *d, uintptr_t tramp)
{
  mcontext_t *mc = &((ucontext_t *) uc)->uc_mcontext;
  mc->sc_fpcr = sfi_host_fpc (&d->ctx);
  mc->sc_regs[0] = 0;
  mc->sc_fpregs[0] = 0;
  mc->sc_pc = tramp;
}

/* Make instructions written at [ADDR, ADDR+LEN) visible to instruction
   fetch ("imb" on real hardware; qemu-user needs nothing).  */
void
sfi_arch_flush_icache (uintptr_t addr, size_t len)
{
  __builtin___clear_cache ((char *) addr, (char *) addr + len);
}
