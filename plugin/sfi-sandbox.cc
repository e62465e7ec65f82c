/* The sandboxing pass (paper, 3.2 and 3.3), target-independent part.

   Walks the final insn stream of a function and rewrites every unsafe
   instruction to go through a dedicated register:

   - a store whose base register is not always valid: the base is
     sandboxed into the data register (the target's guard: MIPS "ins
     data,base,0,B" by default or the paper's "and data,base,mask; or
     data,data,dataseg", Alpha "and; bis") and the store uses the data
     register with its original displacement, which the guard zones
     cover (3.3);
   - an indirect jump, indirect call, sibling call or return: the target
     is sandboxed into the code register and the jump goes through it;
     except that where the target keeps the return-address register
     valid (sfi_target_valid_ra) returns stay as they are, and every
     write of that register other than a call's is guarded in place;
   - a write of the stack pointer (sfi_target_adjustable_p): a small
     constant adjustment is kept if a plain memory access through it
     follows before the next control transfer, and otherwise gets a
     touching load after it; any other write is computed into the data
     register, sandboxed, and moved into the stack pointer, so it is
     never invalid;
   - inline asm that may store, jump or write a protected register, and
     address forms the target does not know, are errors.

   Each guard is one insn (the target makes it a multi-instruction volatile
   asm), because the delay-slot filler that runs after this pass may copy
   single instructions from a branch target into a delay slot: half a
   guard copied that way would leave a dedicated register invalid on the
   other path, which the verifier rightly rejects.

   A later store through the same unchanged base reuses the data register
   (-fplugin-arg-sfi-no-reuse turns this off): in straight-line code,
   past conditional branches, and at labels whose every predecessor is
   known and holds the same base (sfi_find_join_labels).  This is only a
   question of correctness, not of safety: the data register always holds
   an address in the data segment, which the verifier checks.  Loops whose
   stores share one base they do not change get its guard before the loop
   instead (sfi-hoist.cc, -fplugin-arg-sfi-no-hoist turns it off).

   With -fsfi=protect the target may have more data registers, the load
   registers (sfi_target_load_regs), which take plain guards only: the
   walk then keeps a guarded base in each, and a new guard replaces the
   one used least recently, never the base a hoisted guard keeps in the
   data register.

   Debugging: -fdump-rtl-sfi_sandbox shows the function after the pass;
   -fplugin-arg-sfi-verbose adds a line per rewrite to that dump.  */

#include "gcc-compat.h"
#include "sfi.h"
#include "sfi-target.h"

