/* Loops for the sandbox pass (sfi-sandbox.cc): data guards hoisted out
   of them (-fplugin-arg-sfi-hoist) and induction pointers
   (-fplugin-arg-sfi-induction).

   A loop, here, is a label L that a direct jump further on goes back to;
   its body is every insn from L to the last such jump, in layout order.
   When every store of the body that needs a data guard goes through the
   same base register B (in protect code, which has more data registers,
   a loop without inner loops may also access other bases: B is the one
   with the most accesses, and the walk guards the others into the load
   registers, never into the data register), and the body never writes B
   nor, otherwise, the data register (no call, no asm, no target-specific
   jump, no indirect jump or return, no stack-pointer write computed
   through the data register, no store sandboxed as a whole), the guard
   for B is emitted once on every edge that enters the body from outside:
   before L if control falls into it, and before each jump from outside
   to one of its labels.  The data register then holds B's sandboxed
   value at every label of the body, and the walk stores through it
   without a guard.  Only loops with such a store in their first block
   qualify (what control reaches from L falling through labels and past
   conditional jumps out of the body, up to any other jump): that
   store's guard ran on every iteration through L, and now runs once per
   entry.  Hoisting a rare, conditional store's guard out of an inner
   loop could instead put it on a hotter path (it cost zlib's
   longest_match 3%).

   In protect code, the other bases that such a loop (hoisted, or one
   with an induction pointer) accesses in its first block and never
   writes get their guards on the same entry edges, into load registers
   (sfi_loop_pins), at most all but one: the walk keeps the last for the
   loop's other guards, and keeps the pinned ones through every label of
   the body (sfi_loops.label_pin).  The verifier needs nothing new here
   either: a load register is valid from its guard on, as long as
   nothing writes it.

   Every label of the body must have only the entries the analysis sees
   (direct jumps, no jump table, no address taken), and a jump that
   enters it must not sit in another hoisted body, whose data register
   the new guard would change.  Loops are taken outermost first; a loop
   inside a hoisted body is covered by it.

   Induction pointers (-fplugin-arg-sfi-induction).  A loop of one block
   (L, straight-line insns, a conditional jump back to L), or of several
   whose branches are direct (sfi_induction_base_multi; its later back
   edges extend the body, sfi_extend_body; where that loop cannot be
   taken, the body up to the first back edge alone is tried, and the
   later jumps, which may enter from code laid out after the loop, are
   its entries), whose guarded
   stores all go through one base B that the loop changes only by adding
   small constants ("p += 8") runs on the data register instead (in
   protect code, which has more data registers, its guarded accesses may
   also go through other bases: B is then the pointer with the most of
   them, and the walk guards the others into the load registers, never
   into the data register, SFI_LABEL_INDUCTION): B's
   guard goes on every entry as above, every use of B in the loop reads
   the data register, every "B += K" becomes "data += K" in the form the
   verifier's induction rule accepts, and on every way out of the loop
   (after it, and after each label outside it that its branches reach)
   B is set from the data register (unless B is dead there), which is
   then made valid again (sfi_target_gen_revalidate).  Such a label that
   other code reaches too needs B dead there; making the register valid
   is harmless on the other paths.  The rule wants a memory access
   through the data register on every path from an adjustment before the
   next one, and none pending at an indirect jump or call (the guard
   zones catch a pointer that ran out of its segment); loops without it
   are left alone.  For an address that
   stays in the segment this computes exactly what the loop did; one that
   leaves it faults in a guard zone instead of wrapping around.

   In protect code the verifier applies the same rule to the load
   registers, so the loop's other pointers that qualify as B does
   (sfi_induction_candidate_p; sfi_extra_inductions) run on load
   registers the same way, the busiest first, on all load registers but
   one (the walk keeps that one for the loop's other guards, and the
   pinned bases above share what is left).  Each gets its guard on the
   entry edges, its steps "R += K", its copy back and "R = $gp" / "mov
   $7,R" after the loop; at the loop's labels sfi_loops.label_pin marks
   it SFI_LABEL_INDUCTION, so that the walk never guards into it.  A
   hoisted loop's pointers may run on load registers in the same way,
   where its body has the shape an induction loop's may have
   (sfi_loop_shape_of).

   Safety does not depend on this analysis: the verifier checks every
   write of the data register and every store through it (guards, and
   induction steps with the accesses that follow them), so a mistake here
   could only send a store to the wrong place inside the segment, or make
   the verifier refuse the code.  That is why each condition is
   conservative.  */

#include "gcc-compat.h"
#include "sfi.h"
#include "sfi-target.h"
#include "sfi/domain-abi.h"

/* Return true if INSN writes a register the target keeps valid by the
   stack-pointer rule in a way other than a small adjustment or a copy
   (the pass then computes the new value in the data register).  */

static bool
sfi_adjustable_write_via_data_p (rtx_insn *insn)
{
  for (unsigned regno = 0; regno < FIRST_PSEUDO_REGISTER; regno++)
    if (sfi_target_adjustable_p (regno)
	&& reg_set_p (gen_rtx_REG (Pmode, regno), insn))
      {
	rtx set = single_set (insn);
	if (!set)
	  return true;
	rtx src = SET_SRC (set);
	if (REG_P (src) && sfi_target_adjustable_p (REGNO (src)))
	  continue;
	if (!sfi_target_small_adjust_p (set))
	  return true;
      }
  return false;
}

/* Return true if INSN writes a load register of protect code: only
   insns this file emits do (an earlier loop's guard on an entry edge,
   its induction steps, or what makes a register valid after it), and a
   loop whose body has one must not count on what that register holds at
   its labels.  */

static bool
sfi_writes_load_reg_p (rtx_insn *insn)
{
  unsigned regs[SFI_MAX_LOAD_REGS];
  unsigned n = sfi_target_load_regs (regs);
  for (unsigned i = 0; i < n; i++)
    if (reg_set_p (gen_rtx_REG (Pmode, regs[i]), insn))
      return true;
  return false;
}

