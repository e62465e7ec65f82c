/* MIPS o32 implementation of the target contract in plugin/sfi-target.h.

   The contract, restated: called from plugin_init (sfi_target_init,
   sfi_target_reserve_registers) and from the sandbox pass on one function
   at a time after register allocation (everything else).  This file knows
   MIPS address forms, MIPS return and call patterns and MIPS assembler
   syntax; it decides nothing about policy.

   Register choice and the safety argument for $sp and $gp are in
   include/sfi/mips-abi.h.  */

#include "../gcc-compat.h"
#include "../sfi.h"
#include "../sfi-target.h"
#include "sfi/mips-abi.h"

#define STR2(x) #x
#define STR(x) STR2 (x)

/* The static chain register of nested functions ($t9).  */
#define SFI_MIPS_STATIC_CHAIN 25

const struct sfi_target_regs sfi_target_regs = {
  SFI_MIPS_REG_MASK, SFI_MIPS_REG_CODESEG, SFI_MIPS_REG_DATASEG,
  SFI_MIPS_REG_CODE, SFI_MIPS_REG_DATA
};

/* See sfi-passes.def.  */
const char sfi_target_pass_before[] = "mach";

/* No: with $15, $24, the load registers and $31 reserved, sched1's
   longer live ranges make the allocator spill and shuffle values in
   loops; without it protect code ran 1.2 points fewer instructions and
   sandbox code 0.2 (quick inputs, docs/benchmarks.md).  */
const bool sfi_target_schedule_before_ra = false;

/* The target's own function_ok_for_sibcall hook.  */
static bool (*mips_function_ok_for_sibcall) (tree, tree);

/* Replacement for targetm.function_ok_for_sibcall: refuse indirect
   sibling calls.  MIPS sibcall patterns accept only $25 as the target
   register (constraint "j"), never the code register $15, so an
   indirect sibcall becomes an ordinary sandboxed call and return.  */

static bool
sfi_mips_function_ok_for_sibcall (tree decl, tree exp)
{
  return decl != NULL_TREE && mips_function_ok_for_sibcall (decl, exp);
}

/* Replacement for targetm.calls.static_chain: nested functions get
   their static chain in $25 ($t9), not in GCC's $15, which is the
   sandboxed code register here (a call would leave it holding a frame
   address, which the verifier rightly refuses).  Without abicalls $25
   is an ordinary caller-saved temporary.  Trampolines, which would
   still load $15, cannot run in a domain anyway (data is never
   executable).  */

static rtx
sfi_mips_static_chain (const_tree, bool)
{
  return gen_rtx_REG (Pmode, SFI_MIPS_STATIC_CHAIN);
}

/* Two guard schemes (include/sfi/mips-abi.h).  With one-instruction
   guards (-fplugin-arg-sfi-ins-guard, the default) every guard is an
   "ins" that needs only $15 and $24, so $12-$14 stay ordinary registers
   for the allocator; every object says so with a .sfi.ins section, which
   tells the verifier to trust no and/or guard.  Otherwise the paper's
   and/or guards need all five.  Everything that differs between them is
   here, chosen once by sfi_target_init; the emitters are defined with
   the templates below.  */

struct mips_guard_scheme
{
  /* The section that marks its objects, or NULL.  */
  const char *marker;
  /* True if it uses the mask and segment-base registers (and so
     reserves all five dedicated registers, not only $15 and $24).  */
  bool base_registers;
  /* True if it needs MIPS32r2 "ins".  */
  bool needs_ins;
  /* True if its code can keep $31 valid (sfi_target_valid_ra).  */
  bool valid_ra;
  /* Guard register SRC into DEST for segment SEG.  */
  rtx (*guard) (unsigned dest, rtx src, unsigned seg);
  /* Guard into DEST, for segment SEG, the address that COMPUTE (an asm
     template fragment in which "@" names a temporary) computes from the
     NIN inputs INS (operands %1...).  */
  rtx (*guard_computed) (unsigned dest, const char *compute, unsigned nin,
			 rtx *ins, unsigned seg);
  /* Set $sp (operand %1, through the data register %0) to the guarded
     value COMPUTE computes from inputs INS (%2...), or to the guarded
     register INS[0] if COMPUTE is NULL.  */
  rtx (*sp_write) (const char *compute, unsigned nin, rtx *ins);
};

static const struct mips_guard_scheme *mips_scheme;
static const struct mips_guard_scheme *mips_chosen_scheme (void);

/* Implement sfi_target_init.  Module code is not position-independent
   and does not use abicalls: the runtime relocates it, calls are direct
   "jal"s, and $gp is never reloaded.  Forcing this here (plugin_init runs
   before the compiler processes target options) lets the plain
   -fplugin=sfi.so spelling work with Debian's PIC-by-default compiler.  */

