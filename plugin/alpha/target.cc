/* Alpha (alpha-linux-gnu, 64-bit) implementation of the target contract
   in plugin/sfi-target.h.

   Register choice and the rules for $sp and the frame pointer $15 are in
   include/sfi/alpha-abi.h.  What is particular to Alpha here:

   - A module is one statically linked executable with a single GP, so
     every symbol it defines binds locally: with -msmall-data and
     -msmall-text (forced below) GCC then calls functions with a direct
     "bsr" and reaches data gp-relatively, and never reloads $gp after a
     direct call.  Only undefined weak symbols still go through the GOT.
   - Alpha call patterns take an indirect target only in $27 (the
     procedure value, constraint "c"), and the verifier lets jumps go
     only through $8.  An indirect call therefore becomes a direct call
     of __sfi_icall, a one-instruction routine of the module library
     ("jmp $31,($8),0"), after $8 is sandboxed from $27; $27 still holds
     the target, as the calling standard wants.
   - Integer division calls millicode (__divq, __remqu, ...) through $27
     from inside an ordinary insn; it becomes "bsr $23,__divq".
   - $sp and $29 (the GP) are always valid.  Module code never writes
     $29 (alpha_drop_gp_computations), so small data and the GOT are
     reached through it without a guard, as MIPS reaches them through
     $gp.  The paper also keeps the frame pointer
     $15 valid on Alpha (3.3), but GCC's Alpha back end neither saves nor
     restores a fixed frame pointer correctly, and an unfixed $15 is an
     ordinary preserved register, so here stores through $15 are
     sandboxed like any other.  */

#include "../gcc-compat.h"
#include "stringpool.h"
#include "attribs.h"
#include "../sfi.h"
#include "../sfi-target.h"
#include "sfi/alpha-abi.h"

#define STR2(x) #x
#define STR(x) STR2 (x)

const struct sfi_target_regs sfi_target_regs = {
  SFI_ALPHA_REG_MASK, SFI_ALPHA_REG_CODESEG, SFI_ALPHA_REG_DATASEG,
  SFI_ALPHA_REG_CODE, SFI_ALPHA_REG_DATA
};

/* See sfi-passes.def.  */
const char sfi_target_pass_before[] = "final";

/* Yes: Alpha keeps more registers, and without sched1 the means moved
   by 0.2 points while libsamplerate lost 4 (docs/benchmarks.md).  */
const bool sfi_target_schedule_before_ra = true;

/* The target's own hooks that the plugin wraps.  */
static bool (*alpha_function_ok_for_sibcall) (tree, tree);
static bool (*alpha_binds_local_p) (const_tree);


/* Refuse indirect sibling calls: their patterns jump through $27.  */

static bool
sfi_alpha_function_ok_for_sibcall (tree decl, tree exp)
{
  return decl != NULL_TREE && alpha_function_ok_for_sibcall (decl, exp);
}

/* Return true if DECL is a jump-table entry: a host call of the module
   library (__sfi_jt_*) or a host function the module imports.  Their
   symbols are addresses in the jump table without the ".prologue" that
   a "bsr ... !samegp" needs, so calls to them load the address and go
   through __sfi_icall like any indirect call.  */

static bool
alpha_jump_table_decl_p (const_tree decl)
{
  return (TREE_CODE (decl) == FUNCTION_DECL && DECL_EXTERNAL (decl)
	  && (lookup_attribute ("sfi_import", DECL_ATTRIBUTES (decl))
	      || (DECL_NAME (decl)
		  && strncmp (IDENTIFIER_POINTER (DECL_NAME (decl)),
			      "__sfi_jt_", 9) == 0)));
}

/* Every function and variable of a module binds within it, except an
   undefined weak one (which may be zero) and the jump-table entries.  */

static bool
sfi_alpha_binds_local_p (const_tree exp)
{
  if ((TREE_CODE (exp) == FUNCTION_DECL || VAR_P (exp))
      && !(DECL_WEAK (exp) && DECL_EXTERNAL (exp))
      && !alpha_jump_table_decl_p (exp))
    return true;
  return alpha_binds_local_p (exp);
}

/* Replacement for targetm.calls.static_chain in protect code: nested
   functions get their static chain in $25 (alpha-abi.h), not in GCC's
   $1, a load register there (a call would leave it holding a frame
   address, which the verifier rightly refuses).  */

static rtx
sfi_alpha_static_chain (const_tree, bool)
{
  return gen_rtx_REG (Pmode, SFI_ALPHA_STATIC_CHAIN);
}

/* Implement sfi_target_init.  */

bool
sfi_target_init (void)
{
  global_options.x_target_flags |= (MASK_EXPLICIT_RELOCS | MASK_SMALL_DATA
				    | MASK_SMALL_TEXT);
  global_options_set.x_target_flags |= (MASK_EXPLICIT_RELOCS
					| MASK_SMALL_DATA | MASK_SMALL_TEXT);
  global_options.x_flag_pic = 0;
  global_options.x_flag_pie = 0;
  global_options.x_flag_shlib = 0;
  alpha_function_ok_for_sibcall = targetm.function_ok_for_sibcall;
  targetm.function_ok_for_sibcall = sfi_alpha_function_ok_for_sibcall;
  alpha_binds_local_p = targetm.binds_local_p;
  targetm.binds_local_p = sfi_alpha_binds_local_p;
  if (sfi_protect_p ())
    targetm.calls.static_chain = sfi_alpha_static_chain;
  /* One-instruction data guards by default in protect code, where the
     second instruction would cost most (docs/benchmarks.md): such a
     module needs one of the few and-only places (alpha-abi.h), which
     -fplugin-arg-sfi-no-and-only gives up for any domain.  */
  if (!sfi_opts.and_only_set)
    sfi_opts.and_only = sfi_protect_p ();
  return true;
}

#define MASK SFI_ALPHA_REG_MASK_NAME
#define DATASEG SFI_ALPHA_REG_DATASEG_NAME

