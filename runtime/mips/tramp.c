/* MIPS trampolines of a domain: the trusted code between host and module.

   Each domain has a stub page (in the 256 MiB region of its code
   segment, so that jump-table entries and trampolines reach each other
   with "j") holding, in this order:

     gate prologue   where every host-call entry of the jump table goes:
		     loads the domain's context into $at and jumps to the
		     common host-call path of switch.S (the table entry
		     put the call number in $v1 in its delay slot);
     exit[V]         where a called function returns, through jump-table
		     entry SFI_JT_RETURN_BASE + V: if the call in progress
		     has variant V, restores what entry trampolines of
		     variant V saved and returns to the host, else ends the
		     call as a fault (exit invariant X1, sfi-priv.h);
     entry[V]        the generic entry of variant V, for sfi_domain_callv:
		     target function in $t9, sandboxed before the jump;
     bound entries   one per (function, variant) bound by a stub, with
		     the target as the immediate of a "j".

   The steps of each entry and exit, and their order, are those of
   runtime/trampolines.c, for every architecture; this file gives the
   MIPS instructions of each step (sfi_arch_tramp).  Everything is built
   from the domain's constants, so a null call costs a few dozen
   instructions.  The signal
   handlers of fault.c end a faulting call through the same exit
   trampolines, by editing the signal context (sfi_arch_signal_*, at the
   end).  */

#include <string.h>
#include <ucontext.h>
#include "sfi-priv.h"

/* Encodings.  */
#define R_TYPE(rs, rt, rd, fn) \
  (((rs) << 21) | ((rt) << 16) | ((rd) << 11) | (fn))
#define I_TYPE(op, rs, rt, imm) \
  (((uint32_t) (op) << 26) | ((rs) << 21) | ((rt) << 16) | ((imm) & 0xffffu))
#define ADDU(rd, rs, rt)	R_TYPE (rs, rt, rd, 0x21)
#define AND(rd, rs, rt)		R_TYPE (rs, rt, rd, 0x24)
#define OR(rd, rs, rt)		R_TYPE (rs, rt, rd, 0x25)
#define JR(rs)			R_TYPE (rs, 0, 0, 0x08)
#define JALR(rs)		R_TYPE (rs, 0, 31, 0x09)
#define MOVE(rd, rs)		ADDU (rd, rs, 0)
#define ADDIU(rt, rs, imm)	I_TYPE (0x09, rs, rt, imm)
#define ANDI(rt, rs, imm)	I_TYPE (0x0c, rs, rt, imm)
#define ORI(rt, rs, imm)	I_TYPE (0x0d, rs, rt, imm)
#define XORI(rt, rs, imm)	I_TYPE (0x0e, rs, rt, imm)
#define BNE(rs, rt, words)	I_TYPE (0x05, rs, rt, words)
#define LUI(rt, imm)		I_TYPE (0x0f, 0, rt, imm)
#define LW(rt, off, base)	I_TYPE (0x23, base, rt, off)
#define SW(rt, off, base)	I_TYPE (0x2b, base, rt, off)
#define LDC1(ft, off, base)	I_TYPE (0x35, base, ft, off)
#define SDC1(ft, off, base)	I_TYPE (0x3d, base, ft, off)
#define CFC1(rt, fs)	(0x44400000u | ((rt) << 16) | ((fs) << 11))
#define CTC1(rt, fs)	(0x44c00000u | ((rt) << 16) | ((fs) << 11))
#define J(target)		(0x08000000u | (((target) >> 2) & 0x03ffffffu))
#define NOP			0u

#define AT 1
#define V1 3
#define T9 25
#define GP 28
#define SP 29
#define FP 30
#define RA 31
#define FCSR 31			/* FP control register $31 (cfc1/ctc1).  */

/* %hi and %lo of ADDR, for "lui; addiu/lw/sw".  */
static uint32_t
hi16 (uint32_t addr)
{
  return (addr + 0x8000) >> 16;
}

static uint32_t
lo16 (uint32_t addr)
{
  return addr & 0xffff;
}

/* Classify instruction word W: add the general registers it may write to
   *GPR and the floating-point registers to *FPR (bit N for $fN).  Over-
   approximates: every bit wrongly set only costs a save.  */