bool
sfi_target_init (void)
{
  if (global_options_set.x_flag_pic && global_options.x_flag_pic)
    {
      error ("%<-fsfi=%s%> does not support position-independent code"
	     " (%<-fpic%>, %<-fPIC%>); the runtime relocates modules",
	     sfi_mode_name (sfi_opts.mode));
      return false;
    }
  global_options.x_flag_pic = 0;
  global_options.x_flag_pie = 0;
  global_options.x_flag_shlib = 0;
  global_options.x_target_flags &= ~MASK_ABICALLS;
  global_options_set.x_target_flags |= MASK_ABICALLS;
  mips_function_ok_for_sibcall = targetm.function_ok_for_sibcall;
  targetm.function_ok_for_sibcall = sfi_mips_function_ok_for_sibcall;
  targetm.calls.static_chain = sfi_mips_static_chain;
  /* Indexed FP loads (lwxc1, ldxc1) address reg + reg, which no guard
     sandboxes.  */
  if (sfi_protect_p ())
    mips_lxc1_sxc1 = 0;
  if (sfi_match_p () && !sfi_opts.ins_guard)
    {
      error ("%<-fsfi=match%> needs the one-instruction guards: it cannot"
	     " be used with %<-fplugin-arg-sfi-no-ins-guard%>");
      return false;
    }
  if (sfi_opts.and_only)
    {
      error ("%<-fplugin-arg-sfi-and-only%> is for Alpha: MIPS data"
	     " guards are one %<ins%> already");
      return false;
    }
  mips_scheme = mips_chosen_scheme ();
  return true;
}

/* Implement sfi_target_start_unit.  With the plain -fplugin= spelling the
   driver still tells the assembler to expect PIC (-KPIC), and the
   assembler would then expand every "jal" into a GOT load and "jalr $25".
   ".option pic0" makes it assemble exactly what the compiler wrote.  An
   object of the "ins" scheme also gets its marker section, as do objects
   that keep $31 valid and objects of -fsfi=protect.  */

void
sfi_target_start_unit (FILE *file)
{
  fputs ("\t.option\tpic0\n", file);
  if (mips_scheme->marker)
    fprintf (file, "\t.section\t%s,\"\",@progbits\n\t.previous\n",
	     mips_scheme->marker);
  if (sfi_sandboxing_p () && sfi_target_valid_ra () != INVALID_REGNUM)
    fputs ("\t.section\t" SFI_MIPS_RA_SECTION ",\"\",@progbits\n"
	   "\t.previous\n", file);
  if (sfi_protect_p ())
    fputs ("\t.section\t" SFI_MIPS_PROTECT_SECTION ",\"\",@progbits\n"
	   "\t.previous\n", file);
  if (sfi_match_p ())
    fputs ("\t.section\t" SFI_MIPS_MATCH_SECTION ",\"\",@progbits\n"
	   "\t.previous\n", file);
}

/* The load registers (mips-abi.h), and whether the policy reserves
   them: protect code of the "ins" scheme.  */

static const unsigned mips_load_regs[] = SFI_MIPS_LOAD_REGS;

static bool
mips_load_regs_reserved_p (void)
{
  return SFI_MIPS_LOAD_REGS_ON (sfi_protect_p (), sfi_opts.ins_guard);
}

/* Make GCC's dataflow take fixed register R as live everywhere: as a
   global register, used at every exit and call.  */

static void
mips_live_everywhere (unsigned r)
{
  global_regs[r] = 1;
  SET_HARD_REG_BIT (global_reg_set, r);
}

/* Implement sfi_target_reserve_registers.  */

void
sfi_target_reserve_registers (void)
{
  static const char *const names[] = {
    SFI_MIPS_REG_MASK_NAME, SFI_MIPS_REG_CODESEG_NAME,
    SFI_MIPS_REG_DATASEG_NAME, SFI_MIPS_REG_CODE_NAME,
    SFI_MIPS_REG_DATA_NAME
  };
  for (const char *name : names)
    if (mips_scheme->base_registers || strcmp (name, SFI_MIPS_REG_CODE_NAME) == 0
	|| strcmp (name, SFI_MIPS_REG_DATA_NAME) == 0)
      fix_register (name, 1, 1);
  /* Only calls and guarded reloads may write a valid $31: not the
     register allocator.  Prologues still save it where a call
     overwrites it.  */
  if (sfi_target_valid_ra () != INVALID_REGNUM)
    fix_register ("$" STR (SFI_MIPS_REG_RA), 1, 1);
  if (mips_load_regs_reserved_p ())
    for (unsigned r : mips_load_regs)
      fix_register (reg_names[r], 1, 1);
  /* The delay-slot filler, which runs after the sandbox pass, takes the
     liveness of registers from GCC's dataflow, computed before that pass
     put sandboxed addresses in the data and load registers.  It would
     think them dead, and copy a guard from a branch's target into the
     branch's slot where the other path still needs the register's old
     value (mips_ins_guard_pattern).  */
  mips_live_everywhere (SFI_MIPS_REG_DATA);
  if (mips_load_regs_reserved_p ())
    for (unsigned r : mips_load_regs)
      mips_live_everywhere (r);
}

/* Implement sfi_target_load_regs: in protect code of the "ins" scheme
   (mips-abi.h); the paper's scheme needs $14 as the data segment base.  */

unsigned
sfi_target_load_regs (unsigned *regs)
{
  if (!mips_load_regs_reserved_p ())
    return 0;
  for (unsigned i = 0; i < SFI_MIPS_N_LOAD_REGS; i++)
    regs[i] = mips_load_regs[i];
  return SFI_MIPS_N_LOAD_REGS;
}

/* Implement sfi_target_dedicated_p.  */

bool
sfi_target_dedicated_p (unsigned regno)
{
  if (regno == SFI_MIPS_REG_CODE || regno == SFI_MIPS_REG_DATA
      || (mips_load_regs_reserved_p ()
	  && regno < 32 && (SFI_MIPS_LOAD_REG_MASK & (1u << regno))))
    return true;
  return (mips_scheme->base_registers
	  && (regno == SFI_MIPS_REG_MASK || regno == SFI_MIPS_REG_CODESEG
	      || regno == SFI_MIPS_REG_DATASEG));
}