/* Whether data guards are one "and" (-fplugin-arg-sfi-and-only).  Not
   in match code, whose checks compare with the "bis" result: there the
   switch does nothing, so that libraries built for every policy can
   share it (SFI_LIB_FLAGS).  */

static bool
alpha_and_only_p (void)
{
  return sfi_opts.and_only && sfi_sandboxing_p () && !sfi_match_p ();
}

/* Implement sfi_target_start_unit: an object whose code keeps $26
   valid says so with a marker section, which makes the verifier check
   that rule for the whole module (alpha-abi.h); so does an object of
   -fsfi=protect, for its loads.  */

void
sfi_target_start_unit (FILE *file)
{
  if (sfi_sandboxing_p () && sfi_target_valid_ra () != INVALID_REGNUM)
    fputs ("\t.section\t" SFI_ALPHA_RA_SECTION ",\"\",@progbits\n"
	   "\t.previous\n", file);
  if (sfi_protect_p ())
    fputs ("\t.section\t" SFI_ALPHA_PROTECT_SECTION ",\"\",@progbits\n"
	   "\t.previous\n", file);
  if (sfi_match_p ())
    fputs ("\t.section\t" SFI_ALPHA_MATCH_SECTION ",\"\",@progbits\n"
	   "\t.previous\n", file);
  if (alpha_and_only_p ())
    fputs ("\t.section\t" SFI_ALPHA_AND_ONLY_SECTION ",\"\",@progbits\n"
	   "\t.previous\n", file);
}

/* The load registers of protect code (alpha-abi.h).  */

static const unsigned alpha_load_regs[] = SFI_ALPHA_LOAD_REGS;

/* Implement sfi_target_reserve_registers: the five dedicated
   registers, and $28, which the plugin's own instructions use as a
   scratch register (the stack touch of sfi_target_gen_touch): GCC
   allocates it like any other register under -mexplicit-relocs, and a
   touch once overwrote a value it held (wrong results, csmith).  */

void
sfi_target_reserve_registers (void)
{
  static const char *const names[] = {
    SFI_ALPHA_REG_MASK_NAME, SFI_ALPHA_REG_CODESEG_NAME,
    SFI_ALPHA_REG_DATASEG_NAME, SFI_ALPHA_REG_CODE_NAME,
    SFI_ALPHA_REG_DATA_NAME
  };
  for (const char *name : names)
    fix_register (name, 1, 1);
  fix_register ("$28", 1, 1);
  /* Only calls and guarded reloads may write a valid $26: not the
     register allocator.  It stays call-clobbered, so prologues still
     save it wherever a call overwrites it.  */
  if (sfi_target_valid_ra () != INVALID_REGNUM)
    fix_register ("$26", 1, 1);
  /* The load registers of protect code (alpha-abi.h).  */
  if (sfi_protect_p ())
    for (unsigned r : alpha_load_regs)
      fix_register (reg_names[r], 1, 1);
}

/* Implement sfi_target_dedicated_p: the five of sfi_target_regs, and in
   protect code the load registers.  */

bool
sfi_target_dedicated_p (unsigned regno)
{
  const struct sfi_target_regs &r = sfi_target_regs;
  return (regno == r.mask || regno == r.codeseg || regno == r.dataseg
	  || regno == r.code || regno == r.data
	  || (sfi_protect_p () && regno < 32
	      && (SFI_ALPHA_LOAD_REG_MASK & (1u << regno))));
}

/* Implement sfi_target_load_regs: in protect code (alpha-abi.h).  Their
   guards are the data register's, "and X,$5,R; bis R,$7,R", one insn
   each (sfi_target_gen_guard, sfi_target_gen_guard_sum), so no jump
   comes between the two halves; the verifier tracks their state.  */

unsigned
sfi_target_load_regs (unsigned *regs)
{
  if (!sfi_protect_p ())
    return 0;
  for (unsigned i = 0; i < SFI_ALPHA_N_LOAD_REGS; i++)
    regs[i] = alpha_load_regs[i];
  return SFI_ALPHA_N_LOAD_REGS;
}

/* Return the UNSPEC number of INSN if it is one of GCC's computations
   of the GP, "(set $29 (unspec[_volatile] [...] N))", else -1.  */

static int
alpha_gp_computation (rtx_insn *insn)
{
  rtx set = NONJUMP_INSN_P (insn) ? single_set (insn) : NULL_RTX;
  if (!set || !REG_P (SET_DEST (set))
      || REGNO (SET_DEST (set)) != SFI_ALPHA_REG_GP)
    return -1;
  rtx src = SET_SRC (set);
  if (GET_CODE (src) != UNSPEC && GET_CODE (src) != UNSPEC_VOLATILE)
    return -1;
  return XINT (src, 1);
}

/* $29 always holds the module's GP, which module code never writes
   (alpha-abi.h): the runtime sets it at every entry (E2, sfi-priv.h),
   and the module has one GP (see the top).  GCC still computes it: in
   the prologue from $27 ("ldah $29,0($27) !gpdisp; lda $29,0($29)
   !gpdisp", UNSPECV_LDGP1 then UNSPECV_PLDGP2), and after a call that
   may change it or at a receiver, from $26 or $27 (two sets of $29 from
   unspecs; after an indirect call the first is part of the call's
   pattern, which sfi_target_rewrite_indirect drops).  The prologue's
   pair becomes two nops: the function's ".prologue 1" still tells the
   linker that a direct call ("bsr ... !samegp") enters 8 bytes past its
   start.  Every other computation goes.  Any other write of $29 is then
   an error of the sandbox pass (sfi_check_protected_writes).  */

static void
alpha_drop_gp_computations (void)
{
  rtx_insn *next;
  for (rtx_insn *insn = get_insns (); insn; insn = next)
    {
      next = NEXT_INSN (insn);
      int k = alpha_gp_computation (insn);
      if (k < 0)
	continue;
      rtx_insn *second = next_nonnote_nondebug_insn (insn);
      if (k == UNSPECV_LDGP1 && second
	  && alpha_gp_computation (second) == UNSPECV_PLDGP2)
	{
	  rtx nops = gen_rtx_ASM_INPUT_loc (VOIDmode, "nop\n\tnop",
					    INSN_LOCATION (insn));
	  MEM_VOLATILE_P (nops) = 1;
	  emit_insn_before_setloc (nops, insn, INSN_LOCATION (insn));
	  next = NEXT_INSN (second);
	  delete_insn (second);
	}
      delete_insn (insn);
    }
}