static void
written_by (uint32_t w, uint32_t *gpr, uint32_t *fpr)
{
  unsigned op = w >> 26, rs = (w >> 21) & 31, rt = (w >> 16) & 31;
  unsigned rd = (w >> 11) & 31, fd = (w >> 6) & 31;

  switch (op)
    {
    case 0x00: case 0x1c:		/* SPECIAL, SPECIAL2.  */
      *gpr |= 1u << rd;
      break;
    case 0x1f:				/* SPECIAL3: ext, ins, seb, ...  */
      *gpr |= (1u << rd) | (1u << rt);
      break;
    case 0x01: case 0x03:		/* bltzal & co., jal.  */
      *gpr |= 1u << RA;
      break;
    case 0x02: case 0x04: case 0x05: case 0x06: case 0x07:
    case 0x14: case 0x15: case 0x16: case 0x17:
    case 0x28: case 0x29: case 0x2a: case 0x2b: case 0x2e: case 0x2f:
    case 0x33: case 0x39: case 0x3d:	/* Jumps, branches, stores.  */
      break;
    case 0x11:				/* COP1.  */
      if (rs == 0 || rs == 2 || rs == 3)	/* mfc1, cfc1, mfhc1.  */
	*gpr |= 1u << rt;
      else if (rs == 4 || rs == 7)	/* mtc1, mthc1.  */
	*fpr |= 1u << rd;
      else if (rs >= 16)
	*fpr |= 1u << fd;
      break;
    case 0x13:				/* COP1X.  */
      *fpr |= 1u << fd;
      break;
    case 0x31: case 0x35:		/* lwc1, ldc1.  */
      *fpr |= 1u << rt;
      break;
    case 0x08: case 0x09: case 0x0a: case 0x0b: case 0x0c: case 0x0d:
    case 0x0e: case 0x0f: case 0x20: case 0x21: case 0x22: case 0x23:
    case 0x24: case 0x25: case 0x26: case 0x30: case 0x38:
      *gpr |= 1u << rt;
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
  /* With 32-bit FPRs a double is a register pair: saving by pairs needs
     the even register's bit whenever either half is written.  */
  d->tramps.written_gpr = gpr;
  d->tramps.written_fpr = fpr | ((fpr >> 1) & 0x55555555u);
}

/* The registers an entry of variant SAVE saves in D's domain, as masks,
   and the size of its frame.  Slots: 0 $ra, 4 $gp, 8 the host's FCSR
   (SFI_ARCH_FRAME_FPC), 12 $fp,
   then $16-$23, then 8-aligned $f20-$f30 pairs.  */
static uint32_t
frame_layout (const struct sfi_domain *d, int save, uint32_t *gpr,
	      uint32_t *fpr)
{
  uint32_t size = 16;
  *gpr = d->tramps.written_gpr & (save >= SFI_SAVE_INT ? 0x00ff0000u : 0);
  *fpr = d->tramps.written_fpr & (save >= SFI_SAVE_INT_FP ? 0x55500000u : 0);
  size += 4 * __builtin_popcount (*gpr);
  size = (size + 7) & ~7u;
  size += 8 * __builtin_popcount (*fpr);
  return size;
}

/* Emit the save (STORE) or restore of the frame of variant SAVE at P,
   with displacements biased by BIAS; return the new P.  $ra and $gp are
   handled by the callers.  */
static uint32_t *
emit_frame (const struct sfi_domain *d, uint32_t *p, int save, int store,
	    int bias)
{
  uint32_t gpr, fpr;
  int off = 16;
  frame_layout (d, save, &gpr, &fpr);
  if (d->tramps.written_gpr & (1u << FP))
    *p++ = store ? SW (FP, 12, SP) : LW (FP, 12 - bias, SP);
  for (unsigned r = 16; r < 24; r++)
    if (gpr & (1u << r))
      {
	*p++ = store ? SW (r, off, SP) : LW (r, off - bias, SP);
	off += 4;
      }
  off = (off + 7) & ~7;
  for (unsigned f = 20; f < 32; f += 2)
    if (fpr & (1u << f))
      {
	*p++ = store ? SDC1 (f, off, SP) : LDC1 (f, off - bias, SP);
	off += 8;
      }
  return p;
}

/* Load the constant V into register R.  */
static uint32_t *
emit_li (uint32_t *p, unsigned r, uint32_t v)
{
  *p++ = LUI (r, v >> 16);
  if (v & 0xffff)
    *p++ = ORI (r, r, v & 0xffff);
  return p;
}

/* The steps of trampolines.c.  Entry 1: a frame on the host stack with
   $ra, $gp and the variant's registers.  */
static uint32_t *
save_host (const struct sfi_domain *d, uint32_t *p, int save)
{
  uint32_t gpr, fpr, size = frame_layout (d, save, &gpr, &fpr);
  *p++ = ADDIU (SP, SP, -size);
  *p++ = SW (RA, 0, SP);
  *p++ = SW (GP, 4, SP);
  return emit_frame (d, p, save, 1, 0);
}

/* Entry 1, the host's FCSR (X2), through the data register as the
   scratch register, like entry 2.  */
static uint32_t *
save_fpc (const struct sfi_domain *d, uint32_t *p)
{
  (void) d;
  *p++ = CFC1 (SFI_MIPS_REG_DATA, FCSR);
  *p++ = SW (SFI_MIPS_REG_DATA, SFI_ARCH_FRAME_FPC, SP);
  return p;
}

/* Entry 2: %hi of the context into $at (the steps below address the
   context from it), and the frame, tagged, into the context.  The
   scratch register of this step and the next is the data register,
   which step 5 sets: a bound entry into "ins" code does not set $12-$14,
   which must not be left holding the host's stack pointer.  */
static uint32_t *
tag_host_frame (const struct sfi_domain *d, uint32_t *p, int save)
{
  uint32_t ctx = (uint32_t) (uintptr_t) &d->ctx;
  *p++ = LUI (AT, hi16 (ctx));
  if (save)
    {
      *p++ = ORI (SFI_MIPS_REG_DATA, SP, save);
      *p++ = SW (SFI_MIPS_REG_DATA, lo16 (ctx + CTX_HOST_SP), AT);
    }
  else
    *p++ = SW (SP, lo16 (ctx + CTX_HOST_SP), AT);
  return p;
}

/* Entry 3.  */
static uint32_t *
count_call (const struct sfi_domain *d, uint32_t *p)
{
  uint32_t ctx = (uint32_t) (uintptr_t) &d->ctx;
  *p++ = LW (SFI_MIPS_REG_DATA, lo16 (ctx + CTX_SEQ), AT);
  *p++ = ADDIU (SFI_MIPS_REG_DATA, SFI_MIPS_REG_DATA, 1);
  *p++ = SW (SFI_MIPS_REG_DATA, lo16 (ctx + CTX_SEQ), AT);
  return p;
}

/* Entry 4.  */
static uint32_t *
switch_stack (const struct sfi_domain *d, uint32_t *p)
{
  uint32_t ctx = (uint32_t) (uintptr_t) &d->ctx;
  *p++ = LW (SP, lo16 (ctx + CTX_MOD_SP), AT);
  return p;
}

/* Entry 4a: sfi_arch_scrub through the data register, which entry 5
   sets; the delay slot clears $t9 where the jump does not read it.  */
static uint32_t *
scrub (const struct sfi_domain *d, uint32_t *p, int bound)
{
  uint32_t ctx = (uint32_t) (uintptr_t) &d->ctx;
  *p++ = LW (SFI_MIPS_REG_DATA, lo16 (ctx + CTX_SCRUB), AT);
  *p++ = JALR (SFI_MIPS_REG_DATA);
  *p++ = bound ? MOVE (T9, 0) : NOP;
  return p;
}

/* Entries 5 and 6: one word of the context, as the gate's return path
   loads it (switch.S).  */
static uint32_t *
load_ctx (const struct sfi_domain *d, uint32_t *p, unsigned r, unsigned off)
{
  uint32_t ctx = (uint32_t) (uintptr_t) &d->ctx;
  *p++ = LW (r, lo16 (ctx + off), AT);
  return p;
}

/* Entry 5, after the bases: $24 and $15 must hold addresses in their
   segments, not only after a guard: the one-instruction guard ("ins")
   keeps their segment bits.  A guarded jump sets $15 itself.  */
static uint32_t *
set_address_regs (const struct sfi_domain *d, uint32_t *p, int bound)
{
  (void) d;
  *p++ = MOVE (SFI_MIPS_REG_DATA, SFI_MIPS_REG_DATASEG);
  if (bound)
    *p++ = MOVE (SFI_MIPS_REG_CODE, SFI_MIPS_REG_CODESEG);
  return p;
}

/* Entry 7.  */
static uint32_t *
set_return_entry (const struct sfi_domain *d, uint32_t *p, int save,
		  unsigned base)
{
  (void) d;
  *p++ = ADDIU (RA, base,
		(SFI_JT_RETURN_BASE + save) * SFI_JT_ENTRY_SIZE);
  return p;
}

/* Entry 8, to the checked constant FN, or to the function in $t9
   through a guard of $15; the delay slot clears $at, so that no host
   address is left in a register.  */
static uint32_t *
jump_bound (const struct sfi_domain *d, uint32_t *p, uintptr_t fn)
{
  (void) d;
  *p++ = J (fn);
  *p++ = MOVE (AT, 0);
  return p;
}

static uint32_t *
jump_guarded (const struct sfi_domain *d, uint32_t *p)
{
  (void) d;
  *p++ = AND (SFI_MIPS_REG_CODE, T9, SFI_MIPS_REG_MASK);
  *p++ = OR (SFI_MIPS_REG_CODE, SFI_MIPS_REG_CODE, SFI_MIPS_REG_CODESEG);
  *p++ = JR (SFI_MIPS_REG_CODE);
  *p++ = MOVE (AT, 0);
  return p;
}

/* Exit 1, reached from the jump table with %hi of the context in $at.
   The saved frame pointer carries the variant of the innermost call in
   its low bits: the restore's displacements compensate instead of an
   extra instruction.  */
static uint32_t *
check_tag (const struct sfi_domain *d, uint32_t *p, int save,
	   uint32_t **branch)
{
  uint32_t ctx = (uint32_t) (uintptr_t) &d->ctx;
  *p++ = LW (SP, lo16 (ctx + CTX_HOST_SP), AT);
  *p++ = ANDI (T9, SP, SFI_FRAME_TAG_MASK);
  if (save)
    *p++ = XORI (T9, T9, save);
  *branch = p++;		/* bne $t9,$0,bad (bad_exit).  */
  *p++ = NOP;
  return p;
}

/* Exit 2, first the host's FCSR (X2), through $t9, the check's
   scratch register.  */
static uint32_t *
restore_fpc (const struct sfi_domain *d, uint32_t *p, int save)
{
  (void) d;
  *p++ = LW (T9, SFI_ARCH_FRAME_FPC - save, SP);
  *p++ = CTC1 (T9, FCSR);
  return p;
}

/* Exit 2.  */
static uint32_t *
restore_host (const struct sfi_domain *d, uint32_t *p, int save)
{
  uint32_t gpr, fpr, size = frame_layout (d, save, &gpr, &fpr);
  *p++ = LW (RA, 0 - save, SP);
  p = emit_frame (d, p, save, 0, save);
  *p++ = LW (GP, 4 - save, SP);
  *p++ = JR (RA);
  *p++ = ADDIU (SP, SP, size - save);
  return p;
}

/* Exit 3: $sp holds the host's frame, which the common path does not
   need (it finds its frame from the context); the call ends there.  */
static uint32_t *
bad_exit (const struct sfi_domain *d, uint32_t *p, int save,
	  uint32_t *branch)
{
  *branch = BNE (T9, 0, p - branch - 1);
  *p++ = J (d->tramps.gate_prologue);
  *p++ = ORI (V1, 0, SFI_HOST_BAD_EXIT + save);
  return p;
}

/* The gate prologue: the context into $at, then the common path of
   switch.S.  */
static uint32_t *
gate_prologue (const struct sfi_domain *d, uint32_t *p)
{
  uint32_t ctx = (uint32_t) (uintptr_t) &d->ctx;
  uint32_t common = (uint32_t) (uintptr_t) sfi_arch_gate_common;
  *p++ = LUI (AT, hi16 (ctx));
  *p++ = ADDIU (AT, AT, lo16 (ctx));
  p = emit_li (p, T9, common);
  *p++ = JR (T9);
  *p++ = NOP;
  return p;
}

const struct sfi_tramp_isa sfi_arch_tramp = {
  SFI_TRAMP_STEPS,
  .reg_mask = SFI_MIPS_REG_MASK,
  .reg_codeseg = SFI_MIPS_REG_CODESEG,
  .reg_dataseg = SFI_MIPS_REG_DATASEG,
  .reg_code = SFI_MIPS_REG_CODE,
  .reg_data = SFI_MIPS_REG_DATA,
  .reg_gp = SFI_MIPS_REG_GP,
  .reg_load = SFI_MIPS_LOAD_REGS,
  .n_reg_load = SFI_MIPS_N_LOAD_REGS,
};

/* Largest size in bytes of one entry trampoline.  */
size_t
sfi_arch_entry_max (void)
{
  return 4 * 48;
}

/* Value of $at at an exit trampoline of D: what the jump-table entry's
   delay slot loads.  */
uintptr_t
sfi_arch_exit_at (const struct sfi_domain *d)
{
  return hi16 ((uint32_t) (uintptr_t) &d->ctx) << 16;
}

/* Fill D's jump table: host-call and import entries jump to the gate
   prologue with the entry number in $v1 (delay slot); return entries
   jump to the exit of their variant with %hi of the context in $at.
   Every other entry traps.  */
void
sfi_arch_fill_jump_table (struct sfi_domain *d)
{
  uint32_t *jt = (uint32_t *) d->lay.code_base;
  uint32_t at = sfi_arch_exit_at (d) >> 16;

  for (unsigned k = 0; k < SFI_JT_ENTRIES; k++)
    {
      uint32_t target = 0, slot = 0;
      if (k < SFI_HOST_COUNT
	  || (k >= SFI_HOST_IMPORT_BASE && d->img.imports[k - SFI_HOST_IMPORT_BASE]))
	target = d->tramps.gate_prologue, slot = ORI (V1, 0, k);
      else if (k >= SFI_JT_RETURN_BASE
	       && k < SFI_JT_RETURN_BASE + SFI_SAVE_VARIANTS)
	target = d->tramps.exit_tramp[k - SFI_JT_RETURN_BASE], slot = LUI (AT, at);
      /* "j" keeps the upper bits of the delay slot's address: the stub
	 page must share them; check rather than trust the layout.  */
      if (target && ((uintptr_t) &jt[2 * k + 1] & SFI_ARCH_J_REGION_MASK)
		    == (target & SFI_ARCH_J_REGION_MASK))
	{
	  jt[2 * k] = J (target);
	  jt[2 * k + 1] = slot;
	}
      else
	jt[2 * k] = jt[2 * k + 1] = SFI_ARCH_TRAP_INSN;
    }
}

/* The pc of the interrupted context UC.  */
uintptr_t
sfi_arch_signal_pc (const void *uc)
{
  return (uintptr_t) ((const ucontext_t *) uc)->uc_mcontext.pc;
}

/* The live FCSR, and writing it (a host handler of a signal that
   interrupted module code runs with the host's: X2, fault.c).  */
uintptr_t
sfi_arch_fpc_read (void)
{
  uint32_t v;
  __asm__ __volatile__ ("cfc1 %0,$31" : "=r" (v));
  return v;
}

void
sfi_arch_fpc_write (uintptr_t v)
{
  __asm__ __volatile__ ("ctc1 %0,$31" : : "r" ((uint32_t) v) : "memory");
}

/* Make context UC resume in sfi_arch_leave (CTX, STATUS), with the
   host's FCSR (X2).  */
void
sfi_arch_signal_leave (void *uc, struct sfi_arch_ctx *ctx, int status)
{
  mcontext_t *mc = &((ucontext_t *) uc)->uc_mcontext;
  mc->fpc_csr = sfi_host_fpc (ctx);
  mc->gregs[4] = (uintptr_t) ctx;
  mc->gregs[5] = status;
  mc->pc = (uintptr_t) sfi_arch_leave;
}

/* Make context UC resume at exit trampoline TRAMP of D, as the function
   returning zero would: $at as the jump-table entry sets it, $v0, $v1
   and $f0 zero, and the host's FCSR (X2: a module's FCSR with an
   enabled exception pending would trap again on the way out).  */
void
sfi_arch_signal_exit (void *uc, const struct sfi_domain *d, uintptr_t tramp)
{
  mcontext_t *mc = &((ucontext_t *) uc)->uc_mcontext;
  mc->fpc_csr = sfi_host_fpc (&d->ctx);
  mc->gregs[1] = sfi_arch_exit_at (d);
  mc->gregs[2] = 0;
  mc->gregs[3] = 0;
  mc->fpregs.fp_r.fp_dregs[0] = 0;
  mc->pc = tramp;
}

/* Make instructions written at [ADDR, ADDR+LEN) visible to instruction
   fetch.  qemu-user does not need it, real MIPS hardware does.  */
void
sfi_arch_flush_icache (uintptr_t addr, size_t len)
{
  __builtin___clear_cache ((char *) addr, (char *) addr + len);
}