/* Implement sfi_target_function_ok_p.  */

bool
sfi_target_function_ok_p (function *fun)
{
  location_t loc = DECL_SOURCE_LOCATION (fun->decl);
  if (TARGET_MIPS16)
    {
      sorry_at (loc, "MIPS16 code cannot be sandboxed; compile %qD with"
		" %<-mno-mips16%>", fun->decl);
      return false;
    }
  if (TARGET_MICROMIPS)
    {
      sorry_at (loc, "microMIPS code cannot be sandboxed; compile %qD with"
		" %<-mno-micromips%>", fun->decl);
      return false;
    }
  if (TARGET_ABICALLS || flag_pic)
    {
      sorry_at (loc, "abicalls or PIC code cannot be sandboxed");
      return false;
    }
  if (mips_scheme->needs_ins && !ISA_HAS_EXT_INS)
    {
      sorry_at (loc, "one-instruction guards need MIPS32r2 %<ins%>; compile"
		" with %<-march=mips32r2%> or later, or with"
		" %<-fplugin-arg-sfi-no-ins-guard%>");
      return false;
    }
  /* GCC's stack probes take $12 (MIPS_PROLOGUE_TEMP2) for the end of
     their loop, which the and/or scheme reserves for the mask.  */
  if (!mips_scheme->needs_ins
      && (flag_stack_clash_protection || flag_stack_check))
    {
      sorry_at (loc, "stack probes (%<-fstack-clash-protection%>,"
		" %<-fstack-check%>) need the one-instruction guards on"
		" MIPS: the probes use %<$12%>, the mask register of"
		" %<-fplugin-arg-sfi-no-ins-guard%>");
      return false;
    }
  if (TARGET_64BIT)
    {
      sorry_at (loc, "only the o32 ABI is supported");
      return false;
    }
  /* The verifier's model is MIPS32 release 2 to 5 with its FPU: code
     with other instructions would compile and then be refused by the
     loader (SFI-E-FORBIDDEN-INSN).  These are the extensions GCC uses
     in ordinary code (vectorizing, indexed loads, or the processor's own
     forms of common operations); the others (MT, virtualization, ...)
     only appear through their built-in functions or asm, so processors
     that have them stay usable.  */
  static const char *const exts[][2] = {
    { "-mdsp", "-mno-dsp" }, { "-mmsa", "-mno-msa" },
    { "-mips3d", "-mno-mips3d" }, { "-mmdmx", "-mno-mdmx" },
    { "-mloongson-mmi", "-mno-loongson-mmi" },
    { "-mloongson-ext", "-mno-loongson-ext" },
  };
  const bool on[] = { TARGET_DSP || TARGET_DSPR2, TARGET_MSA,
		      TARGET_MIPS3D != 0, TARGET_MDMX != 0, TARGET_LOONGSON_MMI,
		      TARGET_LOONGSON_EXT };
  for (unsigned i = 0; i < ARRAY_SIZE (on); i++)
    if (on[i])
      {
	sorry_at (loc, "the instructions %qs enables (%<-march=%s%> may"
		  " imply it) cannot be sandboxed: the verifier does not know"
		  " them; add %qs", exts[i][0], mips_arch_info->name,
		  exts[i][1]);
	return false;
      }
  if (TARGET_OCTEON || TARGET_XLP || TARGET_MIPS5900 || mips_isa_rev >= 6)
    {
      sorry_at (loc, "%<-march=%s%> cannot be sandboxed: the verifier knows"
		" MIPS32 release 2 to 5; use %<-march=mips32r2%> or a"
		" processor of those releases", mips_arch_info->name);
      return false;
    }
  return true;
}

/* Implement sfi_target_decompose_address.  MIPS addresses after reload
   are a register, a register plus a 16-bit constant, or a LO_SUM of a
   register and a %lo/%gp_rel part, all reg + 16-bit displacement in the
   instruction.  Example of a matching store:
     (set (mem:SI (plus:SI (reg:SI 4 $4) (const_int 8))) (reg:SI 5 $5))  */

bool
sfi_target_decompose_address (rtx *addr_loc, rtx **base_loc)
{
  rtx addr = *addr_loc;

  if (REG_P (addr))
    {
      *base_loc = addr_loc;
      return true;
    }
  if (GET_CODE (addr) == PLUS && REG_P (XEXP (addr, 0))
      && CONST_INT_P (XEXP (addr, 1))
      && IN_RANGE (INTVAL (XEXP (addr, 1)), -SFI_MAX_DISP,
		   SFI_MAX_DISP - 1))
    {
      *base_loc = &XEXP (addr, 0);
      return true;
    }
  if (GET_CODE (addr) == LO_SUM && REG_P (XEXP (addr, 0)))
    {
      *base_loc = &XEXP (addr, 0);
      return true;
    }
  return false;
}

/* Implement sfi_target_base_address: a constant address small enough for
   a displacement is "$0 + constant" (GCC prints it as C($0)).  */