/* Implement sfi_target_function_ok_p, and remove GCC's computations of
   the GP (alpha_drop_gp_computations).  */

bool
sfi_target_function_ok_p (function *fun)
{
  if (!TARGET_EXPLICIT_RELOCS || !TARGET_ABI_OSF)
    {
      sorry_at (DECL_SOURCE_LOCATION (fun->decl), "only the OSF/Linux ABI"
		" with explicit relocations can be sandboxed");
      return false;
    }
  alpha_drop_gp_computations ();
  return true;
}

/* Strip the "reg + 16-bit constant" or "reg" at *LOC: set *BASE_LOC.  */

static bool
alpha_reg_plus_disp (rtx *loc, rtx **base_loc)
{
  rtx x = *loc;
  if (REG_P (x))
    {
      *base_loc = loc;
      return true;
    }
  if (GET_CODE (x) == PLUS && REG_P (XEXP (x, 0))
      && CONST_INT_P (XEXP (x, 1))
      && IN_RANGE (INTVAL (XEXP (x, 1)), -SFI_MAX_DISP,
		   SFI_MAX_DISP - 1))
    {
      *base_loc = &XEXP (x, 0);
      return true;
    }
  return false;
}

/* Implement sfi_target_decompose_address.  Alpha addresses after reload:
     (reg)  (plus (reg) (const_int))          ldq/stq
     (lo_sum (reg) (symbol_ref))              !gprel, !gprellow
     (and (plus (reg) (const_int)) (const_int -8))   ldq_u/stq_u
     (and (lo_sum (reg) (symbol_ref)) (const_int -8))  */

bool
sfi_target_decompose_address (rtx *addr_loc, rtx **base_loc)
{
  rtx addr = *addr_loc;

  if (alpha_reg_plus_disp (addr_loc, base_loc))
    return true;
  if (GET_CODE (addr) == LO_SUM && REG_P (XEXP (addr, 0)))
    {
      *base_loc = &XEXP (addr, 0);
      return true;
    }
  if (GET_CODE (addr) == AND && CONST_INT_P (XEXP (addr, 1))
      && INTVAL (XEXP (addr, 1)) == -8 && GET_CODE (XEXP (addr, 0)) != AND)
    return sfi_target_decompose_address (&XEXP (addr, 0), base_loc);
  return false;
}

/* Implement sfi_target_base_address: a small constant address is "$31 +
   constant".  */

rtx
sfi_target_base_address (rtx addr)
{
  if (CONST_INT_P (addr)
      && IN_RANGE (INTVAL (addr), -SFI_MAX_DISP,
		   SFI_MAX_DISP - 1))
    return gen_rtx_PLUS (Pmode, gen_rtx_REG (Pmode, SFI_ALPHA_REG_ZERO),
			 addr);
  return NULL_RTX;
}

/* Implement sfi_target_implicit_valid_address_p: Alpha addresses name
   their base register.  */

bool
sfi_target_implicit_valid_address_p (rtx)
{
  return false;
}

/* Implement sfi_target_hidden_load_base: a prefetch, or a GOT load,
   GCC's "movdi_er_high_g",
     (set (reg R) (unspec [(reg B) (symbol_ref S) (const_int N)]
		   UNSPEC_LITERAL))
   printed "ldq R,S(B) !literal!N".  */

rtx *
sfi_target_hidden_load_base (rtx_insn *insn)
{
  /* A prefetch, "ldl $31,D(B)": a load to $31, which the verifier holds
     to the rule of loads like any other.  */
  rtx pat = PATTERN (insn);
  if (GET_CODE (pat) == PREFETCH)
    {
      rtx *addr = &XEXP (pat, 0);
      if (GET_CODE (*addr) == PLUS || GET_CODE (*addr) == LO_SUM)
	addr = &XEXP (*addr, 0);
      return REG_P (*addr) ? addr : NULL;
    }
  rtx set = single_set (insn);
  if (!set || GET_CODE (SET_SRC (set)) != UNSPEC
      || XINT (SET_SRC (set), 1) != UNSPEC_LITERAL
      || XVECLEN (SET_SRC (set), 0) < 1
      || !REG_P (XVECEXP (SET_SRC (set), 0, 0)))
    return NULL;
  return &XVECEXP (SET_SRC (set), 0, 0);
}

/* Implement sfi_target_always_valid_base_p.  */

bool
sfi_target_always_valid_base_p (unsigned regno)
{
  return regno == SFI_ALPHA_REG_SP || regno == SFI_ALPHA_REG_GP;
}

/* Implement sfi_target_adjustable_p: $sp.  */

bool
sfi_target_adjustable_p (unsigned regno)
{
  return regno == SFI_ALPHA_REG_SP;
}

/* A volatile asm insn in the word mode (sfi_gen_asm).  */

static rtx
alpha_gen_asm (const char *templ, unsigned nout, const unsigned *outs,
	       unsigned nin, rtx *ins)
{
  return sfi_gen_asm (DImode, templ, nout, outs, nin, ins);
}

/* A guard: the asm TEMPL (alpha_gen_asm's operands), which guards
   %0 with one "and X,$5,%0; bis %0,SEG,%0".  With -fsfi=match the
   check follows that pair (alpha-abi.h): "subq %0,X,$28; beq $28,1f;
   call_pal bugchk; 1:", so a guard that changed the address traps.
   When X is %0 itself, or names the same register, the guard overwrites
   it: the check then compares with a copy made in $28 first.  */

/* Whether INSN, N characters of an asm template, is a data guard's
   second half "bis R,$7,R".  */