/* Fold INSN, an insn of a loop body other than a jump, into *BASE, the
   one base register the body's guarded stores share (INVALID_REGNUM
   before the first).  Return -1 if INSN rules the loop out (a call,
   asm, a target-specific jump, a write of the data register, of a load
   register or one the pass would compute through the data register, a
   store with a second base or one it sandboxes whole), 1 if INSN stores
   through *BASE, 0 otherwise (notes, uses and clobbers included).  */

static int
sfi_fold_loop_insn (rtx_insn *insn, unsigned *base)
{
  if (!NONDEBUG_INSN_P (insn) || GET_CODE (PATTERN (insn)) == USE
      || GET_CODE (PATTERN (insn)) == CLOBBER)
    return 0;
  if (CALL_P (insn) || sfi_asm_template (insn)
      || sfi_target_special_transfer_p (insn)
      || reg_set_p (gen_rtx_REG (Pmode, sfi_target_regs.data), insn)
      || sfi_writes_load_reg_p (insn) || sfi_adjustable_write_via_data_p (insn))
    return -1;
  unsigned b;
  switch (sfi_store_guard_base (insn, &b))
    {
    case 0:
      return 0;
    case 1:
      if (*base != INVALID_REGNUM && *base != b)
	return -1;
      *base = b;
      return 1;
    default:
      return -1;
    }
}

/* One guarded base of a loop body: how many of its insns access memory
   through it, and whether one of those is in its first block.  */
struct sfi_loop_access
{
  unsigned base;
  int n;
  bool first;
};

/* Count into BASES the guarded bases of the insns FIRST..LAST of a
   loop body (FIRST its label), and set *NESTED if the body has an inner
   loop.  Return false if some insn rules the loop out
   (sfi_fold_loop_insn), a label of it may have entries the analysis
   does not see, or a jump's target is unknown.  An access counts as in
   the first block if it runs on every pass through FIRST that stays in
   the loop: control falls from FIRST to it through labels (a rotated
   loop's entry) and conditional jumps out of the body (a bounds check,
   an assert, a loop's exit test), but no other jump.  */

static bool
sfi_loop_accesses (rtx_insn *first, rtx_insn *last,
		   const auto_vec<int> &jumps, auto_vec<sfi_loop_access> &bases,
		   bool *nested)
{
  bool in_first_block = true;
  auto_vec<rtx_insn *> labels, body_labels;
  *nested = false;
  for (rtx_insn *insn = first; insn != NEXT_INSN (last);
       insn = NEXT_INSN (insn))
    if (LABEL_P (insn))
      body_labels.safe_push (insn);
  for (rtx_insn *insn = first; insn != NEXT_INSN (last);
       insn = NEXT_INSN (insn))
    {
      if (LABEL_P (insn))
	{
	  if (LABEL_PRESERVE_P (insn)
	      || LABEL_NUSES (insn) != jumps[INSN_UID (insn)])
	    return false;
	  if (insn != first)
	    labels.safe_push (insn);
	  continue;
	}
      if (JUMP_P (insn))
	{
	  rtx_insn *target = sfi_jump_target (insn);
	  if (!target)
	    return false;
	  for (rtx_insn *l : labels)
	    *nested |= l == target;
	  bool leaves = any_condjump_p (insn);
	  for (rtx_insn *l : body_labels)
	    leaves &= l != target;
	  in_first_block &= leaves;
	  continue;
	}
      unsigned b = INVALID_REGNUM;
      int stores = sfi_fold_loop_insn (insn, &b);
      if (stores < 0)
	return false;
      if (!stores)
	continue;
      bool seen = false;
      for (auto &e : bases)
	if (e.base == b)
	  {
	    e.n++;
	    e.first |= in_first_block;
	    seen = true;
	  }
      if (!seen)
	bases.safe_push ({ b, 1, in_first_block });
    }
  return true;
}

/* The base with the most accesses among BASES that OK accepts (OK is
   asked only of bases busier than the best so far), or INVALID_REGNUM.  */

template <typename F>
static unsigned
sfi_busiest_base (const auto_vec<sfi_loop_access> &bases, F ok)
{
  unsigned best = INVALID_REGNUM;
  int best_n = 0;
  for (auto &e : bases)
    if (e.n > best_n && ok (e))
      {
	best = e.base;
	best_n = e.n;
      }
  return best;
}

/* The position of INSN (sfi_number_insns), or -1 for an insn emitted
   since the insns were numbered.  */

int
sfi_pos (const auto_vec<int> &pos, rtx_insn *insn)
{
  unsigned uid = INSN_UID (insn);
  return uid < pos.length () ? pos[uid] : -1;
}

/* Return true if an insn of FIRST .. LAST writes register REGNO.  */

bool
sfi_written_in_p (rtx_insn *first, rtx_insn *last, unsigned regno)
{
  rtx reg = gen_rtx_REG (Pmode, regno);
  for (rtx_insn *insn = first; insn != NEXT_INSN (last);
       insn = NEXT_INSN (insn))
    if (NONDEBUG_INSN_P (insn) && reg_set_p (reg, insn))
      return true;
  return false;
}

/* Examine the body FIRST..LAST.  Return the base register whose guard
   can go before the loop, or INVALID_REGNUM if the loop cannot be
   hoisted or has nothing to hoist.  JUMPS[UID] counts the direct jumps
   to each label.  Guarded accesses through other bases need a data
   register besides the one the hoisted base takes, so there may be
   some only if the walk has more than one (NSLOTS, the load registers
   of protect code); among several bases the one with the most accesses
   wins.  Not in a loop with an inner one, though: a loop inside a
   hoisted body is left as it is, and the inner loop could have taken
   its own hoisted guard or induction pointer.  */