rtx
sfi_target_base_address (rtx addr)
{
  if (CONST_INT_P (addr)
      && IN_RANGE (INTVAL (addr), -SFI_MAX_DISP, SFI_MAX_DISP - 1))
    return gen_rtx_PLUS (Pmode, gen_rtx_REG (Pmode, SFI_MIPS_REG_ZERO), addr);
  return NULL_RTX;
}

/* Implement sfi_target_implicit_valid_address_p: a small-data symbol,
   possibly plus a constant, which the backend prints $gp-relative (at
   -O0, where addresses are not split; newlib's _impure_ptr is in
   .sdata).  Were it printed otherwise, the verifier would refuse it.  */

bool
sfi_target_implicit_valid_address_p (rtx addr)
{
  if (GET_CODE (addr) == CONST)
    addr = XEXP (addr, 0);
  if (GET_CODE (addr) == PLUS && CONST_INT_P (XEXP (addr, 1)))
    addr = XEXP (addr, 0);
  return GET_CODE (addr) == SYMBOL_REF && SYMBOL_REF_SMALL_P (addr);
}

/* Implement sfi_target_hidden_load_base: every MIPS load is a MEM.  */

rtx *
sfi_target_hidden_load_base (rtx_insn *)
{
  return NULL;
}

/* Implement sfi_target_always_valid_base_p.  */

bool
sfi_target_always_valid_base_p (unsigned regno)
{
  return regno == SFI_MIPS_REG_SP || regno == SFI_MIPS_REG_GP;
}

/* A volatile asm insn in the word mode (sfi_gen_asm).  */

static rtx
mips_gen_asm (const char *templ, unsigned nout, const unsigned *outs,
	      unsigned nin, rtx *ins)
{
  return sfi_gen_asm (SImode, templ, nout, outs, nin, ins);
}

/* The guard and stack-pointer templates.  %0 is the dedicated register
   written; for the stack-pointer forms %1 is $sp and %2, %3 the inputs.  */
#define MASK SFI_MIPS_REG_MASK_NAME
#define SP_GUARD "and\t%0,%0," MASK "\n\tor\t%0,%0," \
  SFI_MIPS_REG_DATASEG_NAME "\n\tmove\t%1,%0"

/* A code address must also be a multiple of 4: bit 0 of a jump target
   selects MIPS16 or microMIPS, code the verifier never checked.  Every
   guard of a code register ($15, $31) that takes its low bits from
   another register ends with this.  */
#define CODE_ALIGN "\n\tins\t%0,$0,0,2"

/* The asm text GUARD, a guard of register R from X, then with
   -fsfi=match its check (mips-abi.h), which traps unless the guard left
   the address as it was, then REST; in GC memory.  */

static const char *
mips_guard_text (const char *guard, const char *r, const char *x,
		 const char *rest)
{
  char buf[256];
  if (sfi_match_p ())
    snprintf (buf, sizeof buf, "%s\n\ttne\t%s,%s,0x%x%s", guard, r, x,
	      SFI_MIPS_TRAP_MATCH_CODE, rest);
  else
    snprintf (buf, sizeof buf, "%s%s", guard, rest);
  return ggc_strdup (buf);
}

static const char mips_guard_code[]
  = "and\t%0,%1," MASK "\n\tor\t%0,%0," SFI_MIPS_REG_CODESEG_NAME CODE_ALIGN;
static const char mips_guard_data[]
  = "and\t%0,%1," MASK "\n\tor\t%0,%0," SFI_MIPS_REG_DATASEG_NAME;
static const char mips_sp_from_reg[]
  = "and\t%0,%2," MASK "\n\tor\t%0,%0," SFI_MIPS_REG_DATASEG_NAME
    "\n\tmove\t%1,%0";

/* The one-instruction guard: DEST keeps its segment bits (it always
   holds an address in its segment) and takes the offset bits of SRC.  The
   loader sets the width to log2 of the domain's segment size.  */
#define INS_GUARD(R, X) "ins\t" R "," X ",0," STR (SFI_MIPS_SEG_BITS)

/* Operands of the stack-pointer forms: the data register, then $sp.  */
static const unsigned mips_sp_outs[2] = { SFI_MIPS_REG_DATA, SFI_MIPS_REG_SP };

/* COMPUTE with each "@" replaced by register name TEMP, in GC memory
   (asm templates live as long as their insns).  */

static const char *
mips_with_temp (const char *compute, const char *temp)
{
  char buf[256];
  size_t n = 0;
  for (const char *c = compute; *c; c++)
    {
      const char *piece = *c == '@' ? temp : c;
      size_t len = *c == '@' ? strlen (temp) : 1;
      gcc_assert (n + len < sizeof buf);
      memcpy (buf + n, piece, len);
      n += len;
    }
  buf[n] = 0;
  return ggc_strdup (buf);
}

/* A guard of the "ins" scheme through $at: PREFIX (an asm template
   fragment reading the inputs and writing $1), then "ins DEST,$1,0,B",
   then SUFFIX (the $sp forms move the result to $sp).  Operands as for
   sfi_gen_asm: outputs OUTS (default DEST) first, then inputs INS.  */