static bool
alpha_data_bis_p (const char *insn, size_t n)
{
  static const char mid[] = "," DATASEG ",";
  const size_t m = sizeof mid - 1;
  if (n < 4 || strncmp (insn, "bis\t", 4) != 0)
    return false;
  const char *r = insn + 4;
  const char *comma = (const char *) memchr (r, ',', n - 4);
  if (!comma)
    return false;
  size_t len = comma - r;
  return (n == 4 + len + m + len && strncmp (comma, mid, m) == 0
	  && strncmp (comma + m, r, len) == 0);
}

/* TEMPL without its data guards' second halves.  */

static const char *
alpha_drop_data_bis (const char *templ)
{
  char *out = XALLOCAVEC (char, strlen (templ) + 1), *o = out;
  for (const char *line = templ; *line; )
    {
      const char *end = strchr (line, '\n');
      size_t len = end ? (size_t) (end - line + 1) : strlen (line);
      const char *insn = line + strspn (line, "\t");
      if (!alpha_data_bis_p (insn, line + len - (end ? 1 : 0) - insn))
	{
	  memcpy (o, line, len);
	  o += len;
	}
      line += len;
    }
  /* A dropped last line leaves the one before it ending in "\n".  */
  if (o > out && o[-1] == '\n')
    o--;
  *o = 0;
  return ggc_strdup (out);
}

static rtx
alpha_gen_guard (const char *templ, unsigned nout, const unsigned *outs,
		 unsigned nin, rtx *ins)
{
  if (alpha_and_only_p ())
    templ = alpha_drop_data_bis (templ);
  if (!sfi_match_p ())
    return alpha_gen_asm (templ, nout, outs, nin, ins);
  const char *and_insn = strstr (templ, "and\t");
  gcc_assert (and_insn && !strstr (and_insn + 1, "and\t"));
  const char *x = and_insn + 4, *comma = strchr (x, ',');
  const char *seg = strstr (comma, "\n\tbis\t%0,");
  gcc_assert (comma && seg);
  const char *after = strchr (seg + 2, '\n');
  if (!after)
    after = seg + strlen (seg);
  char src[16], buf[512];
  gcc_assert ((size_t) (comma - x) < sizeof src);
  memcpy (src, x, comma - x);
  src[comma - x] = 0;
  bool clobbered = strcmp (src, "%0") == 0;
  if (src[0] == '%' && !clobbered)
    {
      unsigned n = atoi (src + 1);
      unsigned regno = (n < nout ? outs[n]
			: REG_P (ins[n - nout]) ? REGNO (ins[n - nout])
			: INVALID_REGNUM);
      clobbered = regno == outs[0];
    }
  int len = snprintf (buf, sizeof buf, "%.*s%s%s%s%s%s%.*s\n\tsubq\t%%0,%s,$28"
		      "\n\tbeq\t$28,1f\n\tcall_pal\t%d\n1:%s",
		      (int) (and_insn - templ), templ,
		      clobbered ? "bis\t" : "", clobbered ? src : "",
		      clobbered ? "," : "", clobbered ? src : "",
		      clobbered ? ",$28\n\t" : "",
		      (int) (after - and_insn), and_insn,
		      clobbered ? "$28" : src, SFI_ALPHA_PAL_BUGCHK, after);
  gcc_assert (len > 0 && (size_t) len < sizeof buf);
  return alpha_gen_asm (ggc_strdup (buf), nout, outs, nin, ins);
}

/* Guard templates.  %0 is the dedicated register written; for the
   adjustable-register forms %1 is the register and %2, %3, %4 the
   inputs.  */
#define TO_ADJ "and\t%0," MASK ",%0\n\tbis\t%0," DATASEG ",%0\n\tbis\t%0,%0,%1"

static const char alpha_guard_code[]
  = "and\t%1," MASK ",%0\n\tbis\t%0," SFI_ALPHA_REG_CODESEG_NAME ",%0";
static const char alpha_guard_data[]
  = "and\t%1," MASK ",%0\n\tbis\t%0," DATASEG ",%0";
static const char alpha_guard_code_small[]
  = "lda\t%0,%1($31)\n\tand\t%0," MASK ",%0\n\tbis\t%0,"
    SFI_ALPHA_REG_CODESEG_NAME ",%0";
/* The GOT load goes through $29, which is always valid.  */
static const char alpha_guard_code_symbol[]
  = "ldq\t%0,%1($29)\t\t!literal\n\tand\t%0," MASK ",%0\n\tbis\t%0,"
    SFI_ALPHA_REG_CODESEG_NAME ",%0";
static const char alpha_adj_from_reg[]
  = "and\t%2," MASK ",%0\n\tbis\t%0," DATASEG ",%0\n\tbis\t%0,%0,%1";
static const char alpha_adj_from_add[] = "addq\t%2,%3,%0\n\t" TO_ADJ;
static const char alpha_adj_from_sub[] = "subq\t%2,%3,%0\n\t" TO_ADJ;
static const char alpha_adj_from_lda[] = "lda\t%0,%3(%2)\n\t" TO_ADJ;
static const char alpha_adj_from_ldah[]
  = "ldah\t%0,%3(%2)\n\tlda\t%0,%4(%0)\n\t" TO_ADJ;
static const char alpha_adj_from_mem[] = "ldq\t%0,%2\n\t" TO_ADJ;

/* Implement sfi_target_gen_guard:
     and SRC,$5,DEST
     bis DEST,SEG,DEST  */

