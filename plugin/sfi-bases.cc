/* Store bases that may lie outside the data segment while the address
   they form with their displacement lies inside it.

   The paper's guard (3.3) sandboxes only the base register of a store
   and leaves the displacement to the guard zones.  That is right when
   the base is a real pointer into the object the store writes.  But GCC
   also splits addresses the other way: a large offset becomes a high
   part added into the base register and a low part left in the
   displacement,

     MIPS   lui $5,0x2; addu $6,$sp,$5; sb $4,-31073($6)  (a big frame)
	    lui $2,%hi(x); sw $3,%lo(x)($2)                (a global)
     Alpha  ldah $1,-1($29); stq $31,28128($1)             (gp-relative)
	    ldah $1,x($29) !gprelhigh; stq $2,x($1) !gprellow

   and then the base alone may lie up to 32 KiB beyond the end (or before
   the start) of the segment while the address is inside: masking the
   base wraps it to the other end of the segment, and a correct program
   writes the wrong place.  Such a store must have its whole address
   sandboxed (sfi_target_gen_guard_sum) instead.

   Which bases are high parts is decided here, on the reaching
   definitions of the base (GCC's use-def chains, in any block): a base
   is a *high part* if a definition that may reach the store computes it
   from a HIGH (a %hi or !gprelhigh relocation) or adds to something a
   constant beyond a 16-bit displacement (directly, or through a register
   holding one; the constant may be built in another block).  Loaded
   pointers, arguments, results of calls, the stack and global pointers,
   and any of them plus a small constant or an index register are real
   pointers and keep the cheap base-only guard; a reload of a frame or
   spill slot into which the function stores a high part is a high part.
   A store whose displacement is zero needs nothing more either way: its
   base is its address.

   The chains exist only while the CFG does, and the sandbox pass runs
   after it is gone ("mach" on MIPS, "final" on Alpha), so this pass runs
   just before "*free_cfg" and records, per store insn, the bases that
   are high parts; the sandbox pass looks them up by insn UID.  A store
   the analysis did not see (an insn created later) gets a conservative
   local answer: the definition found by a backward scan of its
   straight-line code, and "high part" where the scan cannot tell.

   Safety never depends on this: every guarded store is inside the
   segment or its guard zones whatever the answer.  A wrong "real
   pointer" answer is a wrong result for a correct program (what this
   file prevents), a wrong "high part" answer costs one instruction.  */

#include "gcc-compat.h"
#include "sfi.h"
#include "sfi-target.h"
#include "sfi/domain-abi.h"