static rtx
mips_gen_ins_at (unsigned dest, const char *prefix, unsigned nin, rtx *ins,
		 unsigned nout = 1, const unsigned *outs = NULL,
		 const char *suffix = "")
{
  char buf[256];
  const char *reg = reg_names[dest];
  snprintf (buf, sizeof buf, ".set\tnoat\n\t%s\n\tins\t%s,$1,0,%d", prefix,
	    reg, SFI_MIPS_SEG_BITS);
  char rest[128];
  snprintf (rest, sizeof rest, "%s%s\n\t.set\tat",
	    dest == SFI_MIPS_REG_CODE ? "\n\tins\t" SFI_MIPS_REG_CODE_NAME
	    ",$0,0,2" : "", suffix);
  if (!outs)
    outs = &dest;
  return mips_gen_asm (mips_guard_text (buf, reg, "$1", rest), nout, outs,
		       nin, ins);
}

/* The data guard of DEST from register SRC in the "ins" scheme, as an
   insn pattern rather than an asm (-fplugin-arg-sfi-fill-slots): GCC's
   delay-slot filler stops at an asm, so each guard written as one left
   a nop in the slot of the branch after it (zlib +4%).  As a pattern, a
   guard moves, and lets other instructions move past it, as its data
   dependences allow.  The filler moves an instruction from before a
   branch into its slot, where it still runs on both paths, or copies one
   from a path after the branch where the registers it sets are dead on
   the other; the data and load registers are live everywhere to it
   (mips_live_everywhere), so guards only take the first way, or fill
   the slot of an unconditional branch from its target, and reach every
   access as before (a data guard leaves its register valid wherever it
   runs).  Code guards stay asm: they are two instructions, and the
   filler would copy the first alone into the slot of a "b" to the
   second, which the verifier rightly refuses where the next instruction
   needs $15 valid, since a jump may enter that slot and fall through
   with $15 half done (sfi.verifier/bad-half-code-guard-in-b-slot.s).
   So do the match policy's guards, with their checks.  Return NULL if
   the guard has no such form.  */

static rtx
mips_ins_guard_pattern (unsigned dest, rtx src, unsigned seg)
{
  if (!sfi_opts.fill_slots || sfi_match_p () || !REG_P (src)
      || seg == SFI_MIPS_REG_CODESEG)
    return NULL_RTX;
  /* "ins DEST,SRC,0,BITS", MIPS32r2's insert pattern (insv).  */
  return gen_rtx_SET (gen_rtx_ZERO_EXTRACT (SImode,
					    gen_rtx_REG (SImode, dest),
					    GEN_INT (SFI_MIPS_SEG_BITS),
					    const0_rtx),
		      gen_rtx_REG (SImode, REGNO (src)));
}

/* The "ins" scheme's emitters (struct mips_guard_scheme).  */

static rtx
mips_ins_guard (unsigned dest, rtx src, unsigned seg)
{
  if (REG_P (src) && REGNO (src) == dest)
    return mips_gen_ins_at (dest, "move\t$1,%1", 1, &src);
  if (rtx pat = mips_ins_guard_pattern (dest, src, seg))
    return pat;
  return mips_gen_asm (mips_guard_text (INS_GUARD ("%0", "%1"), "%0", "%1",
				       seg == SFI_MIPS_REG_CODESEG
				       ? CODE_ALIGN : ""), 1, &dest, 1, &src);
}

static rtx
mips_ins_guard_computed (unsigned dest, const char *compute, unsigned nin,
			 rtx *ins, unsigned)
{
  return mips_gen_ins_at (dest, mips_with_temp (compute, "$1"), nin, ins);
}

static rtx
mips_ins_sp_write (const char *compute, unsigned nin, rtx *ins)
{
  if (!compute)
    return mips_gen_asm (mips_guard_text (INS_GUARD ("%0", "%2"), "%0", "%2",
					  "\n\tmove\t%1,%0"),
			 2, mips_sp_outs, 1, ins);
  return mips_gen_ins_at (SFI_MIPS_REG_DATA, mips_with_temp (compute, "$1"),
			  nin, ins, 2, mips_sp_outs, "\n\tmove\t%1,%0");
}

/* The and/or scheme's emitters: the temporary is the register guarded.  */

static rtx
mips_andor_guard (unsigned dest, rtx src, unsigned seg)
{
  return mips_gen_asm (seg == SFI_MIPS_REG_CODESEG ? mips_guard_code
		       : mips_guard_data, 1, &dest, 1, &src);
}

static rtx
mips_andor_guard_computed (unsigned dest, const char *compute, unsigned nin,
			   rtx *ins, unsigned seg)
{
  char buf[256];
  snprintf (buf, sizeof buf, "%s\n\tand\t%%0,%%0," MASK "\n\tor\t%%0,%%0,%s%s",
	    mips_with_temp (compute, "%0"),
	    seg == SFI_MIPS_REG_CODESEG ? SFI_MIPS_REG_CODESEG_NAME
	    : SFI_MIPS_REG_DATASEG_NAME,
	    seg == SFI_MIPS_REG_CODESEG ? CODE_ALIGN : "");
  return mips_gen_asm (ggc_strdup (buf), 1, &dest, nin, ins);
}

static rtx
mips_andor_sp_write (const char *compute, unsigned nin, rtx *ins)
{
  if (!compute)
    return mips_gen_asm (mips_sp_from_reg, 2, mips_sp_outs, 1, ins);
  char buf[256];
  snprintf (buf, sizeof buf, "%s\n\t%s", mips_with_temp (compute, "%0"),
	    SP_GUARD);
  return mips_gen_asm (ggc_strdup (buf), 2, mips_sp_outs, nin, ins);
}

static const struct mips_guard_scheme mips_ins_scheme = {
  SFI_MIPS_INS_SECTION, false, true, true,
  mips_ins_guard, mips_ins_guard_computed, mips_ins_sp_write
};