rtx
sfi_target_gen_guard (unsigned dest, rtx src, unsigned seg)
{
  if (CONSTANT_P (src))
    {
      /* Only the code guard of a call to a constant address.  */
      gcc_assert (seg == SFI_ALPHA_REG_CODESEG);
      if (CONST_INT_P (src)
	  && IN_RANGE (INTVAL (src), -SFI_MAX_DISP, SFI_MAX_DISP - 1))
	return alpha_gen_guard (alpha_guard_code_small, 1, &dest, 1, &src);
      if (GET_CODE (src) == SYMBOL_REF)
	return alpha_gen_guard (alpha_guard_code_symbol, 1, &dest, 1, &src);
      sorry ("sandboxing a call to constant address %wd", INTVAL (src));
      return alpha_gen_guard (alpha_guard_code_small, 1, &dest, 1,
			    &const0_rtx);
    }
  /* GCC's register 31 is the (eliminated) argument pointer, printed
     "AP"; the zero register of a small constant address (see
     sfi_target_base_address) is written out.  */
  if (REG_P (src) && REGNO (src) == SFI_ALPHA_REG_ZERO)
    return alpha_gen_guard (seg == SFI_ALPHA_REG_CODESEG
			  ? "and\t$31," MASK ",%0\n\tbis\t%0,"
			    SFI_ALPHA_REG_CODESEG_NAME ",%0"
			  : "and\t$31," MASK ",%0\n\tbis\t%0," DATASEG ",%0",
			  1, &dest, 0, NULL);
  return alpha_gen_guard (seg == SFI_ALPHA_REG_CODESEG ? alpha_guard_code
			: alpha_guard_data, 1, &dest, 1, &src);
}

/* Implement sfi_target_gen_guard_sum:
     lda DEST,DISP(BASE); and DEST,$5,DEST; bis DEST,$7,DEST
   DISP is a constant, or the symbol of a LO_SUM address, whose low part
   is added: "!gprellow" where BASE is the high part ("ldah BASE,x($29)
   !gprelhigh"), and "!gprel" where BASE is the GP itself (small data),
   as alpha.cc prints them.  "!gprel" is the one whose overflow the
   linker checks: small data beyond the GP's 64 KiB window then fails to
   link, as it does where the access stays unguarded, instead of
   silently wrapping around in the window.  */

rtx
sfi_target_gen_guard_sum (unsigned dest, rtx base, rtx disp)
{
  rtx ins[2] = { base, disp };
  if (!CONST_INT_P (disp) && REG_P (base)
      && REGNO (base) == SFI_ALPHA_REG_GP)
    return alpha_gen_guard ("lda\t%0,%2(%1)\t\t!gprel\n\tand\t%0," MASK
			  ",%0\n\tbis\t%0," DATASEG ",%0", 1, &dest, 2, ins);
  if (!CONST_INT_P (disp))
    return alpha_gen_guard ("lda\t%0,%2(%1)\t\t!gprellow\n\tand\t%0," MASK
			  ",%0\n\tbis\t%0," DATASEG ",%0", 1, &dest, 2, ins);
  return alpha_gen_guard ("lda\t%0,%2(%1)\n\tand\t%0," MASK ",%0\n\tbis\t%0,"
			DATASEG ",%0", 1, &dest, 2, ins);
}

/* Implement sfi_target_gen_adjustable_write.  Handled sources: a
   register, register + register, register - register, register + a
   32-bit constant (alloca, frames beyond 32 KiB, restores through a
   temporary), and a load (the frame pointer restored from its slot).  */

rtx
sfi_target_gen_adjustable_write (unsigned regno, rtx src)
{
  unsigned outs[2] = { SFI_ALPHA_REG_DATA, regno };
  rtx ins[3];

  if (REG_P (src))
    return alpha_gen_guard (alpha_adj_from_reg, 2, outs, 1, &src);
  if (MEM_P (src) && GET_MODE (src) == DImode)
    return alpha_gen_guard (alpha_adj_from_mem, 2, outs, 1, &src);
  if ((GET_CODE (src) != PLUS && GET_CODE (src) != MINUS)
      || !REG_P (XEXP (src, 0)))
    return NULL_RTX;
  ins[0] = XEXP (src, 0);
  ins[1] = XEXP (src, 1);
  if (REG_P (ins[1]))
    return alpha_gen_guard (GET_CODE (src) == PLUS ? alpha_adj_from_add
			  : alpha_adj_from_sub, 2, outs, 2, ins);
  if (GET_CODE (src) != PLUS || !CONST_INT_P (ins[1]))
    return NULL_RTX;
  HOST_WIDE_INT k = INTVAL (ins[1]);
  if (IN_RANGE (k, -SFI_MAX_DISP, SFI_MAX_DISP - 1))
    return alpha_gen_guard (alpha_adj_from_lda, 2, outs, 2, ins);
  HOST_WIDE_INT lo = ((k & 0xffff) ^ 0x8000) - 0x8000;
  HOST_WIDE_INT hi = (k - lo) >> 16;
  if (!IN_RANGE (hi, -SFI_MAX_DISP, SFI_MAX_DISP - 1))
    return NULL_RTX;
  ins[1] = GEN_INT (hi);
  ins[2] = GEN_INT (lo);
  return alpha_gen_guard (alpha_adj_from_ldah, 2, outs, 3, ins);
}

/* Implement sfi_target_small_adjust_p.  Example:
     (set (reg:DI 30 $30) (plus:DI (reg:DI 30 $30) (const_int -16)))
   printed as "lda $30,-16($30)".  */

bool
sfi_target_small_adjust_p (rtx set)
{
  rtx dest = SET_DEST (set), src = SET_SRC (set);
  return (REG_P (dest) && sfi_target_adjustable_p (REGNO (dest))
	  && GET_CODE (src) == PLUS
	  && REG_P (XEXP (src, 0))
	  && sfi_target_adjustable_p (REGNO (XEXP (src, 0)))
	  && CONST_INT_P (XEXP (src, 1))
	  && IN_RANGE (INTVAL (XEXP (src, 1)), -SFI_SP_MAX_ADJUST,
		       SFI_SP_MAX_ADJUST - 1));
}

/* Implement sfi_target_gen_touch: "ldq $28,0(REG)".  A load into $31
   would be a prefetch, which never faults; $28 is reserved
   (sfi_target_reserve_registers), so free at any insn boundary.  */

rtx
sfi_target_gen_touch (unsigned regno)
{
  rtx mem = gen_rtx_MEM (DImode, gen_rtx_REG (DImode, regno));
  MEM_VOLATILE_P (mem) = 1;
  return gen_rtx_SET (gen_rtx_REG (DImode, SFI_ALPHA_REG_AT), mem);
}