static unsigned
sfi_loop_base (rtx_insn *first, rtx_insn *last, const auto_vec<int> &jumps,
	       unsigned nslots)
{
  auto_vec<sfi_loop_access> bases;
  bool nested;
  if (!sfi_loop_accesses (first, last, jumps, bases, &nested)
      || bases.is_empty ()
      || (bases.length () > 1 && (nslots < 2 || nested)))
    return INVALID_REGNUM;
  return sfi_busiest_base (bases, [&] (const sfi_loop_access &e)
    {
      /* Only where an access runs on every pass through the loop's
	 label: for one that only some iterations reach (a rare update in
	 a search loop), a guard on every entry can cost more than it
	 saves.  */
      if (!e.first)
	return false;
      return !sfi_written_in_p (first, last, e.base);
    });
}

/* Append to OUT the bases of OK with the most accesses, busiest first,
   until OUT has MAX.  */

static void
sfi_take_busiest (auto_vec<sfi_loop_access> &ok, unsigned max,
		  auto_vec<unsigned> &out)
{
  while (out.length () < max && !ok.is_empty ())
    {
      unsigned best = 0;
      for (unsigned i = 1; i < ok.length (); i++)
	if (ok[i].n > ok[best].n)
	  best = i;
      out.safe_push (ok[best].base);
      ok.unordered_remove (best);
    }
}

/* The bases other than BASE (the data register's) that the loop FIRST ..
   LAST accesses on every pass (as sfi_loop_base wants) and never
   changes, the busiest first, into PINS: at most NSLOTS - 2, since one
   load register stays for the walk's other guards (an address computed
   in the loop, a load the analysis does not count).  Their guards go on
   every entry, into the load registers, which then hold them at every
   label of the body.  */

static void
sfi_loop_pins (rtx_insn *first, rtx_insn *last, const auto_vec<int> &jumps,
	       unsigned base, unsigned nslots, auto_vec<unsigned> &pins)
{
  pins.truncate (0);
  auto_vec<sfi_loop_access> bases;
  bool nested;
  if (nslots < 3 || !sfi_loop_accesses (first, last, jumps, bases, &nested)
      || nested)
    return;
  auto_vec<sfi_loop_access> ok;
  for (auto &e : bases)
    if (e.base != base && e.first && !sfi_target_dedicated_p (e.base)
	&& !sfi_written_in_p (first, last, e.base))
      ok.safe_push (e);
  sfi_take_busiest (ok, nslots - 2, pins);
}

/* Marker in GUARD_BASE for the other insns this file emits: the walk
   then knows nothing about the data register.  */
#define SFI_HOIST_OTHER (INVALID_REGNUM - 2)

/* Record in LOOPS that insn G, emitted here, leaves data register SLOT
   holding BASE's sandboxed value (or, with SFI_HOIST_OTHER, that the
   walk knows nothing about the data register).  */

static void
sfi_note_emitted (rtx_insn *g, unsigned base, unsigned slot,
		  sfi_loops &loops)
{
  unsigned uid = INSN_UID (g);
  while (loops.guard_base.length () <= uid)
    {
      loops.guard_base.safe_push (INVALID_REGNUM);
      loops.guard_slot.safe_push (0);
    }
  loops.guard_base[uid] = base;
  loops.guard_slot[uid] = slot;
}

/* Emit before INSN a guard that puts base register BASE, sandboxed, into
   data register REG, the walk's slot SLOT; record it in LOOPS.  */

static void
sfi_emit_hoisted_guard (rtx_insn *insn, unsigned base, unsigned slot,
			unsigned reg, sfi_loops &loops)
{
  rtx pat = sfi_target_gen_guard (reg, gen_rtx_REG (Pmode, base),
				  sfi_target_regs.dataseg);
  rtx_insn *g = emit_insn_before_setloc (pat, insn, INSN_LOCATION (insn));
  sfi_note_emitted (g, base, slot, loops);
  if (dump_file && sfi_opts.verbose)
    fprintf (dump_file, ";; sfi: insn %d: guard of $%u hoisted before insn"
	     " %d%s\n", INSN_UID (g), base, INSN_UID (insn),
	     slot ? " (load register)" : "");
}

/* If INSN is "BASE = BASE + K" with K a signed 16-bit constant, return
   true and set *K.  */

bool
sfi_small_add_p (rtx_insn *insn, unsigned base, HOST_WIDE_INT *k)
{
  rtx set = single_set (insn);
  if (!set || GET_CODE (PATTERN (insn)) != SET || !REG_P (SET_DEST (set))
      || REGNO (SET_DEST (set)) != base)
    return false;
  rtx src = SET_SRC (set);
  if (GET_CODE (src) != PLUS || !REG_P (XEXP (src, 0))
      || REGNO (XEXP (src, 0)) != base || !CONST_INT_P (XEXP (src, 1))
      || !IN_RANGE (INTVAL (XEXP (src, 1)), -SFI_MAX_DISP,
		    SFI_MAX_DISP - 1)
      || GET_MODE (SET_DEST (set)) != Pmode)
    return false;
  *k = INTVAL (XEXP (src, 1));
  return true;
}

/* ADDR is the address of a memory access through BASE.  Return the same
   address computed from register DATA holding BASE + K (reg + constant
   forms only, possibly inside Alpha's "and -8"), or NULL_RTX.  */

rtx
sfi_shift_address (rtx addr, unsigned base, HOST_WIDE_INT k, unsigned data)
{
  if (GET_CODE (addr) == AND)
    {
      rtx inner = sfi_shift_address (XEXP (addr, 0), base, k, data);
      return inner ? gen_rtx_AND (Pmode, inner, XEXP (addr, 1)) : NULL_RTX;
    }
  HOST_WIDE_INT d = 0;
  if (GET_CODE (addr) == PLUS && CONST_INT_P (XEXP (addr, 1)))
    {
      d = INTVAL (XEXP (addr, 1));
      addr = XEXP (addr, 0);
    }
  if (!REG_P (addr) || REGNO (addr) != base
      || !IN_RANGE (d - k, -SFI_MAX_DISP, SFI_MAX_DISP - 1))
    return NULL_RTX;
  rtx reg = gen_rtx_REG (Pmode, data);
  return d == k ? reg : gen_rtx_PLUS (Pmode, reg, GEN_INT (d - k));
}