namespace {

/* The most data registers a target has: the data register (slot 0)
   and the load registers.  */
#define SFI_MAX_SLOTS (1 + SFI_MAX_LOAD_REGS)

/* What one data register holds.  */
struct sfi_slot
{
  /* Hard register whose sandboxed value the data register holds, or
     INVALID_REGNUM.  Values: INVALID_REGNUM after a label, jump, call, a
     write of the data register or of this register; a base regno right
     after a data guard for it.  */
  unsigned holds;
  /* With HOLDS a register B: the displacement X such that the data
     register holds B + X sandboxed (const0_rtx: B itself).  B + X is
     the address of a store that has run, so it lies in the segment and
     sandboxing kept it as it was.  */
  rtx disp;
};

/* What the pass knows at the current insn while walking a function.  */
struct sfi_walk
{
  struct sfi_slot slot[SFI_MAX_SLOTS];
  /* When each slot was last guarded or used (a count of accesses).  */
  unsigned long used[SFI_MAX_SLOTS];
  unsigned long clock;
  /* The base whose sandboxed value slot I keeps through the current
     loop body, guarded before it (sfi-hoist.cc: sfi_loops.label_base
     for the data register, slot 0, and label_pin for the load
     registers), or INVALID_REGNUM.  Accesses through it reuse the slot
     even with -fplugin-arg-sfi-no-reuse.  SFI_LABEL_INDUCTION up to the
     next label: the slot is one of the loop's induction pointers (slot
     0 only where the loop accesses other bases too, which the other
     slots then take).  */
  unsigned pin[SFI_MAX_SLOTS];
};

/* Return true if slot I of W holds the base the current loop keeps in
   it, which no other guard may then take.  */

static bool
sfi_slot_pinned_p (const struct sfi_walk *w, unsigned i)
{
  return (w->pin[i] != INVALID_REGNUM && w->pin[i] != SFI_LABEL_INDUCTION
	  && w->slot[i].holds == w->pin[i]);
}

/* What LOOPS says slot I keeps through the loop body at the label whose
   uid is UID (struct sfi_walk's PIN).  */

static unsigned
sfi_label_pin (const sfi_loops &loops, unsigned uid, unsigned i)
{
  const auto_vec<unsigned> &v = i ? loops.label_pin : loops.label_base;
  unsigned k = i ? uid * SFI_MAX_LOAD_REGS + i - 1 : uid;
  return k < v.length () ? v[k] : INVALID_REGNUM;
}

/* Return true if slot I of W is an induction pointer of the current
   loop, which no guard may take.  */

static bool
sfi_slot_induction_p (const struct sfi_walk *w, unsigned i)
{
  return w->pin[i] == SFI_LABEL_INDUCTION;
}

/* The data registers of this compilation, slot 0 first, and how many
   there are.  */
static unsigned sfi_slot_reg[SFI_MAX_SLOTS];
static unsigned sfi_nslots;

/* Set every slot of W to HOLDS.  */

static void
sfi_forget (struct sfi_walk *w, unsigned holds)
{
  for (unsigned i = 0; i < sfi_nslots; i++)
    w->slot[i].holds = holds;
}

/* Shorthands for the dedicated registers as rtx.  */

static rtx
sfi_reg (unsigned regno)
{
  return gen_rtx_REG (Pmode, regno);
}

/* Note REASON for INSN in the dump file when verbose.  */

static void
sfi_note (rtx_insn *insn, const char *reason)
{
  if (dump_file && sfi_opts.verbose)
    fprintf (dump_file, ";; sfi: insn %d: %s\n", INSN_UID (insn), reason);
}

/* Emit before INSN the guard that puts SRC, with its segment bits
   replaced by those of segment register SEG, into dedicated register
   DEST.  */

static void
sfi_emit_guard (rtx_insn *insn, unsigned dest, rtx src, unsigned seg)
{
  emit_insn_before_setloc (sfi_target_gen_guard (dest, src, seg), insn,
			   INSN_LOCATION (insn));
}

/* Return true if X is (or mentions) one of the registers the policy
   protects from arbitrary writes: the dedicated registers the target
   reserves and those it treats as always valid other than the stack
   pointer.  */

static bool
sfi_protected_regno_p (unsigned regno)
{
  return (sfi_target_dedicated_p (regno)
	  || (!sfi_target_adjustable_p (regno)
	      && sfi_target_always_valid_base_p (regno)));
}

/* Diagnose inline asm in INSN that the policy cannot make safe.  Return
   true if INSN is an asm statement (safe or not).  */

static bool
sfi_check_asm (rtx_insn *insn)
{
  rtx pat = PATTERN (insn);
  const char *templ = sfi_asm_template (insn);
  if (!templ)
    return false;

  /* One error per statement: the first reason found.  */
  location_t loc = INSN_LOCATION (insn);
  const char *mode = sfi_mode_name (sfi_opts.mode);
  if (JUMP_P (insn))
    {
      error_at (loc, "%<asm goto%> is not allowed with %<-fsfi=%s%>: it"
		" jumps without sandboxing", mode);
      return true;
    }
  if (const char *why = sfi_target_asm_unsafe (templ))
    {
      error_at (loc, "inline %<asm%> is not allowed with %<-fsfi=%s%>: %s",
		mode, why);
      return true;
    }

  /* Outputs bound to protected registers (register asm variables).  */
  subrtx_iterator::array_type array;
  FOR_EACH_SUBRTX (iter, array, pat, NONCONST)
    if (GET_CODE (*iter) == SET)
      {
	rtx dest = SET_DEST (*iter);
	if (REG_P (dest)
	    && (sfi_protected_regno_p (REGNO (dest))
		|| sfi_target_adjustable_p (REGNO (dest))))
	  {
	    error_at (loc, "inline %<asm%> may not write register %qs with"
		      " %<-fsfi=%s%>", reg_names[REGNO (dest)], mode);
	    return true;
	  }
	/* A memory output ("=m", "+m") of a template that has no store
	   instruction (sfi_target_asm_unsafe found none) is not written by
	   the asm at all: it only tells the compiler to assume it was, as
	   the common optimisation barrier
	   asm volatile ("" : "=m" (x) : "m" (x)) does.  */
      }
  return true;
}

/* Split displacement D, a CONST_INT or a symbolic constant (a symbol
   or label, plus a CONST_INT inside a CONST), into its symbol (NULL_RTX
   for an integer) *SYM and its integer offset *OFF.  */

static bool
sfi_split_disp (rtx d, rtx *sym, HOST_WIDE_INT *off)
{
  *sym = NULL_RTX;
  *off = 0;
  if (CONST_INT_P (d))
    {
      *off = INTVAL (d);
      return true;
    }
  if (GET_CODE (d) == CONST)
    d = XEXP (d, 0);
  if (GET_CODE (d) == PLUS && CONST_INT_P (XEXP (d, 1)))
    {
      *off = INTVAL (XEXP (d, 1));
      d = XEXP (d, 0);
    }
  if (GET_CODE (d) != SYMBOL_REF && GET_CODE (d) != LABEL_REF)
    return false;
  *sym = d;
  return true;
}

/* Set *DELTA to displacement D less displacement D0 if both are
   integers, or offsets from the same symbol.  Two stores through one
   register with the low parts of one symbol (%lo(x+8) and %lo(x)) write
   addresses 8 apart, whatever the low parts are.  */

static bool
sfi_disp_delta (rtx d, rtx d0, HOST_WIDE_INT *delta)
{
  rtx sym, sym0;
  HOST_WIDE_INT off, off0;
  if (!sfi_split_disp (d, &sym, &off) || !sfi_split_disp (d0, &sym0, &off0)
      || !(sym == sym0 || (sym && sym0 && rtx_equal_p (sym, sym0))))
    return false;
  *delta = off - off0;
  return true;
}

/* The data register holds the sandboxed value of BASE + X.  Make every
   MEM of INSN based on BASE address the data register plus its own
   displacement less X instead (the stored MEM, a match_dup of it that
   loads in atomic operations, and the MEM that really names the address
   in patterns whose destination is only a summary: MIPS swl/swr print
   the QImode MEM inside their UNSPEC).  With APPLY false, only return
   whether that is possible: every such displacement is X plus a
   constant that the target accepts as a displacement.  With APPLY, the
   changes are queued (validate_change in a group).  */

static bool
sfi_rebase_mems (rtx_insn *insn, unsigned base, rtx x, bool apply,
		 unsigned reg)
{
  rtx data = sfi_reg (reg);
  subrtx_ptr_iterator::array_type array;
  FOR_EACH_SUBRTX_PTR (iter, array, &PATTERN (insn), NONCONST)
    if (MEM_P (**iter))
      {
	rtx *loc;
	rtx addr = XEXP (**iter, 0);
	if (!sfi_target_decompose_address (&XEXP (**iter, 0), &loc)
	    || REGNO (*loc) != base)
	  continue;
	HOST_WIDE_INT delta;
	if (!sfi_disp_delta (sfi_store_disp (addr, loc), x, &delta))
	  return false;
	rtx sum = delta ? gen_rtx_PLUS (Pmode, data, GEN_INT (delta)) : data;
	rtx naddr = (GET_CODE (addr) == AND
		     ? gen_rtx_AND (GET_MODE (addr), sum, XEXP (addr, 1)) : sum);
	rtx *dummy;
	if (!sfi_target_decompose_address (&naddr, &dummy))
	  return false;
	if (apply)
	  {
	    rtx copy = copy_rtx (**iter);
	    XEXP (copy, 0) = naddr;
	    validate_change (insn, *iter, copy, true);
	  }
	iter.skip_subrtxes ();
      }
  return true;
}

/* Make every MEM of INSN based on BASE go through the data register,
   REG, which holds BASE sandboxed, with its own displacement (queued,
   as sfi_rebase_mems).  */

static void
sfi_subst_base (rtx_insn *insn, unsigned base, unsigned reg)
{
  subrtx_ptr_iterator::array_type array;
  FOR_EACH_SUBRTX_PTR (iter, array, &PATTERN (insn), NONCONST)
    if (MEM_P (**iter))
      {
	rtx *loc;
	if (!sfi_target_decompose_address (&XEXP (**iter, 0), &loc)
	    || REGNO (*loc) != base)
	  continue;
	rtx copy = copy_rtx (**iter);
	bool ok = sfi_target_decompose_address (&XEXP (copy, 0), &loc);
	gcc_assert (ok);
	*loc = sfi_reg (reg);
	validate_change (insn, *iter, copy, true);
	iter.skip_subrtxes ();
      }
}

/* Return true if REGNO is one of the data registers.  */

static bool
sfi_data_reg_p (unsigned regno)
{
  for (unsigned i = 0; i < sfi_nslots; i++)
    if (sfi_slot_reg[i] == regno)
      return true;
  return false;
}

/* The slot that holds BASE sandboxed (plus its disp) where an access
   through BASE may use it: with reuse on, or in a loop whose hoisted
   guard keeps it in slot 0; or -1.  The slot counts as used.  */

static int
sfi_find_slot (struct sfi_walk *w, unsigned base)
{
  for (unsigned i = 0; i < sfi_nslots; i++)
    if (w->slot[i].holds == base
	&& (sfi_opts.reuse || sfi_slot_pinned_p (w, i)))
      {
	w->used[i] = ++w->clock;
	return i;
      }
  return -1;
}

/* The slot a new guard goes into: a free one, else the one used least
   recently; never one that holds a loop's hoisted base (sfi_loops), nor
   one that holds an induction pointer.  */

static unsigned
sfi_pick_slot (struct sfi_walk *w)
{
  unsigned best = 0;
  bool found = false;
  for (unsigned i = 0; i < sfi_nslots; i++)
    {
      if (sfi_nslots > 1
	  && (sfi_slot_induction_p (w, i) || sfi_slot_pinned_p (w, i)))
	continue;
      if (w->slot[i].holds == INVALID_REGNUM)
	return i;
      if (!found || w->used[i] < w->used[best])
	best = i;
      found = true;
    }
  return best;
}

/* Record that slot I now holds BASE + DISP sandboxed.  */

static void
sfi_fill_slot (struct sfi_walk *w, unsigned i, unsigned base, rtx disp)
{
  w->slot[i].holds = base;
  w->slot[i].disp = disp;
  w->used[i] = ++w->clock;
}

/* With -fsfi=protect, sandbox the load of INSN through the register at
   LOC that is no MEM's base (sfi_target_hidden_load_base): it goes
   through the data register, as a store's base does.  */

static void
sfi_guard_hidden_load (rtx_insn *insn, rtx *loc, struct sfi_walk *w)
{
  unsigned base = REGNO (*loc);
  if (sfi_target_always_valid_base_p (base) || sfi_data_reg_p (base))
    return;
  int s = sfi_find_slot (w, base);
  bool held = s >= 0 && w->slot[s].disp == const0_rtx;
  if (!held)
    {
      s = sfi_pick_slot (w);
      sfi_emit_guard (insn, sfi_slot_reg[s], *loc, sfi_target_regs.dataseg);
      sfi_fill_slot (w, s, base, const0_rtx);
    }
  if (!validate_change (insn, loc, sfi_reg (sfi_slot_reg[s]), false))
    fatal_insn ("sfi: load not recognised after sandboxing", insn);
  sfi_note (insn, held ? "load reuses sandboxed base"
	    : "load base sandboxed");
}

/* Sandbox the stores of INSN, and with -fsfi=protect its loads.  */

static void
sfi_guard_stores (rtx_insn *insn, struct sfi_walk *w)
{
  if (sfi_protect_p ())
    if (rtx *loc = sfi_target_hidden_load_base (insn))
      sfi_guard_hidden_load (insn, loc, w);

  auto_vec<rtx *> mems;
  sfi_collect_accesses (insn, mems);

  for (rtx *mem_loc : mems)
    {
      rtx mem = *mem_loc;
      rtx *base_loc;

      if (!sfi_target_decompose_address (&XEXP (mem, 0), &base_loc))
	if (rtx addr = sfi_target_base_address (XEXP (mem, 0)))
	  {
	    rtx copy = copy_rtx (mem);
	    XEXP (copy, 0) = addr;
	    if (validate_change (insn, mem_loc, copy, false))
	      mem = *mem_loc;
	  }
      if (!sfi_target_decompose_address (&XEXP (mem, 0), &base_loc))
	{
	  if (sfi_target_implicit_valid_address_p (XEXP (mem, 0)))
	    continue;
	  error_at (INSN_LOCATION (insn),
		    "cannot sandbox a memory access with this address form");
	  continue;
	}
      unsigned base = REGNO (*base_loc);
      if (sfi_target_always_valid_base_p (base))
	continue;
      if (sfi_data_reg_p (base))
	continue;		/* Already rewritten (shared MEM).  */

      /* A base that may be the high part of a split address
	 (sfi-bases.cc) gets its whole address sandboxed, BASE + DISP, and
	 the store goes through the data register alone.  */
      rtx disp = sfi_store_disp (XEXP (mem, 0), base_loc);
      bool whole = sfi_store_needs_sum_p (insn, base, disp);
      int s = sfi_find_slot (w, base);
      const char *what;
      if (s >= 0 && !whole && w->slot[s].disp == const0_rtx)
	{
	  sfi_subst_base (insn, base, sfi_slot_reg[s]);
	  what = "store reuses sandboxed base";
	}
      else if (s >= 0 && sfi_rebase_mems (insn, base, w->slot[s].disp, false,
					  sfi_slot_reg[s]))
	{
	  sfi_rebase_mems (insn, base, w->slot[s].disp, true,
			   sfi_slot_reg[s]);
	  what = "store reuses sandboxed address";
	}
      else if (whole)
	{
	  s = sfi_pick_slot (w);
	  unsigned reg = sfi_slot_reg[s];
	  if (!sfi_rebase_mems (insn, base, disp, false, reg))
	    fatal_insn ("sfi: cannot sandbox the addresses of this store",
			insn);
	  emit_insn_before_setloc (sfi_target_gen_guard_sum
				   (reg, *base_loc, disp),
				   insn, INSN_LOCATION (insn));
	  sfi_rebase_mems (insn, base, disp, true, reg);
	  sfi_fill_slot (w, s, base, disp);
	  what = "store address sandboxed whole";
	}
      else
	{
	  s = sfi_pick_slot (w);
	  sfi_emit_guard (insn, sfi_slot_reg[s], *base_loc,
			  sfi_target_regs.dataseg);
	  sfi_subst_base (insn, base, sfi_slot_reg[s]);
	  sfi_fill_slot (w, s, base, const0_rtx);
	  what = "store base sandboxed";
	}
      if (!apply_change_group ())
	fatal_insn ("sfi: store not recognised after sandboxing", insn);
      sfi_note (insn, what);
    }
}

/* INSN adjusts register REGNO by a small constant.  Return true if a
   memory access through REGNO follows before the next label, control
   transfer or other write of REGNO.  */

static bool
sfi_checked_after_p (rtx_insn *insn, unsigned regno)
{
  rtx reg = gen_rtx_REG (Pmode, regno);
  for (rtx_insn *i = NEXT_INSN (insn); i; i = NEXT_INSN (i))
    {
      if (LABEL_P (i) || BARRIER_P (i))
	return false;
      if (!NONDEBUG_INSN_P (i))
	continue;
      if (sfi_plain_access_p (i, regno))
	return true;
      if (JUMP_P (i) || CALL_P (i) || reg_set_p (reg, i)
	  || sfi_target_special_transfer_p (i))
	return false;
    }
  return false;
}

/* Move the frame-related notes of FROM to TO, which now performs the
   stack pointer write that FROM used to perform.  */

static void
sfi_move_frame_notes (rtx_insn *from, rtx_insn *to)
{
  if (!RTX_FRAME_RELATED_P (from))
    return;
  bool has_note = false;
  for (rtx *link = &REG_NOTES (from); *link;)
    switch (REG_NOTE_KIND (*link))
      {
      case REG_FRAME_RELATED_EXPR:
      case REG_CFA_DEF_CFA:
      case REG_CFA_ADJUST_CFA:
      case REG_CFA_OFFSET:
      case REG_CFA_REGISTER:
      case REG_CFA_EXPRESSION:
      case REG_CFA_VAL_EXPRESSION:
      case REG_CFA_RESTORE:
      case REG_CFA_SET_VDRAP:
      case REG_CFA_TOGGLE_RA_MANGLE:
      case REG_CFA_WINDOW_SAVE:
      case REG_CFA_FLUSH_QUEUE:
	add_reg_note (to, REG_NOTE_KIND (*link), XEXP (*link, 0));
	*link = XEXP (*link, 1);
	has_note = true;
	break;
      default:
	link = &XEXP (*link, 1);
      }
  if (!has_note)
    add_reg_note (to, REG_FRAME_RELATED_EXPR, copy_rtx (single_set (from)));
  RTX_FRAME_RELATED_P (to) = 1;
  RTX_FRAME_RELATED_P (from) = 0;
}

/* Sandbox a write of an adjustable register (the stack pointer, ...) by
   INSN, if it has one.  Return the last insn of the rewritten
   sequence.  */

static rtx_insn *
sfi_guard_adjustable_write (rtx_insn *insn, struct sfi_walk *w)
{
  if (CALL_P (insn))
    return insn;
  unsigned regno;
  for (regno = 0; regno < FIRST_PSEUDO_REGISTER; regno++)
    if (sfi_target_adjustable_p (regno)
	&& reg_set_p (gen_rtx_REG (Pmode, regno), insn))
      break;
  if (regno == FIRST_PSEUDO_REGISTER)
    return insn;

  const char *name = reg_names[regno];
  rtx set = single_set (insn);
  if (!set || GET_CODE (PATTERN (insn)) != SET || !REG_P (SET_DEST (set))
      || REGNO (SET_DEST (set)) != regno)
    {
      error_at (INSN_LOCATION (insn), "cannot sandbox this write of %qs",
		name);
      return insn;
    }

  /* A copy of another adjustable register is valid as it is.  */
  rtx src = SET_SRC (set);
  if (REG_P (src) && sfi_target_adjustable_p (REGNO (src)))
    return insn;

  if (sfi_target_small_adjust_p (set))
    {
      if (sfi_checked_after_p (insn, regno))
	return insn;
      rtx_insn *t = emit_insn_after_setloc (sfi_target_gen_touch (regno),
					    insn, INSN_LOCATION (insn));
      if (recog_memoized (t) < 0)
	fatal_insn ("sfi: the target cannot recognise its touching load", t);
      sfi_note (insn, "adjustment touched");
      return t;
    }

  /* "reg = src" becomes one insn "data = src; and/or data; reg = data",
     so the register never holds an invalid value.  */
  rtx pat = sfi_target_gen_adjustable_write (regno, src);
  if (!pat)
    {
      error_at (INSN_LOCATION (insn), "cannot sandbox this write of %qs",
		name);
      return insn;
    }
  rtx_insn *repl = emit_insn_before_setloc (pat, insn, INSN_LOCATION (insn));
  sfi_move_frame_notes (insn, repl);
  delete_insn (insn);
  w->slot[0].holds = INVALID_REGNUM;	/* Computed in the data register.  */
  sfi_note (repl, "adjustable register write sandboxed");
  return repl;
}

/* The insn before which the guard of INSN, a return or an indirect
   jump or call through REGNO, goes: if EARLY, as early as its
   straight-line code allows, right after the last write of REGNO, so
   that on MIPS the delay-slot filler can take the instruction before
   the transfer into its slot (it cannot move one across the guard, a
   volatile asm).  Nothing in between may mention the code register,
   call, jump or be an asm.  -fplugin-arg-sfi-no-early-return-guard and
   -fplugin-arg-sfi-no-early-jump-guard keep the guard just before the
   transfer.  */

static rtx_insn *
sfi_code_guard_place (rtx_insn *insn, unsigned regno, bool early)
{
  rtx reg = sfi_reg (regno), code = sfi_reg (sfi_target_regs.code);
  rtx_insn *place = insn;
  if (!early)
    return place;
  for (rtx_insn *i = PREV_INSN (insn); i; i = PREV_INSN (i))
    {
      if (NOTE_P (i) || DEBUG_INSN_P (i))
	continue;
      if (!NONJUMP_INSN_P (i) || sfi_asm_template (i)
	  || volatile_insn_p (PATTERN (i)) || reg_set_p (reg, i)
	  || reg_mentioned_p (code, PATTERN (i)))
	break;
      place = i;
    }
  return place;
}

/* Sandbox the control transfer of INSN, if it is indirect.  */

static void
sfi_guard_control (rtx_insn *insn)
{
  unsigned ra;
  if (JUMP_P (insn) && sfi_target_return_p (insn, &ra))
    {
      if (ra == sfi_target_valid_ra ())
	{
	  sfi_note (insn, "return needs no guard: its register is valid");
	  return;
	}
      sfi_emit_guard (sfi_code_guard_place (insn, ra,
					    sfi_opts.early_return_guard),
		      sfi_target_regs.code, sfi_reg (ra),
		      sfi_target_regs.codeseg);
      sfi_target_rewrite_return (insn);
      sfi_note (insn, "return sandboxed");
      return;
    }

  rtx *loc = sfi_target_indirect_target_loc (insn);
  if (!loc)
    return;
  if (!REG_P (*loc) && !CONSTANT_P (*loc))
    {
      if (MEM_P (*loc))
	error_at (INSN_LOCATION (insn),
		  "cannot sandbox an indirect jump through memory");
      else
	error_at (INSN_LOCATION (insn), "cannot sandbox this jump");
      return;
    }
  /* Match code keeps its check at the jump, which its report names.  */
  rtx_insn *place = insn;
  if (REG_P (*loc))
    place = sfi_code_guard_place (insn, REGNO (*loc),
				  sfi_opts.early_jump_guard && !sfi_match_p ());
  sfi_emit_guard (place, sfi_target_regs.code, *loc, sfi_target_regs.codeseg);
  sfi_target_rewrite_indirect (insn, loc);
  sfi_note (insn, "indirect jump sandboxed");
}

/* Keep a valid return-address register valid (sfi_target_valid_ra):
   after INSN, unless it is a call (whose link is valid), writes it,
   guard it in place, after LAST (INSN or the last insn added after it).
   Return the new last insn.  */

static rtx_insn *
sfi_guard_ra_write (rtx_insn *insn, rtx_insn *last)
{
  unsigned ra = sfi_target_valid_ra ();
  if (ra == INVALID_REGNUM || CALL_P (insn) || insn->deleted ()
      || !reg_set_p (sfi_reg (ra), insn))
    return last;
  sfi_note (insn, "return address guarded in place");
  return sfi_target_guard_ra_write (insn, last, ra);
}

/* Diagnose writes of registers no module code may write, by an insn
   the compiler wrote (the walk never sees the guards this plugin
   emits): the dedicated registers, the sandboxed code and data
   registers included, and the always-valid ones other than the stack
   pointer.  A call "clobbers" the caller-saved dedicated registers only
   in the sense that the (sandboxed) callee may use them, so calls are
   not checked.  */

static void
sfi_check_protected_writes (rtx_insn *insn)
{
  if (CALL_P (insn))
    return;
  for (unsigned regno = 0; regno < FIRST_PSEUDO_REGISTER; regno++)
    if (sfi_protected_regno_p (regno)
	&& reg_set_p (sfi_reg (regno), insn))
      error_at (INSN_LOCATION (insn),
		"instruction writes register %qs, which %<-fsfi=%s%> reserves",
		reg_names[regno], sfi_mode_name (sfi_opts.mode));
}

/* What the data register holds on a path not seen yet (or on none):
   the identity of sfi_meet.  */
#define SFI_HOLDS_TOP (INVALID_REGNUM - 1)

/* What a data register holds where a path holding *A meets one holding
   *B: update *A.  */

static void
sfi_meet_slot (struct sfi_slot *a, const struct sfi_slot *b)
{
  if (a->holds == SFI_HOLDS_TOP)
    *a = *b;
  else if (b->holds != SFI_HOLDS_TOP
	   && (a->holds != b->holds
	       || (b->holds < FIRST_PSEUDO_REGISTER
		   && !rtx_equal_p (a->disp, b->disp))))
    a->holds = INVALID_REGNUM;
}

/* The same for every data register: A and B are SFI_MAX_SLOTS slots.  */

static void
sfi_meet (struct sfi_slot *a, const struct sfi_slot *b)
{
  for (unsigned i = 0; i < sfi_nslots; i++)
    sfi_meet_slot (&a[i], &b[i]);
}

/* Code reached from no path seen (a label without known jumps, code
   after a barrier): nothing is known of what the data registers hold.  */

static void
sfi_untop (struct sfi_walk *w)
{
  for (unsigned i = 0; i < sfi_nslots; i++)
    if (w->slot[i].holds == SFI_HOLDS_TOP)
      w->slot[i].holds = INVALID_REGNUM;
}

/* Set JOIN[UID] for every label whose predecessors the walk sees before
   it: the fall-through and direct jumps from earlier insns, and nothing
   else (no jump table, no address taken, no jump from further on).  At
   such a label the walk knows what the data register holds.  */

static void
sfi_find_join_labels (auto_vec<bool> &join)
{
  unsigned n = get_max_uid () + 1;
  auto_vec<int> jumps;
  auto_vec<bool> seen, back;
  jumps.safe_grow_cleared (n);
  seen.safe_grow_cleared (n);
  back.safe_grow_cleared (n);
  join.safe_grow_cleared (n);
  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    if (LABEL_P (insn))
      seen[INSN_UID (insn)] = true;
    else if (rtx_insn *label = sfi_jump_target (insn))
      {
	if (seen[INSN_UID (label)])
	  back[INSN_UID (label)] = true;
	jumps[INSN_UID (label)]++;
      }
  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    if (LABEL_P (insn))
      {
	unsigned uid = INSN_UID (insn);
	join[uid] = (!back[uid] && !LABEL_PRESERVE_P (insn)
		     && LABEL_NUSES (insn) == jumps[uid]);
      }
}

/* Sandbox function FUN.  */

static unsigned int
sfi_sandbox_function (function *fun)
{
  if (!sfi_target_function_ok_p (fun))
    return 0;

  sfi_slot_reg[0] = sfi_target_regs.data;
  /* With -fplugin-arg-sfi-no-load-regs the load registers stay
     reserved, unused, so that the verifier's rule and the register
     pressure do not change: the option measures what they save.  */
  unsigned nload = sfi_target_load_regs (&sfi_slot_reg[1]);
  sfi_nslots = 1 + (sfi_opts.load_regs ? nload : 0);
  struct sfi_walk w;
  memset (&w, 0, sizeof w);
  for (unsigned i = 0; i < SFI_MAX_SLOTS; i++)
    w.slot[i] = { INVALID_REGNUM, const0_rtx };
  for (unsigned i = 0; i < SFI_MAX_SLOTS; i++)
    w.pin[i] = INVALID_REGNUM;
  /* What the data registers hold at each join label (SFI_MAX_SLOTS
     slots from UID * SFI_MAX_SLOTS), from the jumps to it seen so far.  */
  auto_vec<bool> join;
  auto_vec<sfi_slot> at_label;
  sfi_find_join_labels (join);
  at_label.safe_grow (join.length () * SFI_MAX_SLOTS);
  for (unsigned i = 0; i < at_label.length (); i++)
    at_label[i] = { SFI_HOLDS_TOP, const0_rtx };
  /* Guards hoisted out of loops, and the labels of those loops.  */
  sfi_loops loops;
  if (sfi_opts.hoist || sfi_opts.induction)
    sfi_hoist_guards (loops, sfi_slot_reg, sfi_nslots);
  const auto_vec<unsigned> &guard_base = loops.guard_base;

  rtx_insn *next;
  for (rtx_insn *insn = get_insns (); insn; insn = next)
    {
      next = NEXT_INSN (insn);
      if (BARRIER_P (insn))
	{
	  sfi_forget (&w, SFI_HOLDS_TOP);	/* Nothing falls through.  */
	  continue;
	}
      if (LABEL_P (insn))
	{
	  unsigned uid = INSN_UID (insn);
	  if (sfi_opts.reuse && uid < join.length () && join[uid])
	    sfi_meet (w.slot, &at_label[uid * SFI_MAX_SLOTS]);
	  else
	    sfi_forget (&w, INVALID_REGNUM);
	  sfi_untop (&w);
	  for (unsigned i = 0; i < sfi_nslots; i++)
	    {
	      w.pin[i] = sfi_label_pin (loops, uid, i);
	      if (sfi_slot_induction_p (&w, i))
		w.slot[i].holds = INVALID_REGNUM;
	      else if (w.pin[i] != INVALID_REGNUM)
		sfi_fill_slot (&w, i, w.pin[i], const0_rtx);
	    }
	  continue;
	}
      if (!NONDEBUG_INSN_P (insn))
	continue;
      if (GET_CODE (PATTERN (insn)) == USE
	  || GET_CODE (PATTERN (insn)) == CLOBBER)
	continue;
      /* Code after a barrier that no label starts: reached we do not
	 know how.  */
      sfi_untop (&w);
      if (INSN_UID (insn) < (int) guard_base.length ()
	  && guard_base[INSN_UID (insn)] != INVALID_REGNUM)
	{
	  unsigned held = guard_base[INSN_UID (insn)];
	  sfi_fill_slot (&w, loops.guard_slot[INSN_UID (insn)],
			 (held < FIRST_PSEUDO_REGISTER ? held
			  : INVALID_REGNUM), const0_rtx);
	  continue;
	}

      if (sfi_check_asm (insn))
	{
	  sfi_forget (&w, INVALID_REGNUM);
	  continue;
	}
      if (sfi_target_rewrite_special (insn))
	{
	  sfi_note (insn, "target-specific jump rewritten");
	  sfi_forget (&w, INVALID_REGNUM);
	  continue;
	}
      sfi_check_protected_writes (insn);
      sfi_guard_stores (insn, &w);
      sfi_guard_control (insn);
      rtx_insn *last = sfi_guard_adjustable_write (insn, &w);
      last = sfi_guard_ra_write (insn, last);
      next = NEXT_INSN (last);

      if (JUMP_P (insn) && !insn->deleted ())
	{
	  /* The state the jump carries to its label; only a conditional
	     jump falls through with it.  */
	  rtx_insn *label = sfi_jump_target (insn);
	  unsigned uid = label ? INSN_UID (label) : 0;
	  if (label && uid < join.length () && join[uid])
	    sfi_meet (&at_label[uid * SFI_MAX_SLOTS], w.slot);
	  for (unsigned i = 0; i < sfi_nslots; i++)
	    {
	      bool keep = (sfi_opts.reuse
			   || (sfi_slot_pinned_p (&w, i)
			       && w.slot[i].disp == const0_rtx));
	      if (!(keep && label && any_condjump_p (insn)))
		w.slot[i].holds = INVALID_REGNUM;
	    }
	}
      else if (CALL_P (insn) || JUMP_P (insn))
	sfi_forget (&w, INVALID_REGNUM);
      else if (!insn->deleted ())
	for (unsigned i = 0; i < sfi_nslots; i++)
	  if (w.slot[i].holds != INVALID_REGNUM
	      && reg_set_p (sfi_reg (w.slot[i].holds), insn))
	    w.slot[i].holds = INVALID_REGNUM;
    }
  /* Placed after "shorten" (Alpha), the pass must give its new insns
     addresses and lengths, which final expects of every insn.  */
  if (INSN_ADDRESSES_SET_P ())
    shorten_branches (get_insns ());
  return 0;
}

const pass_data pass_data_sfi_sandbox =
{
  RTL_PASS, /* type */
  "sfi_sandbox", /* name */
  OPTGROUP_NONE, /* optinfo_flags */
  TV_NONE, /* tv_id */
  0, /* properties_required */
  0, /* properties_provided */
  0, /* properties_destroyed */
  0, /* todo_flags_start */
  0, /* todo_flags_finish */
};

class pass_sfi_sandbox : public rtl_opt_pass
{
public:
  pass_sfi_sandbox (gcc::context *ctxt)
    : rtl_opt_pass (pass_data_sfi_sandbox, ctxt)
  {}