/* Implement sfi_target_gen_adjust: "lda R,K(R)".  */

rtx
sfi_target_gen_adjust (unsigned regno, HOST_WIDE_INT k)
{
  rtx ins[2] = { gen_rtx_REG (DImode, regno), GEN_INT (k) };
  return alpha_gen_asm ("lda\t%0,%2(%1)", 1, &regno, 2, ins);
}

/* Implement sfi_target_gen_revalidate: "mov $7,R", the data segment's
   base.  */

rtx
sfi_target_gen_revalidate (unsigned regno)
{
  return alpha_gen_asm ("bis\t$31," DATASEG ",%0", 1, &regno, 0, NULL);
}

/* Implement sfi_target_return_p: "ret $31,($26),1".  */

bool
sfi_target_return_p (rtx_insn *insn, unsigned *ra)
{
  return sfi_return_p (insn, SFI_ALPHA_REG_RA, ra);
}

/* Implement sfi_target_rewrite_return.  alpha.md returns only through
   $26 ("*return_internal"), so the return becomes the indirect jump
   "jmp $31,($8),0" (pattern "indirect_jump"), still marked as the
   function's return for the passes that follow.  */

void
sfi_target_rewrite_return (rtx_insn *insn)
{
  rtx newpat = gen_rtx_SET (pc_rtx, gen_rtx_REG (Pmode, SFI_ALPHA_REG_CODE));
  if (!validate_change (insn, &PATTERN (insn), newpat, false))
    fatal_insn ("sfi: return not recognised after sandboxing", insn);
}

/* Implement sfi_target_valid_ra: $26, unless switched off.  */

unsigned
sfi_target_valid_ra (void)
{
  return sfi_opts.valid_ra ? SFI_ALPHA_REG_RA : INVALID_REGNUM;
}

/* Implement sfi_target_guard_ra_write: "and $26,$5,$26; bis
   $26,$6,$26" after the write.  Between the two $26 is an offset, not an
   address, but no transfer comes between them, and the "bis" of a valid
   $26 (where a jump may land) leaves it valid.  */

rtx_insn *
sfi_target_guard_ra_write (rtx_insn *insn, rtx_insn *last, unsigned ra)
{
  rtx guard = sfi_target_gen_guard (ra, gen_rtx_REG (Pmode, ra),
				    SFI_ALPHA_REG_CODESEG);
  return emit_insn_after_setloc (guard, last, INSN_LOCATION (insn));
}

/* Implement sfi_target_indirect_target_loc.  */

rtx *
sfi_target_indirect_target_loc (rtx_insn *insn)
{
  return sfi_indirect_target_loc (insn);
}

/* The module library's indirect-call routine ("jmp $31,($8),0").  */

static rtx
alpha_icall_symbol (void)
{
  /* A fresh rtx each time: the plugin has no GC roots of its own.  */
  rtx sym = gen_rtx_SYMBOL_REF (Pmode, "__sfi_icall");
  SYMBOL_REF_FLAGS (sym) |= SYMBOL_FLAG_FUNCTION | SYMBOL_FLAG_LOCAL;
  return sym;
}

/* Implement sfi_target_rewrite_indirect.  Jumps accept any register;
   calls become "bsr $26,__sfi_icall", which jumps through $8.  A reload
   of the GP in the call's pattern goes (alpha_drop_gp_computations has
   removed its low half already): the callee, module code or the gate's
   return path, leaves $29 as it was.  */

void
sfi_target_rewrite_indirect (rtx_insn *insn, rtx *loc)
{
  rtx code = gen_rtx_REG (Pmode, SFI_ALPHA_REG_CODE);
  if (!CALL_P (insn))
    {
      if (!validate_change (insn, loc, code, false))
	fatal_insn ("sfi: jump not recognised after sandboxing", insn);
      return;
    }

  rtx pat = PATTERN (insn), call = NULL_RTX, value = NULL_RTX;
  for (int i = 0; i < (GET_CODE (pat) == PARALLEL ? XVECLEN (pat, 0) : 1);
       i++)
    {
      rtx x = GET_CODE (pat) == PARALLEL ? XVECEXP (pat, 0, i) : pat;
      if (GET_CODE (x) == CALL)
	call = x;
      else if (GET_CODE (x) == SET && GET_CODE (SET_SRC (x)) == CALL)
	{
	  call = SET_SRC (x);
	  value = SET_DEST (x);
	}
    }
  if (!call)
    fatal_insn ("sfi: unknown call pattern", insn);

  rtx newcall = gen_rtx_CALL (VOIDmode,
			      gen_rtx_MEM (DImode, alpha_icall_symbol ()),
			      XEXP (call, 1));
  rtx body = value ? gen_rtx_SET (value, newcall) : newcall;
  rtx newpat = gen_rtx_PARALLEL
    (VOIDmode, gen_rtvec (3, body,
			  gen_rtx_USE (VOIDmode,
				       gen_rtx_REG (DImode, SFI_ALPHA_REG_GP)),
			  gen_rtx_CLOBBER (VOIDmode,
					   gen_rtx_REG (DImode,
							SFI_ALPHA_REG_RA))));
  if (!validate_change (insn, &PATTERN (insn), newpat, false))
    fatal_insn ("sfi: indirect call not recognised after sandboxing", insn);
}

/* The jumping constructs of alpha.md that are not jump or call insns.  */
enum alpha_special { ALPHA_NOT_SPECIAL, ALPHA_PROBE_LOOP, ALPHA_MILLICODE };

/* GCC's Alpha prologue_stack_probe_loop (alpha.md): it stores zero
   every 8 KiB below the frame through $22 while $23 counts the probes
   down.  GCC's values, not the SFI ABI's; the rewritten loop keeps them.
   Integer-division millicode returns through $23 too.  */
#define ALPHA_PROBE_PTR		22
#define ALPHA_PROBE_COUNT	23
#define ALPHA_PROBE_STEP	"8192"
#define ALPHA_MILLICODE_RA	23