namespace {

/* What a register may hold, ordered so that the meet of two
   possibilities is the larger.  */
enum sfi_base_class
{
  SB_NONE,	/* Nothing known yet (a definition still being examined).  */
  SB_SMALL,	/* A constant that fits a displacement.  */
  SB_POINTER,	/* A real pointer, or an integer that is not a constant.  */
  SB_HIGH	/* May be a high part: from a HIGH or a large constant.  */
};

/* The function whose stores sfi_high_bases describes, and per insn UID
   a mask of the base registers (below 63) of that insn's stores that
   are high parts, with bit 63 set for every insn the analysis saw.  */
function *sfi_bases_fun;
vec<uint64_t> sfi_high_bases;

const uint64_t SFI_BASES_SEEN = (uint64_t) 1 << 63;

/* Bound on the depth of the backward scan without chains.  */
const int SFI_BASES_DEPTH = 8;

/* Classify the constant integer V.  */

static sfi_base_class
sfi_class_of_int (HOST_WIDE_INT v)
{
  return IN_RANGE (v, -SFI_MAX_DISP, SFI_MAX_DISP - 1) ? SB_SMALL : SB_HIGH;
}

/* How the value of a register is found: from the classes of its
   reaching definitions (use-def chains, DEF_CLASS indexed by insn UID,
   computed to a fixed point), or by scanning back from the insn.  */
struct sfi_resolver
{
  bool chains;
  vec<unsigned char> *def_class;
};

/* The frame slots (offsets from the stack or frame pointer) into which
   the function stores a register that may hold a high part: a spilled
   high part ("ldah $24,-1($29); stq $24,72($30); ...; ldq $3,72($30);
   stq_u $25,28320($3)") comes back as a high part.  */
vec<HOST_WIDE_INT> sfi_high_slots;

/* If X, an address, is a frame slot (the stack or frame pointer plus a
   constant), set *OFF to the constant and return true.  */

static bool
sfi_frame_slot_p (rtx x, HOST_WIDE_INT *off)
{
  *off = 0;
  if (GET_CODE (x) == PLUS && CONST_INT_P (XEXP (x, 1)))
    {
      *off = INTVAL (XEXP (x, 1));
      x = XEXP (x, 0);
    }
  return (REG_P (x) && (REGNO (x) == STACK_POINTER_REGNUM
			|| REGNO (x) == HARD_FRAME_POINTER_REGNUM));
}

/* Return true if OFF is among SLOTS (sfi_high_slots, sfi_high_spills).  */

static bool
sfi_listed_p (const vec<HOST_WIDE_INT> &slots, HOST_WIDE_INT off)
{
  for (HOST_WIDE_INT o : slots)
    if (o == off)
      return true;
  return false;
}

/* The same for register allocation's spill slots, by their offset from
   its spill-slot decl ("%sfp+40000" in dumps): that names a slot however
   its address is formed, also where it lies beyond a 16-bit displacement
   and is reached through a register ("li $3,40000; addu $3,$3,$sp; sw
   $2,0($3)"), which sfi_frame_slot_p does not see.  A large frame's
   spilled high part ($sp + 65536) comes back so.  */
vec<HOST_WIDE_INT> sfi_high_spills;

/* If MEM is a spill slot, set *OFF to its offset and return true.  */

static bool
sfi_spill_slot_p (rtx mem, HOST_WIDE_INT *off)
{
  tree spill = get_spill_slot_decl (false);
  if (!spill || MEM_EXPR (mem) != spill || !MEM_OFFSET_KNOWN_P (mem))
    return false;
  return MEM_OFFSET (mem).is_constant (off);
}


static sfi_base_class sfi_class_of_reg (unsigned regno, rtx_insn *insn,
					sfi_resolver *r, int depth);

/* Classify the value of expression X, evaluated at INSN.  */

static sfi_base_class
sfi_class_of (rtx x, rtx_insn *insn, sfi_resolver *r, int depth)
{
  switch (GET_CODE (x))
    {
    case REG:
      return sfi_class_of_reg (REGNO (x), insn, r, depth);
    case CONST_INT:
      return sfi_class_of_int (INTVAL (x));
    case HIGH:
      return SB_HIGH;
    case SYMBOL_REF:
    case LABEL_REF:
    case CONST:
    case LO_SUM:
      /* A whole address.  */
      return SB_POINTER;
    case PLUS:
    case MINUS:
    case IOR:
    case XOR:
      {
	sfi_base_class a = sfi_class_of (XEXP (x, 0), insn, r, depth);
	if (a == SB_HIGH)
	  return SB_HIGH;
	sfi_base_class b = sfi_class_of (XEXP (x, 1), insn, r, depth);
	return MAX (a, b);
      }
    case IF_THEN_ELSE:
      return MAX (sfi_class_of (XEXP (x, 1), insn, r, depth),
		  sfi_class_of (XEXP (x, 2), insn, r, depth));
    case MEM:
      {
	/* A reload of a spilled high part; any other load is a pointer
	   (or an integer) the program stored.  */
	HOST_WIDE_INT off;
	if ((sfi_frame_slot_p (XEXP (x, 0), &off)
	     && sfi_listed_p (sfi_high_slots, off))
	    || (sfi_spill_slot_p (x, &off)
		&& sfi_listed_p (sfi_high_spills, off)))
	  return SB_HIGH;
	return SB_POINTER;
      }
    default:
      /* Index arithmetic, unspecs (the GP's computation, ...).  */
      return SB_POINTER;
    }
}

/* If insn DEF sets register REGNO as a whole with one SET, return that
   SET, else NULL_RTX.  */

static rtx
sfi_reg_set (rtx_insn *def, unsigned regno)
{
  if (CALL_P (def))
    return NULL_RTX;
  rtx set = single_set (def);
  if (!set || !REG_P (SET_DEST (set)) || REGNO (SET_DEST (set)) != regno)
    return NULL_RTX;
  return set;
}

/* Classify the value that insn DEF, which sets register REGNO (a SET
   sfi_reg_set finds), writes there.  */

static sfi_base_class
sfi_class_of_set (rtx_insn *def, rtx set, sfi_resolver *r, int depth)
{
  if (rtx note = find_reg_equal_equiv_note (def))
    if (CONST_INT_P (XEXP (note, 0)))
      return sfi_class_of_int (INTVAL (XEXP (note, 0)));
  return sfi_class_of (SET_SRC (set), def, r, depth + 1);
}

/* Classify the value register REGNO has when INSN reads it.  */

static sfi_base_class
sfi_class_of_reg (unsigned regno, rtx_insn *insn, sfi_resolver *r, int depth)
{
  if (sfi_target_always_valid_base_p (regno) || regno == STACK_POINTER_REGNUM)
    return SB_POINTER;

  if (r->chains)
    {
      df_ref use;
      FOR_EACH_INSN_USE (use, insn)
	if (DF_REF_REGNO (use) == regno)
	  break;
      if (!use)
	return SB_POINTER;
      sfi_base_class c = SB_NONE;
      for (df_link *link = DF_REF_CHAIN (use); link && c != SB_HIGH;
	   link = link->next)
	{
	  df_ref def = link->ref;
	  rtx_insn *d = DF_REF_IS_ARTIFICIAL (def) ? NULL : DF_REF_INSN (def);
	  if (!d || !sfi_reg_set (d, regno))
	    c = MAX (c, SB_POINTER);	/* An argument, a call's result.  */
	  else
	    c = MAX (c, (sfi_base_class) (*r->def_class)[INSN_UID (d)]);
	}
      return c;
    }

  /* Without chains: the last write before INSN in its straight-line
     code; where the code may be entered from elsewhere, assume the
     worst.  */
  if (depth > SFI_BASES_DEPTH)
    return SB_HIGH;
  rtx reg = gen_rtx_REG (Pmode, regno);
  for (rtx_insn *p = PREV_INSN (insn); p; p = PREV_INSN (p))
    {
      if (LABEL_P (p) || BARRIER_P (p))
	return SB_HIGH;
      if (!NONDEBUG_INSN_P (p) || !reg_set_p (reg, p))
	continue;
      rtx set = sfi_reg_set (p, regno);
      return set ? sfi_class_of_set (p, set, r, depth) : SB_POINTER;
    }
  return SB_POINTER;		/* The function's entry: an argument.  */
}

} // anon namespace