/* Return true if every mention of BASE in INSN is the base of a memory
   address that sfi_shift_address can move by K.  */

static bool
sfi_shiftable_p (rtx_insn *insn, unsigned base, HOST_WIDE_INT k)
{
  subrtx_iterator::array_type array;
  FOR_EACH_SUBRTX (iter, array, PATTERN (insn), NONCONST)
    if (MEM_P (*iter))
      {
	if (reg_mentioned_p (gen_rtx_REG (Pmode, base), XEXP (*iter, 0)))
	  {
	    if (!sfi_shift_address (XEXP (*iter, 0), base, k,
				    sfi_target_regs.data))
	      return false;
	    iter.skip_subrtxes ();
	  }
      }
    else if (REG_P (*iter) && REGNO (*iter) == base)
      return false;
  return true;
}

/* Whether the one-block loop FIRST (its label) .. LAST (the jump back)
   changes BASE only by small additions, each followed by an access
   through it before the next one and before the jump.  Set *ROTATE as
   sfi_induction_base does.  */

static bool
sfi_induction_ok_p (rtx_insn *first, rtx_insn *last, unsigned base,
		    rtx_insn **rotate)
{
  *rotate = NULL;
  rtx reg = gen_rtx_REG (Pmode, base);
  bool adjusted = false;
  int adds = 0;
  rtx_insn *first_access = NULL, *add = NULL;
  HOST_WIDE_INT k = 0;
  for (rtx_insn *insn = NEXT_INSN (first); insn != NEXT_INSN (last);
       insn = NEXT_INSN (insn))
    {
      if (!NONDEBUG_INSN_P (insn))
	continue;
      if (insn != last && sfi_small_add_p (insn, base, &k))
	{
	  if (adjusted)
	    return false;
	  adjusted = true;
	  adds++;
	  add = insn;
	}
      else if (reg_set_p (reg, insn))
	return false;
      else if (sfi_plain_access_p (insn, base))
	{
	  adjusted = false;
	  if (!first_access)
	    first_access = insn;
	}
    }
  if (adds == 0)
    return false;
  if (!adjusted)
    return true;

  /* "*p = x; p += K; branch": the one addition can move up to just
     before the loop's first access through B if what lies between uses
     B only as an address base, whose displacements then drop by K.  */
  if (adds != 1 || !first_access)
    return false;
  sfi_small_add_p (add, base, &k);
  for (rtx_insn *insn = first_access; insn != add; insn = NEXT_INSN (insn))
    if (NONDEBUG_INSN_P (insn) && !sfi_shiftable_p (insn, base, k))
      return false;
  *rotate = first_access;
  return true;
}

/* Examine the one-block loop FIRST (its label) .. LAST (the jump back).
   Return the base register it can run on the data register, or
   INVALID_REGNUM; set *OTHERS if its guarded accesses also go through
   other bases.  Those need a data register besides the one the pointer
   takes, so there may be some only if the walk has more than one
   (NSLOTS, the load registers of protect code); among several pointers
   the one with the most accesses wins, the walk guards the rest.  */

static unsigned
sfi_induction_base (rtx_insn *first, rtx_insn *last,
		    const auto_vec<int> &jumps, unsigned nslots,
		    rtx_insn **rotate, bool *others)
{
  *rotate = NULL;
  *others = false;
  if (!any_condjump_p (last) || sfi_jump_target (last) != first
      || LABEL_PRESERVE_P (first)
      || LABEL_NUSES (first) != jumps[INSN_UID (first)])
    return INVALID_REGNUM;
  for (rtx_insn *insn = NEXT_INSN (first); insn != last;
       insn = NEXT_INSN (insn))
    if (LABEL_P (insn) || BARRIER_P (insn) || JUMP_P (insn))
      return INVALID_REGNUM;
  auto_vec<sfi_loop_access> bases;
  bool nested;
  if (!sfi_loop_accesses (first, last, jumps, bases, &nested)
      || (bases.length () > 1 && nslots < 2))
    return INVALID_REGNUM;
  unsigned best = sfi_busiest_base (bases, [&] (const sfi_loop_access &e)
    {
      rtx_insn *rot;
      if (sfi_target_dedicated_p (e.base)
	  || !sfi_induction_ok_p (first, last, e.base, &rot))
	return false;
      *rotate = rot;
      return true;
    });
  *others = best != INVALID_REGNUM && bases.length () > 1;
  return best;
}

/* Implement sfi_call_clobbers_p (sfi.h): with -fipa-ra a call to a
   function of the same unit may keep registers the ABI lets it clobber,
   and GCC then keeps values in them across it, so the callee's own ABI
   says.  */

bool
sfi_call_clobbers_p (rtx_insn *call, unsigned regno)
{
  return (!fixed_regs[regno]
	  && insn_callee_abi (call).clobbers_full_reg_p (regno));
}

/* Return true if register REGNO is dead after INSN: on the straight
   line that follows (labels included: falling into one continues every
   path), set before any use, or call-clobbered at a return (a returned
   value is used just before it) or at a call that does not read it.  A
   branch or anything else counts as a use.  */