  unsigned int execute (function *fun) final override
  {
    return sfi_sandbox_function (fun);
  }
};

} // anon namespace

/* Collect in MEMS the locations of the MEMs that X reads: every MEM in
   it but the address of a call (a jump, sandboxed as one).  */

static void
sfi_collect_loads (rtx *x, auto_vec<rtx *> &mems)
{
  subrtx_ptr_iterator::array_type array;
  FOR_EACH_SUBRTX_PTR (iter, array, x, NONCONST)
    {
      rtx *loc = *iter;
      if (GET_CODE (*loc) == CALL)
	iter.skip_subrtxes ();
      else if (MEM_P (*loc))
	{
	  if (GET_CODE (XEXP (*loc, 0)) != SCRATCH)
	    mems.safe_push (loc);
	  iter.skip_subrtxes ();
	}
    }
}

/* Implement sfi_collect_accesses (sfi.h): collect in MEMS the locations
   of the MEMs that INSN's pattern stores to and, with -fsfi=protect,
   those it loads from.  Clobbers and uses are not accesses (they emit
   no instruction).  */

void
sfi_collect_accesses (rtx_insn *insn, auto_vec<rtx *> &mems)
{
  rtx *pat = &PATTERN (insn);
  int n = GET_CODE (*pat) == PARALLEL ? XVECLEN (*pat, 0) : 1;

  for (int i = 0; i < n; i++)
    {
      rtx *x = GET_CODE (*pat) == PARALLEL ? &XVECEXP (*pat, 0, i) : pat;
      if (GET_CODE (*x) == COND_EXEC)
	x = &COND_EXEC_CODE (*x);
      if (GET_CODE (*x) != SET)
	{
	  /* An unspec_volatile, trap_if, ... may read memory too.  */
	  if (sfi_protect_p () && GET_CODE (*x) != CLOBBER
	      && GET_CODE (*x) != USE)
	    sfi_collect_loads (x, mems);
	  continue;
	}
      if (sfi_protect_p ())
	sfi_collect_loads (&SET_SRC (*x), mems);
      rtx *dest = &SET_DEST (*x);
      while (GET_CODE (*dest) == ZERO_EXTRACT
	     || GET_CODE (*dest) == STRICT_LOW_PART
	     || GET_CODE (*dest) == SUBREG)
	dest = &XEXP (*dest, 0);
      /* (mem:BLK (scratch)) stands for "all memory" in barriers such as
	 "sync"; no instruction stores through it.  */
      if (!MEM_P (*dest) || GET_CODE (XEXP (*dest, 0)) == SCRATCH)
	continue;
      mems.safe_push (dest);
      /* A store whose destination is only a summary (mem:BLK) may name
	 the real address in a MEM inside its source UNSPEC (MIPS swl and
	 swr): treat those as stored to as well.  */
      if (GET_CODE (SET_SRC (*x)) == UNSPEC
	  || GET_CODE (SET_SRC (*x)) == UNSPEC_VOLATILE)
	for (int k = 0; k < XVECLEN (SET_SRC (*x), 0); k++)
	  if (MEM_P (XVECEXP (SET_SRC (*x), 0, k)))
	    mems.safe_push (&XVECEXP (SET_SRC (*x), 0, k));
    }
}