static const struct mips_guard_scheme mips_andor_scheme = {
  NULL, true, false, false,
  mips_andor_guard, mips_andor_guard_computed, mips_andor_sp_write
};

/* The scheme the options ask for.  */

static const struct mips_guard_scheme *
mips_chosen_scheme (void)
{
  return sfi_opts.ins_guard ? &mips_ins_scheme : &mips_andor_scheme;
}

/* Implement sfi_target_gen_guard:
     ins DEST,SRC,0,BITS        (MIPS32r2 and later, -fplugin-arg-sfi-ins-guard)
   or
     and DEST,SRC,$12
     or  DEST,DEST,SEG  */

rtx
sfi_target_gen_guard (unsigned dest, rtx src, unsigned seg)
{
  if (CONSTANT_P (src))
    {
      /* Only the code guard of a call to a constant address.  */
      gcc_assert (seg == SFI_MIPS_REG_CODESEG);
      return mips_scheme->guard_computed (dest, "lui\t@,%%hi(%1)\n\t"
					  "addiu\t@,@,%%lo(%1)", 1, &src, seg);
    }
  return mips_scheme->guard (dest, src, seg);
}

/* Implement sfi_target_adjustable_p: only $sp on MIPS ($gp is never
   written at all).  */

bool
sfi_target_adjustable_p (unsigned regno)
{
  return regno == SFI_MIPS_REG_SP;
}

/* Implement sfi_target_gen_guard_sum:
     addiu $at,BASE,DISP; ins DEST,$at,0,B          ("ins" scheme)
     addiu DEST,BASE,DISP; and DEST,DEST,$12; or DEST,DEST,$14
   DISP is a constant, or the symbol of a LO_SUM address, whose low part
   "%lo(x)" is added.  The asm then also names that LO_SUM, as operand
   3 in a comment: mips_reorg deletes every "lui r,%hi(x)" whose LO_SUM
   it cannot find in some insn ("orphaned high parts"), and in an asm it
   looks only at the operands the text refers to.  (Stores through the
   same high part that then reuse the data register lose their own
   LO_SUMs; that is enough, as GCC pairs "%hi(x+h)" only with "%lo(x+l)"
   for l >= h, so this one covers the high part.)  */

rtx
sfi_target_gen_guard_sum (unsigned dest, rtx base, rtx disp)
{
  bool sym = !CONST_INT_P (disp);
  rtx ins[3] = { base, disp,
		 sym ? gen_rtx_LO_SUM (Pmode, base, disp) : NULL_RTX };
  return mips_scheme->guard_computed (dest, (sym ? "addiu\t@,%1,%R2\t\t# %a3"
					     : "addiu\t@,%1,%2"),
				      sym ? 3 : 2, ins, SFI_MIPS_REG_DATASEG);
}

/* Implement sfi_target_gen_adjustable_write.  Handled sources: a register,
   register + register, register - register, register + constant (the
   forms GCC uses for alloca, VLAs, frames beyond 32 KiB and frame pointer
   restores), and a word loaded from memory.  The sequence computes into
   $24 (or $at), sandboxes it and moves it to $sp; a source register is
   guarded directly.  */

rtx
sfi_target_gen_adjustable_write (unsigned regno, rtx src)
{
  gcc_assert (regno == SFI_MIPS_REG_SP);
  rtx ins[2] = { src, NULL_RTX };

  if (REG_P (src))
    return mips_scheme->sp_write (NULL, 1, ins);
  if (MEM_P (src) && GET_MODE (src) == SImode)
    return mips_scheme->sp_write ("lw\t@,%2", 1, ins);
  if ((GET_CODE (src) != PLUS && GET_CODE (src) != MINUS)
      || !REG_P (XEXP (src, 0)))
    return NULL_RTX;
  ins[0] = XEXP (src, 0);
  ins[1] = XEXP (src, 1);
  if (REG_P (ins[1]))
    return mips_scheme->sp_write (GET_CODE (src) == PLUS ? "addu\t@,%2,%3"
				  : "subu\t@,%2,%3", 2, ins);
  if (GET_CODE (src) == PLUS && CONST_INT_P (ins[1])
      && IN_RANGE (INTVAL (ins[1]), -SFI_MAX_DISP,
		   SFI_MAX_DISP - 1))
    return mips_scheme->sp_write ("addiu\t@,%2,%3", 2, ins);
  return NULL_RTX;
}

/* Implement sfi_target_small_adjust_p.  Example:
     (set (reg:SI 29 $sp) (plus:SI (reg:SI 29 $sp) (const_int -32)))  */

bool
sfi_target_small_adjust_p (rtx set)
{
  rtx src = SET_SRC (set);
  return (GET_CODE (src) == PLUS
	  && REG_P (XEXP (src, 0))
	  && REGNO (XEXP (src, 0)) == SFI_MIPS_REG_SP
	  && CONST_INT_P (XEXP (src, 1))
	  && IN_RANGE (INTVAL (XEXP (src, 1)), -SFI_SP_MAX_ADJUST,
		       SFI_SP_MAX_ADJUST - 1));
}

/* Implement sfi_target_gen_touch: "lw $0,0($sp)".  The MEM is volatile
   so no later pass deletes or moves the load; the result goes to $0.  */