static bool
sfi_dead_after_p (rtx_insn *insn, unsigned regno)
{
  rtx reg = gen_rtx_REG (Pmode, regno);
  for (rtx_insn *i = NEXT_INSN (insn); i; i = NEXT_INSN (i))
    {
      if (BARRIER_P (i))
	return false;
      if (!NONDEBUG_INSN_P (i))
	continue;
      if (GET_CODE (PATTERN (i)) == CLOBBER
	  && rtx_equal_p (XEXP (PATTERN (i), 0), reg))
	return true;
      if (reg_referenced_p (reg, PATTERN (i)))
	return false;
      unsigned ra;
      if (JUMP_P (i) && (ANY_RETURN_P (PATTERN (i))
			 || sfi_target_return_p (i, &ra)))
	return (fixed_regs[regno]
		|| this_target_hard_regs->x_call_used_regs[regno]);
      if (CALL_P (i))
	return (!SIBLING_CALL_P (i) && sfi_call_clobbers_p (i, regno)
		&& !find_reg_fusage (i, USE, reg));
      if (JUMP_P (i))
	return false;
      if (reg_set_p (reg, i))
	{
	  rtx set = single_set (i);
	  return (set && REG_P (SET_DEST (set))
		  && REGNO (SET_DEST (set)) == regno
		  && REG_NREGS (SET_DEST (set)) == 1);
	}
    }
  return false;
}

/* Whether every path from each "BASE += K" of the loop body FIRST ..
   LAST reaches an access through BASE (sfi_plain_access_p, which
   checks the step) before another step; paths that leave the body end
   there (the code after the loop makes the data register valid again).
   POS numbers the original insns (sfi_number_insns).  */

static bool
sfi_steps_checked_p (rtx_insn *first, rtx_insn *last, unsigned base,
		     const auto_vec<int> &pos)
{
  int from = sfi_pos (pos, first), to = sfi_pos (pos, last);
  rtx_insn *end = NEXT_INSN (last);
  HOST_WIDE_INT k;
  for (rtx_insn *add = first; add != end; add = NEXT_INSN (add))
    {
      if (!NONDEBUG_INSN_P (add) || !sfi_small_add_p (add, base, &k))
	continue;
      hash_set<rtx_insn *> seen;
      auto_vec<rtx_insn *> todo;
      todo.safe_push (NEXT_INSN (add));
      while (!todo.is_empty ())
	for (rtx_insn *i = todo.pop (); i != end; i = NEXT_INSN (i))
	  {
	    if (seen.add (i))
	      break;
	    if (!NONDEBUG_INSN_P (i))
	      continue;
	    if (sfi_small_add_p (i, base, &k))
	      return false;
	    if (sfi_plain_access_p (i, base))
	      break;
	    if (!JUMP_P (i))
	      continue;
	    rtx_insn *t = sfi_jump_target (i);
	    if (!t)
	      return false;
	    int pt = sfi_pos (pos, t);
	    if (pt >= from && pt <= to)
	      todo.safe_push (t);
	    if (!any_condjump_p (i))
	      break;
	  }
    }
  return true;
}

/* What the induction rule needs to know of a loop body beyond its
   insns: its inner back edges, as position ranges (each must be a path
   of this loop, which steps the pointer, not an inner loop); where the
   code after the loop goes (EXITS: after the last insn, for the path
   that falls out of it, or after each label the body jumps out to);
   and those of the labels that code outside the loop reaches too
   (SHARED: the pointer must be dead there, since the copy back would
   clobber it on the other path; making the register valid again is
   harmless there).  */
struct sfi_loop_shape
{
  auto_vec<std::pair<int, int> > cycles;
  auto_vec<rtx_insn *> exits;
  auto_vec<rtx_insn *> shared;
};

/* Whether BASE can be an induction pointer of the loop body FIRST ..
   LAST of shape SHAPE (positions POS): a register the plugin may
   rename, written in the body only by small additions ("BASE += K"),
   one in each of its inner cycles, each followed on every path by an
   access through it before the next (sfi_steps_checked_p), and dead at
   a shared exit.  */

static bool
sfi_induction_candidate_p (rtx_insn *first, rtx_insn *last, unsigned base,
			   const auto_vec<int> &pos,
			   const sfi_loop_shape &shape)
{
  if (sfi_target_dedicated_p (base))
    return false;
  for (rtx_insn *x : shape.shared)
    if (!sfi_dead_after_p (x, base))
      return false;
  rtx reg = gen_rtx_REG (Pmode, base);
  auto_vec<int> steps;
  HOST_WIDE_INT k;
  for (rtx_insn *i = first; i != NEXT_INSN (last); i = NEXT_INSN (i))
    if (NONDEBUG_INSN_P (i) && sfi_small_add_p (i, base, &k))
      steps.safe_push (sfi_pos (pos, i));
    else if (NONDEBUG_INSN_P (i) && reg_set_p (reg, i))
      return false;
  if (steps.is_empty ())
    return false;
  for (auto &cy : shape.cycles)
    {
      bool stepped = false;
      for (int p : steps)
	stepped |= p >= cy.first && p <= cy.second;
      if (!stepped)
	return false;
    }
  return sfi_steps_checked_p (first, last, base, pos);
}

/* Fill SHAPE (sfi_loop_shape) for the loop body FIRST .. LAST, whose
   branches must be direct, each to a label of the body or out of it, to
   a label outside every body taken so far (BODIES), and none
   unconditional (nothing but LAST may end a path through the body
   without leaving it).  Return false if the body is not so.  */