/* Implement sfi_asm_template (sfi.h).  */

const char *
sfi_asm_template (rtx_insn *insn)
{
  rtx pat = PATTERN (insn);
  if (GET_CODE (pat) == PARALLEL && GET_CODE (XVECEXP (pat, 0, 0)) == ASM_INPUT)
    /* A basic asm with clobbers ("memory" on some targets).  */
    return XSTR (XVECEXP (pat, 0, 0), 0);
  if (GET_CODE (pat) == ASM_INPUT)
    return XSTR (pat, 0);
  if (rtx asmop = extract_asm_operands (pat))
    return ASM_OPERANDS_TEMPLATE (asmop);
  return NULL;
}

/* Implement sfi_jump_target (sfi.h): the target of a conditional or
   simple jump to a label.  */

rtx_insn *
sfi_jump_target (rtx_insn *insn)
{
  if (!JUMP_P (insn) || !JUMP_LABEL (insn) || !LABEL_P (JUMP_LABEL (insn))
      || !(any_condjump_p (insn) || simplejump_p (insn)))
    return NULL;
  return as_a<rtx_insn *> (JUMP_LABEL (insn));
}

/* Implement sfi_store_guard_base (sfi.h), deciding as sfi_guard_stores
   does, without changing INSN.  */

int
sfi_store_guard_base (rtx_insn *insn, unsigned *basep)
{
  auto_vec<rtx *> mems;
  sfi_collect_accesses (insn, mems);
  int result = 0;
  if (sfi_protect_p ())
    if (rtx *loc = sfi_target_hidden_load_base (insn))
      if (!sfi_target_always_valid_base_p (REGNO (*loc)))
	{
	  *basep = REGNO (*loc);
	  result = 1;
	}
  for (rtx *mem_loc : mems)
    {
      rtx addr = XEXP (*mem_loc, 0);
      rtx *base_loc;
      if (!sfi_target_decompose_address (&addr, &base_loc))
	{
	  if (sfi_target_implicit_valid_address_p (addr))
	    continue;
	  addr = sfi_target_base_address (addr);
	  if (!addr || !sfi_target_decompose_address (&addr, &base_loc))
	    return -1;
	}
      unsigned base = REGNO (*base_loc);
      if (sfi_target_always_valid_base_p (base))
	continue;
      if (sfi_target_dedicated_p (base)
	  || sfi_store_needs_sum_p (insn, base,
				    sfi_store_disp (addr, base_loc))
	  || (result == 1 && *basep != base))
	return -1;
      *basep = base;
      result = 1;
    }
  return result;
}

rtl_opt_pass *
make_pass_sfi_sandbox (gcc::context *ctxt)
{
  return new pass_sfi_sandbox (ctxt);
}