/* Implement sfi_store_disp (sfi.h).  */

rtx
sfi_store_disp (rtx addr, rtx *base_loc)
{
  if (GET_CODE (addr) == AND)
    addr = XEXP (addr, 0);
  if ((GET_CODE (addr) == PLUS || GET_CODE (addr) == LO_SUM)
      && &XEXP (addr, 0) == base_loc)
    return XEXP (addr, 1);
  return const0_rtx;
}

namespace {

/* Return true if the store in INSN through base register REGNO with
   displacement DISP needs its whole address sandboxed, deciding with
   resolver R.  */

static bool
sfi_high_base_p (rtx_insn *insn, unsigned regno, rtx disp, sfi_resolver *r)
{
  if (disp == const0_rtx)
    return false;
  /* An address that is a TLS offset is not a high part plus a low part
     of one address.  */
  if (GET_CODE (disp) == CONST && GET_CODE (XEXP (disp, 0)) == UNSPEC)
    return false;
  return sfi_class_of_reg (regno, insn, r, 0) == SB_HIGH;
}

/* The stores of INSN that a sandbox guard would go through: call FN on
   each stored MEM's base register and displacement.  */

template <typename F>
static void
sfi_for_each_store_base (rtx_insn *insn, F fn)
{
  auto_vec<rtx *> mems;
  sfi_collect_accesses (insn, mems);
  for (rtx *mem_loc : mems)
    {
      rtx addr = XEXP (*mem_loc, 0);
      rtx *base_loc;
      if (!sfi_target_decompose_address (&addr, &base_loc))
	continue;
      unsigned regno = REGNO (*base_loc);
      if (sfi_target_always_valid_base_p (regno))
	continue;
      fn (regno, sfi_store_disp (addr, base_loc));
    }
}

/* Analyse FUN: fill sfi_high_bases.  The class of every register
   definition is computed first, to a fixed point over the use-def
   chains (classes only grow, so this ends after a few sweeps); then
   each store's base takes the classes of the definitions that reach
   it.  */

static void
sfi_analyze_bases (function *fun)
{
  sfi_high_bases.truncate (0);
  sfi_high_bases.safe_grow_cleared (get_max_uid () + 1);
  sfi_bases_fun = fun;

  /* Every frame slot counts the same, however the stack pointer moved:
     in doubt, a load gets "high part", which costs one instruction.  */
  df_chain_add_problem (DF_UD_CHAIN);
  df_analyze ();
  auto_vec<unsigned char> def_class;
  def_class.safe_grow_cleared (get_max_uid () + 1);
  sfi_resolver r = { true, &def_class };
  sfi_high_slots.truncate (0);
  sfi_high_spills.truncate (0);
  for (bool changed = true; changed;)
    {
      changed = false;
      for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
	{
	  if (!NONDEBUG_INSN_P (insn))
	    continue;
	  rtx set = single_set (insn);
	  HOST_WIDE_INT off, spill;
	  if (set && MEM_P (SET_DEST (set)) && REG_P (SET_SRC (set))
	      && !CALL_P (insn))
	    {
	      bool slot = (sfi_frame_slot_p (XEXP (SET_DEST (set), 0), &off)
			   && !sfi_listed_p (sfi_high_slots, off));
	      bool spilled = (sfi_spill_slot_p (SET_DEST (set), &spill)
			      && !sfi_listed_p (sfi_high_spills, spill));
	      if ((slot || spilled)
		  && (sfi_class_of_reg (REGNO (SET_SRC (set)), insn, &r, 0)
		      == SB_HIGH))
		{
		  if (slot)
		    sfi_high_slots.safe_push (off);
		  if (spilled)
		    sfi_high_spills.safe_push (spill);
		  changed = true;
		  continue;
		}
	    }
	  if (!set || !REG_P (SET_DEST (set))
	      || !sfi_reg_set (insn, REGNO (SET_DEST (set))))
	    continue;
	  unsigned char c = sfi_class_of_set (insn, set, &r, 0);
	  if (c > def_class[INSN_UID (insn)])
	    {
	      def_class[INSN_UID (insn)] = c;
	      changed = true;
	    }
	}
    }

  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    {
      if (!NONDEBUG_INSN_P (insn) || CALL_P (insn))
	continue;
      uint64_t mask = SFI_BASES_SEEN;
      sfi_for_each_store_base (insn, [&] (unsigned regno, rtx disp)
	{
	  if (regno < 63 && sfi_high_base_p (insn, regno, disp, &r))
	    mask |= (uint64_t) 1 << regno;
	});
      sfi_high_bases[INSN_UID (insn)] = mask;
      if (dump_file && (mask & ~SFI_BASES_SEEN))
	fprintf (dump_file, ";; sfi: insn %d stores through a high part\n",
		 INSN_UID (insn));
    }
  df_finish_pass (false);
}

const pass_data pass_data_sfi_bases =
{
  RTL_PASS, /* type */
  "sfi_bases", /* name */
  OPTGROUP_NONE, /* optinfo_flags */
  TV_NONE, /* tv_id */
  0, /* properties_required */
  0, /* properties_provided */
  0, /* properties_destroyed */
  0, /* todo_flags_start */
  0, /* todo_flags_finish */
};

class pass_sfi_bases : public rtl_opt_pass
{
public:
  pass_sfi_bases (gcc::context *ctxt)
    : rtl_opt_pass (pass_data_sfi_bases, ctxt)
  {}

  unsigned int execute (function *fun) final override
  {
    sfi_analyze_bases (fun);
    return 0;
  }
};

} // anon namespace

/* Implement sfi_store_needs_sum_p (sfi.h).  */

bool
sfi_store_needs_sum_p (rtx_insn *insn, unsigned regno, rtx disp)
{
  if (disp == const0_rtx)
    return false;
  unsigned uid = INSN_UID (insn);
  if (sfi_bases_fun == cfun && regno < 63 && uid < sfi_high_bases.length ()
      && (sfi_high_bases[uid] & SFI_BASES_SEEN))
    return (sfi_high_bases[uid] >> regno) & 1;
  if (sfi_bases_fun != cfun)
    {
      sfi_high_slots.truncate (0);
      sfi_high_spills.truncate (0);
    }
  sfi_resolver r = { false, NULL };
  return sfi_high_base_p (insn, regno, disp, &r);
}

rtl_opt_pass *
make_pass_sfi_bases (gcc::context *ctxt)
{
  return new pass_sfi_bases (ctxt);
}