static bool
sfi_loop_shape_of (rtx_insn *first, rtx_insn *last,
		   const auto_vec<int> &jumps, const auto_vec<int> &pos,
		   const auto_vec<std::pair<int, int> > &bodies,
		   sfi_loop_shape &shape)
{
  int from = sfi_pos (pos, first), to = sfi_pos (pos, last);
  rtx_insn *after = next_nonnote_nondebug_insn (last);
  if (after && !LABEL_P (after))
    after = NULL;
  /* The labels the body jumps out to, and how many jumps reach each.  */
  auto_vec<rtx_insn *> outs;
  auto_vec<int> nouts;
  for (rtx_insn *i = first; i != NEXT_INSN (last); i = NEXT_INSN (i))
    {
      if (BARRIER_P (i))
	return false;
      if (!JUMP_P (i))
	continue;
      rtx_insn *t = sfi_jump_target (i);
      if (!t)
	return false;
      int pt = sfi_pos (pos, t);
      if (pt >= from && pt <= to)
	continue;
      if (pt < 0)
	return false;
      for (auto &b : bodies)
	if (pt >= b.first && pt <= b.second)
	  return false;
      unsigned k = 0;
      while (k < outs.length () && outs[k] != t)
	k++;
      if (k == outs.length ())
	{
	  outs.safe_push (t);
	  nouts.safe_push (0);
	}
      nouts[k]++;
    }
  /* The path that falls out of LAST goes on after it, or after AFTER
     if jumps from the body reach that label too.  */
  bool after_out = false;
  for (rtx_insn *x : outs)
    after_out |= x == after;
  if (!after_out)
    shape.exits.safe_push (last);
  for (unsigned k = 0; k < outs.length (); k++)
    {
      rtx_insn *x = outs[k], *prev = prev_nonnote_nondebug_insn (x);
      shape.exits.safe_push (x);
      /* Code outside the loop also reaches X: by a jump, or falling
	 into it (AFTER's fall-through comes from LAST).  */
      if (LABEL_PRESERVE_P (x) || LABEL_NUSES (x) != nouts[k]
	  || jumps[INSN_UID (x)] != nouts[k]
	  || (x != after && !(prev && BARRIER_P (prev))))
	shape.shared.safe_push (x);
    }
  /* Back edges inside the body, as position ranges.  */
  for (rtx_insn *i = first; i != NEXT_INSN (last); i = NEXT_INSN (i))
    if (rtx_insn *t = JUMP_P (i) ? sfi_jump_target (i) : NULL)
      {
	int pt = sfi_pos (pos, t), pi = sfi_pos (pos, i);
	if (t != first && pt >= from && pt < pi)
	  shape.cycles.safe_push (std::make_pair (pt, pi));
      }
  return true;
}

/* The multi-block form of sfi_induction_base: the body FIRST .. LAST
   (extended by sfi_extend_body) may have inner labels and branches, as
   sfi_loop_shape_of wants them; the code after the loop goes on each
   way out (SHAPE.exits).  Every path from a step of the pointer reaches
   an access through it before the next step (sfi_steps_checked_p): the
   verifier carries an adjusted data register across direct branches.
   Set SHAPE as sfi_loop_shape says.  */

static unsigned
sfi_induction_base_multi (rtx_insn *first, rtx_insn *last,
			  const auto_vec<int> &jumps,
			  const auto_vec<int> &pos,
			  const auto_vec<std::pair<int, int> > &bodies,
			  unsigned nslots, bool *others, sfi_loop_shape &shape)
{
  *others = false;
  if (!any_condjump_p (last) || LABEL_PRESERVE_P (first)
      || LABEL_NUSES (first) != jumps[INSN_UID (first)]
      || !sfi_loop_shape_of (first, last, jumps, pos, bodies, shape))
    return INVALID_REGNUM;
  auto_vec<sfi_loop_access> bases;
  bool nested;
  if (!sfi_loop_accesses (first, last, jumps, bases, &nested)
      || (bases.length () > 1 && nslots < 2))
    return INVALID_REGNUM;
  unsigned best = sfi_busiest_base (bases, [&] (const sfi_loop_access &e)
    {
      return sfi_induction_candidate_p (first, last, e.base, pos, shape);
    });
  *others = best != INVALID_REGNUM && bases.length () > 1;
  return best;
}

/* The other pointers of the induction loop FIRST .. LAST (of shape
   SHAPE) whose pointer BASE runs on the data register: the bases it
   accesses that can be induction pointers too, the busiest first, into
   EXTRA, at most MAX (the load registers they will run on).  */

static void
sfi_extra_inductions (rtx_insn *first, rtx_insn *last,
		      const auto_vec<int> &jumps, const auto_vec<int> &pos,
		      const sfi_loop_shape &shape, unsigned base, unsigned max,
		      auto_vec<unsigned> &extra)
{
  extra.truncate (0);
  auto_vec<sfi_loop_access> bases;
  bool nested;
  if (max == 0 || !sfi_loop_accesses (first, last, jumps, bases, &nested))
    return;
  auto_vec<sfi_loop_access> ok;
  for (auto &e : bases)
    if (e.base != base
	&& sfi_induction_candidate_p (first, last, e.base, pos, shape))
      ok.safe_push (e);
  sfi_take_busiest (ok, max, extra);
}

/* The loop body from position FROM to TO, extended to the last jump
   back into it (a rotated loop's other back edges, from blocks laid out
   after the first one's): return the new end position.  */

static int
sfi_extend_body (int from, int to, const auto_vec<int> &pos)
{
  for (bool grew = true; grew;)
    {
      grew = false;
      for (rtx_insn *j = get_insns (); j; j = NEXT_INSN (j))
	{
	  rtx_insn *t = sfi_jump_target (j);
	  if (!t)
	    continue;
	  int pt = sfi_pos (pos, t), pj = sfi_pos (pos, j);
	  if (pt >= from && pt <= to && pj > to)
	    {
	      to = pj;
	      grew = true;
	    }
	}
    }
  return to;
}

/* Make the loop FIRST .. LAST run on data register DATA (the walk's
   slot SLOT: the data register, or a load register) instead of BASE
   (see the comment at the top); the code after each of EXITS (LAST, or
   the labels the loop leaves for) copies the pointer back and makes
   DATA valid again.  Return false, having changed nothing, if some insn
   does not accept DATA.  */