/* Classify INSN; for millicode, store the operation in *OP.  */

static enum alpha_special
alpha_special_kind (rtx_insn *insn, rtx *op)
{
  if (!NONJUMP_INSN_P (insn))
    return ALPHA_NOT_SPECIAL;
  /* The prologue's probe of a large frame: a loop, in one insn, storing
     through $22 (pointer) while $23 (count) runs down.  */
  if (recog_memoized (insn) >= 0
      && strcmp (get_insn_name (INSN_CODE (insn)),
		 "prologue_stack_probe_loop") == 0)
    return ALPHA_PROBE_LOOP;
  rtx pat = PATTERN (insn);
  if (GET_CODE (pat) != PARALLEL)
    return ALPHA_NOT_SPECIAL;
  rtx set = XVECEXP (pat, 0, 0);
  if (GET_CODE (set) != SET || !REG_P (SET_DEST (set))
      || REGNO (SET_DEST (set)) != SFI_ALPHA_REG_PV)
    return ALPHA_NOT_SPECIAL;
  rtx x = SET_SRC (set);
  if (GET_CODE (x) == SIGN_EXTEND)
    x = XEXP (x, 0);
  switch (GET_CODE (x))
    {
    case DIV: case UDIV: case MOD: case UMOD:
      *op = x;
      return ALPHA_MILLICODE;
    default:
      return ALPHA_NOT_SPECIAL;
    }
}

/* Implement sfi_target_special_transfer_p.  */

bool
sfi_target_special_transfer_p (rtx_insn *insn)
{
  rtx op;
  return alpha_special_kind (insn, &op) != ALPHA_NOT_SPECIAL;
}

/* If INSN is the jump of __builtin_longjmp (alpha.md
   "builtin_longjmp_internal", "jmp $31,($27),0": its target must be in
   $27, where the receiver computes its GP from it), sandbox it: the
   target goes into the code register, sandboxed, and the jump becomes
   the indirect jump "jmp $31,($8),0"; $27 keeps the target for the
   receiver.  Return true if it was.  */

static bool
alpha_rewrite_longjmp (rtx_insn *insn)
{
  rtx pat = PATTERN (insn);
  if (!JUMP_P (insn) || GET_CODE (pat) != SET || SET_DEST (pat) != pc_rtx
      || GET_CODE (SET_SRC (pat)) != UNSPEC_VOLATILE
      || XVECLEN (SET_SRC (pat), 0) != 1
      || !REG_P (XVECEXP (SET_SRC (pat), 0, 0)))
    return false;
  rtx target = XVECEXP (SET_SRC (pat), 0, 0);
  emit_insn_before_setloc (sfi_target_gen_guard (SFI_ALPHA_REG_CODE, target,
						 SFI_ALPHA_REG_CODESEG),
			   insn, INSN_LOCATION (insn));
  PATTERN (insn) = gen_rtx_SET (pc_rtx, gen_rtx_REG (Pmode,
						     SFI_ALPHA_REG_CODE));
  INSN_CODE (insn) = -1;
  if (recog_memoized (insn) < 0)
    fatal_insn ("sfi: jump not recognised after sandboxing", insn);
  return true;
}

/* Implement sfi_target_rewrite_special:
   - the prologue's probing loop becomes the same loop storing through
     the sandboxed data register (the address is computed first: its
     pointer starts above the stack pointer, possibly above the segment,
     where masking would wrap it);
   - the jump of __builtin_longjmp (alpha_rewrite_longjmp);
   - a millicode call for integer division,
       (parallel [(set (reg:DI 27) (div:DI (reg:DI 24) (reg:DI 25)))
		  (use (reg:DI 27)) (use (const_int N))
		  (clobber (reg:DI 23)) (clobber (reg:DI 28))])
     (SImode divisions are sign-extended), becomes "bsr $23,__divq": the
     millicode is part of the module, within branch range (-msmall-text),
     and the GOT load of its address that came before is left unused.  */

bool
sfi_target_rewrite_special (rtx_insn *insn)
{
  if (alpha_rewrite_longjmp (insn))
    return true;
  rtx op = NULL_RTX;
  switch (alpha_special_kind (insn, &op))
    {
    case ALPHA_NOT_SPECIAL:
      return false;
    case ALPHA_PROBE_LOOP:
      {
	static const unsigned outs[3] = { SFI_ALPHA_REG_DATA, ALPHA_PROBE_PTR,
					  ALPHA_PROBE_COUNT };
	PATTERN (insn)
	  = alpha_gen_guard ("$Lsfi_probe%=:\n\t"
			   "lda\t%0,-" ALPHA_PROBE_STEP "(%1)\n\t"
			   "and\t%0," MASK ",%0\n\t"
			   "bis\t%0," DATASEG ",%0\n\t"
			   "stq\t$31,0(%0)\n\t"
			   "subq\t%2,1,%2\n\t"
			   "lda\t%1,-" ALPHA_PROBE_STEP "(%1)\n\t"
			   "bne\t%2,$Lsfi_probe%=", 3, outs, 0, NULL);
	INSN_CODE (insn) = -1;
	return true;
      }
    case ALPHA_MILLICODE:
      break;
    }
  bool is_rem = GET_CODE (op) == MOD || GET_CODE (op) == UMOD;
  bool is_unsigned = GET_CODE (op) == UDIV || GET_CODE (op) == UMOD;
  char *templ = xasprintf ("bsr\t$%d,__%s%s%s", ALPHA_MILLICODE_RA,
			   is_rem ? "rem" : "div",
			   GET_MODE (op) == SImode ? "l" : "q",
			   is_unsigned ? "u" : "");
  rtx ins[2] = { XEXP (op, 0), XEXP (op, 1) };
  unsigned out = SFI_ALPHA_REG_PV;
  rtx body = alpha_gen_asm (templ, 1, &out, 2, ins);
  rtx newpat = gen_rtx_PARALLEL
    (VOIDmode, gen_rtvec (3, body,
			  gen_rtx_CLOBBER (VOIDmode,
					   gen_rtx_REG (DImode,
							ALPHA_MILLICODE_RA)),
			  gen_rtx_CLOBBER (VOIDmode,
					   gen_rtx_REG (DImode,
							SFI_ALPHA_REG_AT))));
  PATTERN (insn) = newpat;
  INSN_CODE (insn) = -1;
  return true;
}