rtx
sfi_target_gen_touch (unsigned regno)
{
  gcc_assert (regno == SFI_MIPS_REG_SP);
  rtx mem = gen_rtx_MEM (SImode, stack_pointer_rtx);
  MEM_VOLATILE_P (mem) = 1;
  return gen_rtx_SET (gen_rtx_REG (SImode, SFI_MIPS_REG_ZERO), mem);
}

/* Implement sfi_target_gen_adjust: "addiu R,R,K".  */

rtx
sfi_target_gen_adjust (unsigned regno, HOST_WIDE_INT k)
{
  rtx ins[2] = { gen_rtx_REG (SImode, regno), GEN_INT (k) };
  return mips_gen_asm ("addiu\t%0,%1,%2", 1, &regno, 2, ins);
}

/* Implement sfi_target_gen_revalidate: "move R,$gp" ($gp is never
   written and lies in the data segment; mips-abi.h).  A plain move, not
   an asm, so that it may fill the delay slot of the return after it;
   like a data guard it leaves R valid wherever it runs
   (mips_ins_guard_pattern).  */

rtx
sfi_target_gen_revalidate (unsigned regno)
{
  if (!sfi_opts.fill_slots)
    return mips_gen_asm ("move\t%0,$28", 1, &regno, 0, NULL);
  return gen_rtx_SET (gen_rtx_REG (SImode, regno),
		      gen_rtx_REG (SImode, SFI_MIPS_REG_GP));
}

/* Implement sfi_target_return_p: "jr $31" or "jr %0".  */

bool
sfi_target_return_p (rtx_insn *insn, unsigned *ra)
{
  return sfi_return_p (insn, SFI_MIPS_REG_RA, ra);
}

/* Implement sfi_target_rewrite_return: the return becomes the
   "<optab>_internal" pattern of mips.md with the code register.  */

void
sfi_target_rewrite_return (rtx_insn *insn)
{
  rtx pat = PATTERN (insn);
  rtx ret = ANY_RETURN_P (pat) ? pat : XVECEXP (pat, 0, 0);
  rtx use = gen_rtx_USE (VOIDmode, gen_rtx_REG (Pmode, SFI_MIPS_REG_CODE));
  rtx newpat = gen_rtx_PARALLEL (VOIDmode, gen_rtvec (2, ret, use));
  if (!validate_change (insn, &PATTERN (insn), newpat, false))
    fatal_insn ("sfi: return not recognised after sandboxing", insn);
}

/* Implement sfi_target_valid_ra: $31, in the "ins" scheme, unless
   switched off.  (The paper's and/or scheme, kept as the baseline of
   the one-instruction guards, still guards returns through $15.)  */

unsigned
sfi_target_valid_ra (void)
{
  return (sfi_opts.valid_ra && mips_scheme->valid_ra ? SFI_MIPS_REG_RA
	  : INVALID_REGNUM);
}

/* Implement sfi_target_guard_ra_write.  "ins" replaces low bits, so a
   reload cannot be guarded in place: the reload "lw $31,MEM" becomes
     lw $at,MEM; ins $31,$at,0,B
   which leaves $31, valid throughout, with the segment bits it had and
   the reloaded offset ($at is free at every insn boundary, as for the
   guards above).  The insn keeps its unwind notes.  Any other write
   gets "ins $15,$31,0,B; move $31,$15" after it.  */

rtx_insn *
sfi_target_guard_ra_write (rtx_insn *insn, rtx_insn *last, unsigned ra)
{
  rtx pat = PATTERN (insn);
  if (GET_CODE (pat) == SET && REG_P (SET_DEST (pat))
      && REGNO (SET_DEST (pat)) == ra && MEM_P (SET_SRC (pat))
      && GET_MODE (SET_SRC (pat)) == SImode)
    {
      rtx mem = SET_SRC (pat);
      PATTERN (insn)
	= mips_gen_asm (mips_guard_text (".set\tnoat\n\tlw\t$1,%1\n\t"
					 INS_GUARD ("%0", "$1"), "%0", "$1",
					 CODE_ALIGN "\n\t.set\tat"),
			1, &ra, 1, &mem);
      INSN_CODE (insn) = -1;
      return last;
    }
  const unsigned outs[2] = { SFI_MIPS_REG_CODE, ra };
  rtx guard = mips_gen_asm (mips_guard_text (INS_GUARD ("%0", "%1"), "%0",
					     "%1", CODE_ALIGN "\n\tmove\t%1,%0"),
			    2, outs, 0, NULL);
  return emit_insn_after_setloc (guard, last, INSN_LOCATION (insn));
}

/* Implement sfi_target_indirect_target_loc.  */

rtx *
sfi_target_indirect_target_loc (rtx_insn *insn)
{
  return sfi_indirect_target_loc (insn);
}

/* Implement sfi_target_rewrite_indirect: MIPS jumps and calls accept
   any register, so the code register replaces the target.  */

void
sfi_target_rewrite_indirect (rtx_insn *insn, rtx *loc)
{
  if (!validate_change (insn, loc, gen_rtx_REG (Pmode, SFI_MIPS_REG_CODE),
			false))
    fatal_insn ("sfi: jump not recognised after sandboxing", insn);
}

/* GCC's MIPS probe_stack_range (mips.md; -fstack-clash-protection,
   -fstack-check): a loop in one insn that steps its pointer, operand 0
   (tied to 1), down by 4 KiB (PROBE_INTERVAL) and stores zero there
   until it reaches operand 2.  */