static bool
sfi_rename_induction (rtx_insn *first, rtx_insn *last, unsigned base,
		      rtx_insn *rotate, const auto_vec<rtx_insn *> &exits,
		      unsigned slot, unsigned data, sfi_loops &loops)
{
  auto_vec<rtx_insn *> adds;
  /* With ROTATE, the insns from ROTATE to the one addition run after it:
     their addresses through BASE drop by its constant.  */
  HOST_WIDE_INT shift = 0;
  for (rtx_insn *insn = NEXT_INSN (first); insn != NEXT_INSN (last);
       insn = NEXT_INSN (insn))
    {
      HOST_WIDE_INT k;
      if (!NONDEBUG_INSN_P (insn))
	continue;
      if (sfi_small_add_p (insn, base, &k))
	{
	  adds.safe_push (insn);
	  shift = 0;
	  continue;
	}
      if (insn == rotate)
	for (rtx_insn *a = insn; !sfi_small_add_p (a, base, &shift);
	     a = NEXT_INSN (a))
	  ;
      subrtx_ptr_iterator::array_type array;
      FOR_EACH_SUBRTX_PTR (iter, array, &PATTERN (insn), NONCONST)
	if (shift != 0 && MEM_P (**iter)
	    && reg_mentioned_p (gen_rtx_REG (Pmode, base), XEXP (**iter, 0)))
	  {
	    rtx addr = sfi_shift_address (XEXP (**iter, 0), base, shift, data);
	    validate_change (insn, &XEXP (**iter, 0), addr, true);
	    iter.skip_subrtxes ();
	  }
	else if (REG_P (**iter) && REGNO (**iter) == base)
	  validate_change (insn, *iter, gen_rtx_REG (GET_MODE (**iter), data),
			   true);
    }
  if (!apply_change_group ())
    return false;

  for (rtx_insn *insn = NEXT_INSN (first); insn != NEXT_INSN (last);
       insn = NEXT_INSN (insn))
    if (INSN_P (insn))
      {
	/* Liveness notes about BASE no longer describe the loop.  */
	rtx note;
	while ((note = find_regno_note (insn, REG_DEAD, base)))
	  remove_note (insn, note);
      }
  for (rtx_insn *insn : adds)
    {
      HOST_WIDE_INT k;
      sfi_small_add_p (insn, base, &k);
      rtx_insn *at = rotate ? rotate : insn;
      rtx_insn *a = emit_insn_before_setloc (sfi_target_gen_adjust (data, k),
					     at, INSN_LOCATION (insn));
      sfi_note_emitted (a, SFI_HOIST_OTHER, slot, loops);
      delete_insn (insn);
    }

  /* After the loop, on each way out: BASE takes the pointer's final
     value if the code after may read it, and DATA becomes valid
     again.  */
  for (rtx_insn *exit_at : exits)
    {
      rtx_insn *at = exit_at;
      if (!sfi_dead_after_p (exit_at, base))
	{
	  rtx copy = gen_rtx_SET (gen_rtx_REG (Pmode, base),
				  gen_rtx_REG (Pmode, data));
	  at = emit_insn_after_setloc (copy, exit_at, INSN_LOCATION (last));
	  if (recog_memoized (at) < 0)
	    fatal_insn ("sfi: induction pointer copy not recognised", at);
	}
      rtx_insn *rv = emit_insn_after_setloc (sfi_target_gen_revalidate (data),
					     at, INSN_LOCATION (last));
      sfi_note_emitted (rv, SFI_HOIST_OTHER, slot, loops);
    }
  if (dump_file && sfi_opts.verbose)
    fprintf (dump_file, ";; sfi: insn %d: loop runs on the %s register"
	     " $%u instead of $%u (induction pointer)\n", INSN_UID (first),
	     slot ? "load" : "data", data, base);
  return true;
}

/* Number the insns in layout order into POS (by uid), count the jumps
   to each label into JUMPS and, for each loop label, record the
   positions of its last back edge in LOOP_END and of its first in
   LOOP_NEAR.  The vectors are sized to the function's uids here.  */

void
sfi_number_insns (auto_vec<int> &pos, auto_vec<int> &jumps,
		  auto_vec<int> &loop_end, auto_vec<int> &loop_near)
{
  unsigned n = get_max_uid () + 1;
  pos.safe_grow_cleared (n);
  jumps.safe_grow_cleared (n);
  loop_end.safe_grow_cleared (n);
  loop_near.safe_grow_cleared (n);
  int k = 0;
  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    {
      pos[INSN_UID (insn)] = ++k;
      if (rtx_insn *label = sfi_jump_target (insn))
	{
	  unsigned uid = INSN_UID (label);
	  jumps[uid]++;
	  if (pos[uid] != 0)
	    {
	      loop_end[uid] = k;
	      if (loop_near[uid] == 0)
		loop_near[uid] = k;
	    }
	}
    }
}

/* Collect into ENTRIES the jumps from outside the body at positions
   [FROM, TO] to a label inside it.  Return false if one of them lies
   inside an earlier hoisted body (BODIES), where the guard could not go.  */

static bool
sfi_loop_entries (int from, int to, const auto_vec<int> &pos,
		  const auto_vec<std::pair<int, int> > &bodies,
		  auto_vec<rtx_insn *> &entries)
{
  entries.truncate (0);
  for (rtx_insn *j = get_insns (); j; j = NEXT_INSN (j))
    {
      rtx_insn *label = sfi_jump_target (j);
      if (!label)
	continue;
      int pj = sfi_pos (pos, j), pl = sfi_pos (pos, label);
      if (pl < from || pl > to || (pj >= from && pj <= to))
	continue;
      for (auto &b : bodies)
	if (pj >= b.first && pj <= b.second)
	  return false;
      entries.safe_push (j);
    }
  return true;
}

/* Implement sfi_hoist_guards (sfi.h).  */