/* Return X, a constant operand of an inline asm (not a memory one), with
   every small-data symbol in it replaced by a copy that is not marked
   small, and every "LO_SUM ($29, symbol)" by the symbol.  */

static rtx
alpha_unsmall_operand (rtx x)
{
  switch (GET_CODE (x))
    {
    case SYMBOL_REF:
      if (SYMBOL_REF_SMALL_P (x))
	{
	  x = shallow_copy_rtx (x);
	  SYMBOL_REF_FLAGS (x) &= ~SYMBOL_FLAG_SMALL;
	}
      return x;
    case LO_SUM:
      if (REG_P (XEXP (x, 0)) && REGNO (XEXP (x, 0)) == SFI_ALPHA_REG_GP)
	return alpha_unsmall_operand (XEXP (x, 1));
      return x;
    case CONST:
      {
	rtx in = alpha_unsmall_operand (XEXP (x, 0));
	return in == XEXP (x, 0) ? x : gen_rtx_CONST (GET_MODE (x), in);
      }
    case PLUS:
      {
	rtx a = alpha_unsmall_operand (XEXP (x, 0));
	rtx b = alpha_unsmall_operand (XEXP (x, 1));
	if (a == XEXP (x, 0) && b == XEXP (x, 1))
	  return x;
	return gen_rtx_PLUS (GET_MODE (x), a, b);
      }
    default:
      return x;
    }
}

/* Implement sfi_target_legitimize_asm.  With -msmall-data (forced), an
   alpha.md splitter rewrites every small-data symbol of an insn into
   "LO_SUM ($29, symbol)" (split_small_symbolic_operand); applied to an
   asm statement, that leaves an input such as the "g" (&x) of
   asm volatile ("" : : "g" (&x) : "memory") matching no constraint, and
   GCC stops with "unrecognizable insn".  The symbols of constant
   operands stop counting as small data (the splitter then leaves them
   alone; they are printed the same), and a LO_SUM already made goes back
   to its symbol.  Memory operands keep theirs: "LO_SUM ($29, x)" is a
   valid address.  */

void
sfi_target_legitimize_asm (rtx_insn *insn)
{
  rtx pat = PATTERN (insn);
  int n = GET_CODE (pat) == PARALLEL ? XVECLEN (pat, 0) : 1;
  for (int i = 0; i < n; i++)
    {
      rtx x = GET_CODE (pat) == PARALLEL ? XVECEXP (pat, 0, i) : pat;
      if (GET_CODE (x) == SET)
	x = SET_SRC (x);
      if (GET_CODE (x) != ASM_OPERANDS)
	continue;
      for (int k = 0; k < ASM_OPERANDS_INPUT_LENGTH (x); k++)
	{
	  rtx op = ASM_OPERANDS_INPUT (x, k);
	  if (!MEM_P (op))
	    ASM_OPERANDS_INPUT (x, k) = alpha_unsmall_operand (op);
	}
    }
}

/* The instruction mnemonics that store, jump, trap or change privileged
   state; inline asm containing any of them is refused.  */
static const char *const alpha_unsafe_mnemonics[] = {
  "stb", "stw", "stl", "stq", "stq_u", "stl_c", "stq_c", "sts", "stt",
  "stf", "stg", "stx", "jmp", "jsr", "ret", "jsr_coroutine", "br", "bsr",
  "beq", "bne", "blt", "ble", "bgt", "bge", "blbc", "blbs", "fbeq",
  "fbne", "fblt", "fble", "fbgt", "fbge", "call_pal", "callsys", "halt",
  "imb", "bpt", "bugchk", "gentrap", "rduniq", "wruniq", "wh64",
  "wh64en", "ecb", "mtpr", "mfpr", "hw_ld", "hw_st", "hw_rei", "ldgp"
};

/* The mnemonics that load, refused in inline asm with -fsfi=protect.  */
static const char *const alpha_load_mnemonics[] = {
  "ldbu", "ldwu", "ldl", "ldq", "ldq_u", "ldl_l", "ldq_l", "lds", "ldt",
  "ldf", "ldg", "ldil", "ldiq", "ldis", "ldit", "ldif", "ldig", "uldw",
  "uldwu", "uldl", "uldq"
};

/* Registers inline asm may not name at all (by number or by name).  */
static const char *const alpha_reserved_names[] = {
  SFI_ALPHA_REG_DATA_NAME, SFI_ALPHA_REG_MASK_NAME,
  SFI_ALPHA_REG_CODESEG_NAME, SFI_ALPHA_REG_DATASEG_NAME,
  SFI_ALPHA_REG_CODE_NAME, "$" STR (SFI_ALPHA_REG_GP),
  "$" STR (SFI_ALPHA_REG_SP), "$t3", "$t4", "$t5", "$t6", "$t7", "$gp", "$sp"
};

/* Implement sfi_target_asm_unsafe.  ($26 may be read; inline asm that
   writes it is left to the verifier, which rejects $26 invalid at the
   next transfer.)  */

const char *
sfi_target_asm_unsafe (const char *templ)
{
  const char *why
    = sfi_scan_asm (templ, NULL, alpha_unsafe_mnemonics,
		    ARRAY_SIZE (alpha_unsafe_mnemonics), "stores, traps or jumps",
		    alpha_reserved_names, ARRAY_SIZE (alpha_reserved_names));
  if (!why && sfi_protect_p ())
    why = sfi_scan_asm (templ, NULL, alpha_load_mnemonics,
			ARRAY_SIZE (alpha_load_mnemonics), SFI_ASM_LOADS, NULL,
			0);
  return why;
}