#define MIPS_PROBE_STEP "4096"

static bool
mips_probe_loop_p (rtx_insn *insn)
{
  return (NONJUMP_INSN_P (insn) && recog_memoized (insn) >= 0
	  && strncmp (get_insn_name (INSN_CODE (insn)), "probe_stack_range",
		      strlen ("probe_stack_range")) == 0);
}

/* Implement sfi_target_special_transfer_p: the probing loop is the one
   jumping insn that is not a jump or call.  */

bool
sfi_target_special_transfer_p (rtx_insn *insn)
{
  return mips_probe_loop_p (insn);
}

/* Implement sfi_target_rewrite_special: the probing loop becomes the
   same loop storing through the data register, guarded from the
   pointer after each step (with -fsfi=match, checked too).  */

bool
sfi_target_rewrite_special (rtx_insn *insn)
{
  if (!mips_probe_loop_p (insn))
    return false;
  rtx set = single_set (insn);
  rtx src = SET_SRC (set);
  gcc_assert (GET_CODE (src) == UNSPEC_VOLATILE && XVECLEN (src, 0) == 2);
  unsigned outs[2] = { SFI_MIPS_REG_DATA, REGNO (SET_DEST (set)) };
  rtx ins[1] = { XVECEXP (src, 0, 1) };
  char buf[256];
  snprintf (buf, sizeof buf, ".set\tpush\n\t.set\tnoreorder\n"
	    "$Lsfi_probe%%=:\n\taddiu\t%%1,%%1,-" MIPS_PROBE_STEP "\n\t%s",
	    sfi_opts.ins_guard ? INS_GUARD ("%0", "%1") : mips_guard_data);
  PATTERN (insn)
    = mips_gen_asm (mips_guard_text (buf, "%0", "%1",
				     "\n\tbne\t%1,%2,$Lsfi_probe%=\n\t"
				     "sw\t$0,0(%0)\n\t.set\tpop"),
		    2, outs, 1, ins);
  INSN_CODE (insn) = -1;
  return true;
}

/* Implement sfi_target_legitimize_asm: nothing to repair on MIPS.  */

void
sfi_target_legitimize_asm (rtx_insn *)
{
}

/* The instruction mnemonics that store, jump, trap or change privileged
   state; inline asm containing any of them is refused.  Branches and
   jumps are caught by their first letter.  */
static const char *const mips_unsafe_mnemonics[] = {
  "sb", "sh", "sw", "swl", "swr", "sc", "scd", "sd", "sdl", "sdr",
  "swc1", "sdc1", "swc2", "sdc2", "swxc1", "sdxc1", "suxc1", "s.s", "s.d",
  "usw", "ush", "usd", "sbe", "she", "swe", "sce", "swle", "swre",
  "syscall", "break", "sdbbp", "teq", "tne", "tge", "tgeu", "tlt", "tltu",
  "teqi", "tnei", "tgei", "tgeiu", "tlti", "tltiu", "eret", "deret",
  "wait", "cache", "mtc0", "dmtc0", "tlbwi", "tlbwr", "tlbp", "tlbr",
  "rdpgpr", "wrpgpr", "jalx", "mtc2", "ctc2"
};

/* The mnemonics that load, refused in inline asm with -fsfi=protect.  */
static const char *const mips_load_mnemonics[] = {
  "lb", "lbu", "lh", "lhu", "lw", "lwl", "lwr", "ll", "lwu", "ld", "ldl",
  "ldr", "lld", "lwc1", "ldc1", "lwc2", "ldc2", "lwxc1", "ldxc1", "luxc1",
  "l.s", "l.d", "ulw", "ulh", "ulhu", "uld", "lbe", "lbue", "lhe", "lhue",
  "lwe", "lle", "lwle", "lwre"
};

/* Registers inline asm may not name at all (by number or by name).  */
static const char *const mips_reserved_names[] = {
  SFI_MIPS_REG_MASK_NAME, SFI_MIPS_REG_CODESEG_NAME,
  SFI_MIPS_REG_DATASEG_NAME, SFI_MIPS_REG_CODE_NAME, SFI_MIPS_REG_DATA_NAME,
  "$" STR (SFI_MIPS_REG_GP), "$" STR (SFI_MIPS_REG_SP),
  "$t4", "$t5", "$t6", "$t7", "$t8", "$gp", "$sp"
};

/* Return true if the mnemonic at S (LEN characters) is a branch or a
   jump: "b..." other than "break", or "j...".  */

static bool
mips_jumps_p (const char *s, size_t len)
{
  return ((s[0] == 'b' && !(len == 5 && strncmp (s, "break", 5) == 0))
	  || s[0] == 'j');
}

/* Implement sfi_target_asm_unsafe.  */

const char *
sfi_target_asm_unsafe (const char *templ)
{
  const char *why
    = sfi_scan_asm (templ, mips_jumps_p, mips_unsafe_mnemonics,
		    ARRAY_SIZE (mips_unsafe_mnemonics), "stores, traps or jumps",
		    mips_reserved_names, ARRAY_SIZE (mips_reserved_names));
  if (!why && sfi_protect_p ())
    why = sfi_scan_asm (templ, NULL, mips_load_mnemonics,
			ARRAY_SIZE (mips_load_mnemonics), SFI_ASM_LOADS, NULL,
			0);
  return why;
}