void
sfi_hoist_guards (sfi_loops &loops, const unsigned *slot_reg,
		  unsigned nslots)
{
  /* First, since it emits insns.  */
  sfi_derive_pointers (nslots > 1 ? nslots - 1 : 1);
  auto_vec<int> pos, jumps, loop_end, loop_near;
  sfi_number_insns (pos, jumps, loop_end, loop_near);
  unsigned n = pos.length ();
  loops.label_base.safe_grow (n);
  loops.label_pin.safe_grow (n * SFI_MAX_LOAD_REGS);
  for (unsigned i = 0; i < n; i++)
    loops.label_base[i] = INVALID_REGNUM;
  for (unsigned i = 0; i < n * SFI_MAX_LOAD_REGS; i++)
    loops.label_pin[i] = INVALID_REGNUM;

  /* Hoisted bodies, as position ranges, in layout order.  */
  auto_vec<std::pair<int, int> > bodies;
  auto_vec<rtx_insn *> entries;
  /* Hoist into (or run on induction pointers) the loop of label INSN
     whose body ends at position TO, if it can be, extended to the other
     jumps back into it if EXTEND; return whether it was.  */
  auto take_loop = [&] (rtx_insn *insn, int to, bool extend) -> bool
    {
      int from = pos[INSN_UID (insn)];
      rtx_insn *last = insn;
      while (sfi_pos (pos, last) != to)
	last = NEXT_INSN (last);
      unsigned base = (sfi_opts.hoist ? sfi_loop_base (insn, last, jumps,
						       nslots)
		       : INVALID_REGNUM);
      bool induction = false, others = false;
      rtx_insn *rotate = NULL;
      sfi_loop_shape shape;
      if (base == INVALID_REGNUM && sfi_opts.induction)
	{
	  base = sfi_induction_base (insn, last, jumps, nslots, &rotate,
				     &others);
	  if (base == INVALID_REGNUM)
	    {
	      /* Not one block: a rotated loop, or one with branches.  */
	      int xto = extend ? sfi_extend_body (from, to, pos) : to;
	      rtx_insn *xlast = last;
	      while (sfi_pos (pos, xlast) != xto)
		xlast = NEXT_INSN (xlast);
	      base = sfi_induction_base_multi (insn, xlast, jumps, pos,
					       bodies, nslots, &others, shape);
	      if (base != INVALID_REGNUM)
		{
		  to = xto;
		  last = xlast;
		}
	    }
	  induction = base != INVALID_REGNUM;
	  if (shape.exits.is_empty ())
	    shape.exits.safe_push (last);
	}
      if (base == INVALID_REGNUM)
	return false;

      if (!sfi_loop_entries (from, to, pos, bodies, entries))
	return false;

      /* Before the induction pointers' uses are renamed: the loop's
	 other pointers, which run on load registers 1 .. (all but one,
	 which stays for the walk's other guards), then its other
	 unchanging bases, pinned to the load registers left.  A hoisted
	 loop's pointers may run on load registers too, where its body's
	 shape says where the code after it goes.  */
      auto_vec<unsigned> extra, pins;
      if (nslots > 2
	  && (induction
	      || (sfi_opts.induction && any_condjump_p (last)
		  && sfi_loop_shape_of (insn, last, jumps, pos, bodies,
					shape))))
	sfi_extra_inductions (insn, last, jumps, pos, shape, base,
			      nslots - 2, extra);
      if (sfi_opts.hoist)
	sfi_loop_pins (insn, last, jumps, base, nslots - extra.length (),
		       pins);
      if (induction
	  && !sfi_rename_induction (insn, last, base, rotate, shape.exits, 0,
				    slot_reg[0], loops))
	return false;
      /* A pointer some insn will not rename stays a base the walk
	 guards.  */
      unsigned nextra = 0;
      for (unsigned b : extra)
	if (sfi_rename_induction (insn, last, b, NULL, shape.exits, 1 + nextra,
				  slot_reg[1 + nextra], loops))
	  extra[nextra++] = b;
      extra.truncate (nextra);
      /* Slot 0 takes BASE, slots 1 .. the other pointers, then the
	 pins.  */
      auto_vec<unsigned> held;
      held.safe_push (base);
      held.safe_splice (extra);
      held.safe_splice (pins);
      rtx_insn *prev = prev_nonnote_nondebug_insn (insn);
      bool falls_in = !prev || !BARRIER_P (prev);
      for (unsigned k = 0; k < held.length (); k++)
	{
	  if (falls_in)
	    sfi_emit_hoisted_guard (insn, held[k], k, slot_reg[k], loops);
	  for (rtx_insn *j : entries)
	    sfi_emit_hoisted_guard (j, held[k], k, slot_reg[k], loops);
	}
      for (rtx_insn *i = insn; i != NEXT_INSN (last); i = NEXT_INSN (i))
	if (LABEL_P (i))
	  {
	    unsigned uid = INSN_UID (i);
	    if (others)
	      loops.label_base[uid] = SFI_LABEL_INDUCTION;
	    else if (!induction)
	      loops.label_base[uid] = base;
	    for (unsigned k = 1; k < held.length (); k++)
	      loops.label_pin[uid * SFI_MAX_LOAD_REGS + k - 1]
		= k <= extra.length () ? SFI_LABEL_INDUCTION : held[k];
	  }
      bodies.safe_push (std::make_pair (from, to));
      return true;
    };

  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    {
      unsigned uid = INSN_UID (insn);
      if (!LABEL_P (insn) || loop_end[uid] == 0
	  || (!bodies.is_empty () && pos[uid] <= bodies.last ().second))
	continue;		/* Not a loop, or inside a hoisted body.  */
      /* The body up to the last jump back, else up to the first alone:
	 a jump back from code laid out after the loop, which enters it
	 from elsewhere, must not hide the loop itself (ncompress's
	 decompress; a rotated loop entered from a block placed after it).
	 Such jumps are the loop's entries then (sfi_loop_entries).  */
      if (!take_loop (insn, loop_end[uid], true)
	  && loop_near[uid] != loop_end[uid])
	take_loop (insn, loop_near[uid], false);
    }
}
