/* Pointers derived from sums (-fplugin-arg-sfi-derive), for the
   induction rule of sfi-hoist.cc.

   GCC often indexes several arrays with one counter: "a[i] == b[i];
   i++" becomes "R = A + I; load (R); S = B + I; load (S); I += 1",
   where each sum is an address made for one access, so each access
   needs its own guard, while a pointer the loop advances would need
   none.  Before the loops are analysed, a loop with such a sum,
   whose base A it never writes and whose index I it changes only by
   small additions ("I += K"), gets a pointer P of its own that holds
   A + I throughout the loop: "P = A + I" on every edge that enters the
   loop, "P += K" after every "I += K" of the body, and the sum's
   accesses go through P instead of R, whose sum is deleted.  P is then
   an ordinary advancing pointer, which sfi-hoist.cc may run on a data
   register like any other.

   P is a register the loop does not otherwise mention and that is dead
   wherever control leaves the loop (and after a conditional jump that
   enters it, where "P = A + I" runs on the other path too, and at a
   return in the body): it then holds nothing anyone reads outside the
   loop, and each way in sets it again.  The loop must call nothing and
   jump only directly or by returning; its labels must have no entries
   but the jumps GCC records.  The value R takes from the sum must be
   used only as the base of memory addresses in the straight-line code
   after it (where I may step: the displacements then drop by what it
   gained), up to where R is written again or is dead.  Only sums with
   an access that needs a guard are taken (in sandbox code, a store, and
   only in a loop with no other guarded base), at most as many per loop
   as the walk has data registers less one, the most used first; loops
   are taken innermost first, since they run most.

   Safety does not depend on this: the verifier checks the code as
   always.  A mistake could only change what the program computes, which
   is why each condition is conservative.  */

#include "gcc-compat.h"
#include "sfi.h"
#include "sfi-target.h"

/* One sum R = A + I of a loop body, with the accesses through R.  */
struct sfi_sum
{
  rtx_insn *def;
  unsigned a, i;
  auto_vec<rtx_insn *> uses;
  /* For each use, what I has gained since the sum: P is ahead of R by
     that much there.  */
  auto_vec<HOST_WIDE_INT> shifts;
  /* The group (one P) the sum belongs to: the first sum of the same
     A + I.  */
  unsigned group;
};

/* The registers P may be, as far as the target goes: general, not
   reserved, one to a pointer, not read at the function's exit.  Whether
   one is free in a loop is sfi_free_in_loop_p's question.  */

static void
sfi_candidate_regs (auto_vec<unsigned> &regs)
{
  unsigned load[SFI_MAX_LOAD_REGS];
  unsigned nload = sfi_target_load_regs (load);
  for (unsigned r = FIRST_PSEUDO_REGISTER; r-- > 0;)
    {
      bool load_reg = false;
      for (unsigned k = 0; k < nload; k++)
	load_reg |= load[k] == r;
      if (load_reg || fixed_regs[r] || global_regs[r]
	  || sfi_target_dedicated_p (r)
	  || bitmap_bit_p (df->exit_block_uses, r)
	  || !TEST_HARD_REG_BIT (reg_class_contents[GENERAL_REGS], r)
	  || !targetm.hard_regno_mode_ok (r, Pmode)
	  || targetm.hard_regno_nregs (r, Pmode) != 1)
	continue;
      regs.safe_push (r);
    }
}

/* Return true if, on every path from START, REGNO is written before it
   is read, or the function returns and the caller does not expect it
   kept, or a call clobbers it (by the callee's ABI: with -fipa-ra GCC
   keeps values in registers that a call to a function of the same unit
   leaves alone).  Paths follow fall-through and direct jumps; anything
   else, or a search too long, counts as a read.  */

static bool
sfi_dead_from_p (rtx_insn *start, unsigned regno)
{
  rtx reg = gen_rtx_REG (Pmode, regno);
  bool clobbered = this_target_hard_regs->x_call_used_regs[regno];
  hash_set<rtx_insn *> seen;
  auto_vec<rtx_insn *> todo;
  int budget = 4000;
  todo.safe_push (start);
  while (!todo.is_empty ())
    for (rtx_insn *i = todo.pop (); i; i = NEXT_INSN (i))
      {
	if (--budget < 0)
	  return false;
	if (seen.add (i) || BARRIER_P (i))
	  break;
	if (!NONDEBUG_INSN_P (i))
	  continue;
	rtx pat = PATTERN (i);
	if (GET_CODE (pat) == CLOBBER && rtx_equal_p (XEXP (pat, 0), reg))
	  break;
	if (reg_referenced_p (reg, pat))
	  return false;
	unsigned ra;
	if (CALL_P (i))
	  {
	    if (find_reg_fusage (i, USE, reg))
	      return false;
	    /* A sibling call returns for the function, as a return does.  */
	    if (SIBLING_CALL_P (i))
	      {
		if (!clobbered)
		  return false;
		break;
	      }
	    if (sfi_call_clobbers_p (i, regno))
	      break;
	    continue;
	  }
	if (JUMP_P (i))
	  {
	    if (ANY_RETURN_P (pat) || sfi_target_return_p (i, &ra))
	      {
		if (!clobbered)
		  return false;
		break;
	      }
	    rtx_insn *t = sfi_jump_target (i);
	    if (!t)
	      return false;
	    todo.safe_push (t);
	    if (!any_condjump_p (i))
	      break;
	    continue;
	  }
	if (reg_set_p (reg, i))
	  {
	    rtx set = single_set (i);
	    if (set && REG_P (SET_DEST (set)) && REGNO (SET_DEST (set)) == regno
		&& REG_NREGS (SET_DEST (set)) == 1)
	      break;
	    return false;
	  }
      }
  return true;
}

/* Return true if register R may be a pointer of the loop FIRST .. LAST:
   nothing in the body mentions it but the insns of OURS (the sums that
   will go, and their accesses, which will go through P, when R is
   their register), and it is dead at each place in OUTS (where control
   goes on after leaving the loop, or after a conditional jump that
   enters it, where P is set too, and each return of the body).  */

static bool
sfi_free_in_loop_p (unsigned r, rtx_insn *first, rtx_insn *last,
		    const auto_vec<rtx_insn *> &outs,
		    const auto_vec<rtx_insn *> &ours)
{
  rtx reg = gen_rtx_REG (Pmode, r);
  for (rtx_insn *i = first; i != NEXT_INSN (last); i = NEXT_INSN (i))
    if (INSN_P (i) && reg_overlap_mentioned_p (reg, PATTERN (i))
	&& !ours.contains (i))
      return false;
  for (rtx_insn *x : outs)
    if (!sfi_dead_from_p (x, r))
      return false;
  return true;
}

/* Return true if every mention of register R in X is the base of a
   memory address that sfi_shift_address can take from a register
   holding R + SHIFT.  */

static bool
sfi_base_uses_only_p (rtx x, unsigned r, HOST_WIDE_INT shift)
{
  subrtx_iterator::array_type array;
  FOR_EACH_SUBRTX (iter, array, x, NONCONST)
    if (!*iter)
      continue;
    else if (MEM_P (*iter))
      {
	rtx addr = XEXP (*iter, 0);
	if (reg_overlap_mentioned_p (gen_rtx_REG (Pmode, r), addr)
	    && !sfi_shift_address (addr, r, shift, r))
	  return false;
	iter.skip_subrtxes ();
      }
    else if (REG_P (*iter) && r >= REGNO (*iter) && r < END_REGNO (*iter))
      return false;
  return true;
}

/* If INSN of the loop body FIRST .. LAST is a sum R = A + I that can be
   derived (see the top of the file), fill S and return true.  */

static bool
sfi_derivable_sum_p (rtx_insn *insn, rtx_insn *first, rtx_insn *last,
		     sfi_sum &s)
{
  rtx set = single_set (insn);
  if (!set || GET_CODE (PATTERN (insn)) != SET || !REG_P (SET_DEST (set))
      || GET_MODE (SET_DEST (set)) != Pmode
      || GET_CODE (SET_SRC (set)) != PLUS)
    return false;
  rtx x0 = XEXP (SET_SRC (set), 0), x1 = XEXP (SET_SRC (set), 1);
  if (!REG_P (x0) || !REG_P (x1) || GET_MODE (x0) != Pmode
      || GET_MODE (x1) != Pmode || REGNO (x0) == REGNO (x1))
    return false;
  unsigned r = REGNO (SET_DEST (set));
  if (r == REGNO (x0) || r == REGNO (x1) || sfi_target_dedicated_p (r))
    return false;
  /* Which operand is the base the loop keeps, which the index it
     steps.  */
  auto stepped_only = [&] (unsigned reg)
    {
      bool steps = false;
      HOST_WIDE_INT k;
      for (rtx_insn *i = first; i != NEXT_INSN (last); i = NEXT_INSN (i))
	if (NONDEBUG_INSN_P (i) && sfi_small_add_p (i, reg, &k))
	  steps = true;
	else if (NONDEBUG_INSN_P (i) && reg_set_p (gen_rtx_REG (Pmode, reg), i))
	  return false;
      return steps;
    };
  s.def = insn;
  if (!sfi_written_in_p (first, last, REGNO (x0)) && stepped_only (REGNO (x1)))
    s.a = REGNO (x0), s.i = REGNO (x1);
  else if (!sfi_written_in_p (first, last, REGNO (x1))
	   && stepped_only (REGNO (x0)))
    s.a = REGNO (x1), s.i = REGNO (x0);
  else
    return false;
  if (sfi_target_dedicated_p (s.a) || sfi_target_dedicated_p (s.i))
    return false;

  /* R's value: used only as an address base, in the straight line after
     the sum, until R is written again or the straight line ends where R
     is dead.  */
  rtx ireg = gen_rtx_REG (Pmode, s.i);
  bool guarded = false;
  HOST_WIDE_INT shift = 0, k;
  s.uses.truncate (0);
  s.shifts.truncate (0);
  for (rtx_insn *i = NEXT_INSN (insn); i != NEXT_INSN (last);
       i = NEXT_INSN (i))
    {
      /* Past the straight line, R must be dead: the sum's value is not
	 read again.  */
      if (LABEL_P (i) || BARRIER_P (i) || JUMP_P (i) || CALL_P (i))
	return guarded && !BARRIER_P (i) && sfi_dead_from_p (i, r);
      if (!NONDEBUG_INSN_P (i))
	continue;
      rtx pat = PATTERN (i);
      rtx iset = single_set (i);
      bool kills = false;
      rtx uses = pat;
      if (iset && GET_CODE (pat) == SET && REG_P (SET_DEST (iset))
	  && REGNO (SET_DEST (iset)) == r)
	{
	  kills = true;
	  uses = SET_SRC (iset);
	}
      else if (reg_set_p (gen_rtx_REG (Pmode, r), i))
	return false;
      if (reg_overlap_mentioned_p (gen_rtx_REG (Pmode, r), uses))
	{
	  unsigned b;
	  if (!sfi_base_uses_only_p (uses, r, shift))
	    return false;
	  s.uses.safe_push (i);
	  s.shifts.safe_push (shift);
	  guarded |= sfi_store_guard_base (i, &b) == 1 && b == r;
	}
      if (kills)
	return guarded;
      /* I moving on is fine: the displacements of later uses drop by
	 what it gained ("R = A + I; I += 4; load -4(P)").  */
      if (sfi_small_add_p (i, s.i, &k))
	shift += k;
      else if (reg_set_p (ireg, i))
	return false;
    }
  return false;
}

/* The body of the loop whose label is FIRST, up to its last jump back
   (LAST), if it has the shape this file wants: every label entered only
   by direct jumps the function has (JUMPS counts them), every jump
   direct or a return, no call or asm.  Code after a barrier is reached
   through those labels only.  */

static bool
sfi_derive_body_ok_p (rtx_insn *first, rtx_insn *last,
		      const auto_vec<int> &jumps)
{
  for (rtx_insn *i = first; i != NEXT_INSN (last); i = NEXT_INSN (i))
    {
      unsigned ra;
      if (CALL_P (i))
	return false;
      if (LABEL_P (i)
	  && (LABEL_PRESERVE_P (i) || LABEL_NUSES (i) != jumps[INSN_UID (i)]))
	return false;
      if (JUMP_P (i) && !sfi_jump_target (i) && !ANY_RETURN_P (PATTERN (i))
	  && !sfi_target_return_p (i, &ra))
	return false;
      if (NONDEBUG_INSN_P (i)
	  && (sfi_asm_template (i) || sfi_target_special_transfer_p (i)))
	return false;
    }
  return true;
}

/* Give the loop FIRST .. LAST pointers for its derivable sums (at most
   MAX groups), in registers of REGS free there.  POS numbers the insns
   (by uid).  */

static void
sfi_derive_loop (rtx_insn *first, rtx_insn *last, const auto_vec<int> &pos,
		 const auto_vec<unsigned> &regs, unsigned max)
{
  int from = sfi_pos (pos, first), to = sfi_pos (pos, last);
  rtx_insn *prev = prev_nonnote_nondebug_insn (first);
  bool falls_in = !prev || !BARRIER_P (prev);
  /* The jumps that enter the body, and where P must be dead: each way
     out of it, and after each conditional jump that enters it.  */
  auto_vec<rtx_insn *> entries, outs;
  for (rtx_insn *j = get_insns (); j; j = NEXT_INSN (j))
    {
      rtx_insn *t = sfi_jump_target (j);
      if (!t)
	continue;
      int pj = sfi_pos (pos, j), pt = sfi_pos (pos, t);
      bool j_in = pj >= from && pj <= to, t_in = pt >= from && pt <= to;
      if (pj < 0 || pt < 0)
	return;			/* Emitted here: not numbered.  */
      if (t_in && !j_in)
	{
	  entries.safe_push (j);
	  if (any_condjump_p (j))
	    outs.safe_push (NEXT_INSN (j));
	}
      else if (j_in && !t_in)
	outs.safe_push (t);
    }
  if (any_condjump_p (last))
    outs.safe_push (NEXT_INSN (last));
  /* A return in the body leaves the function: P must be dead there too
     (not a register the caller expects kept).  */
  for (rtx_insn *i = first; i != NEXT_INSN (last); i = NEXT_INSN (i))
    if (JUMP_P (i) && !sfi_jump_target (i))
      outs.safe_push (i);

  auto_delete_vec<sfi_sum> sums;
  for (rtx_insn *i = first; i != NEXT_INSN (last); i = NEXT_INSN (i))
    {
      if (!NONDEBUG_INSN_P (i))
	continue;
      sfi_sum *s = new sfi_sum;
      if (!sfi_derivable_sum_p (i, first, last, *s))
	{
	  delete s;
	  continue;
	}
      s->group = sums.length ();
      for (unsigned k = 0; k < sums.length (); k++)
	if (sums[k]->a == s->a && sums[k]->i == s->i)
	  {
	    s->group = sums[k]->group;
	    break;
	  }
      sums.safe_push (s);
    }
  if (sums.is_empty ())
    return;
  /* In sandbox code, only a loop whose one guarded base is the sums' one
     group: the walk has no other data register for the rest.  */
  if (!sfi_protect_p ())
    {
      for (sfi_sum *s : sums)
	if (s->group != 0)
	  return;
      for (rtx_insn *i = first; i != NEXT_INSN (last); i = NEXT_INSN (i))
	{
	  unsigned b;
	  int g = NONDEBUG_INSN_P (i) ? sfi_store_guard_base (i, &b) : 0;
	  bool ours = false;
	  for (sfi_sum *s : sums)
	    ours |= s->uses.contains (i);
	  if (g < 0 || (g == 1 && !ours))
	    return;
	}
    }

  /* The groups, the most used first.  */
  auto_vec<unsigned> groups;
  for (sfi_sum *s : sums)
    if (!groups.contains (s->group))
      groups.safe_push (s->group);
  auto uses_of = [&] (unsigned g)
    {
      unsigned n = 0;
      for (sfi_sum *s : sums)
	if (s->group == g)
	  n += s->uses.length ();
      return n;
    };
  for (unsigned a = 1; a < groups.length (); a++)
    for (unsigned b = a; b > 0 && uses_of (groups[b]) > uses_of (groups[b - 1]);
	 b--)
      std::swap (groups[b], groups[b - 1]);
  if (groups.length () > max)
    groups.truncate (max);

  for (unsigned g : groups)
    {
      /* The group's own register first, if nothing else in the loop
	 uses it and no access through it overwrites it; else another
	 one the loop leaves alone.  */
      unsigned p = INVALID_REGNUM;
      auto_vec<rtx_insn *> ours, none;
      auto_vec<unsigned> tries;
      for (sfi_sum *s : sums)
	if (s->group == g)
	  {
	    unsigned r = REGNO (SET_DEST (single_set (s->def)));
	    bool kills = false;
	    for (rtx_insn *u : s->uses)
	      kills |= reg_set_p (SET_DEST (single_set (s->def)), u);
	    if (!kills && !tries.contains (r))
	      tries.safe_push (r);
	    ours.safe_push (s->def);
	    ours.safe_splice (s->uses);
	  }
      for (unsigned r : tries)
	if (sfi_free_in_loop_p (r, first, last, outs, ours))
	  {
	    p = r;
	    break;
	  }
      for (unsigned r : regs)
	if (p == INVALID_REGNUM && sfi_free_in_loop_p (r, first, last, outs,
						       none))
	  p = r;
      if (p == INVALID_REGNUM)
	{
	  if (dump_file && sfi_opts.verbose)
	    fprintf (dump_file, ";; sfi: insn %d: no register free for a"
		     " derived pointer of $%u + $%u\n", INSN_UID (first),
		     sums[g]->a, sums[g]->i);
	  continue;
	}
      rtx preg = gen_rtx_REG (Pmode, p);
      sfi_sum *lead = sums[g];
      rtx init = copy_rtx (SET_SRC (single_set (lead->def)));

      /* The accesses go through P, the sums go.  */
      for (sfi_sum *s : sums)
	if (s->group == g)
	  {
	    unsigned r = REGNO (SET_DEST (single_set (s->def)));
	    for (unsigned n = 0; n < s->uses.length (); n++)
	      {
		rtx_insn *u = s->uses[n];
		subrtx_ptr_iterator::array_type array;
		FOR_EACH_SUBRTX_PTR (iter, array, &PATTERN (u), NONCONST)
		  if (**iter && MEM_P (**iter))
		    {
		      rtx addr = XEXP (**iter, 0);
		      if (reg_mentioned_p (gen_rtx_REG (Pmode, r), addr))
			validate_change (u, &XEXP (**iter, 0),
					 sfi_shift_address (addr, r,
							    s->shifts[n], p),
					 true);
		      iter.skip_subrtxes ();
		    }
		rtx note;
		while ((note = find_regno_note (u, REG_DEAD, r)))
		  remove_note (u, note);
	      }
	  }
      if (!apply_change_group ())
	continue;
      for (sfi_sum *s : sums)
	if (s->group == g)
	  delete_insn (s->def);

      /* P steps with I.  */
      HOST_WIDE_INT k;
      for (rtx_insn *i = first; i != NEXT_INSN (last); i = NEXT_INSN (i))
	if (NONDEBUG_INSN_P (i) && sfi_small_add_p (i, lead->i, &k))
	  {
	    rtx step = gen_rtx_SET (preg, gen_rtx_PLUS (Pmode, preg,
							GEN_INT (k)));
	    rtx_insn *s = emit_insn_after_setloc (step, i, INSN_LOCATION (i));
	    if (recog_memoized (s) < 0)
	      fatal_insn ("sfi: derived pointer step not recognised", s);
	  }

      /* P = A + I on every entry.  */
      auto set_p = [&] (rtx_insn *before)
	{
	  rtx_insn *s = emit_insn_before_setloc (gen_rtx_SET (preg,
							      copy_rtx (init)),
						 before,
						 INSN_LOCATION (lead->def));
	  if (recog_memoized (s) < 0)
	    fatal_insn ("sfi: derived pointer not recognised", s);
	};
      if (falls_in)
	set_p (first);
      for (rtx_insn *j : entries)
	set_p (j);
      if (dump_file && sfi_opts.verbose)
	fprintf (dump_file, ";; sfi: insn %d: loop advances $%u = $%u + $%u"
		 " with $%u (derived pointer)\n", INSN_UID (first), p,
		 lead->a, lead->i, lead->i);
    }
}

/* Implement sfi_derive_pointers (sfi.h).  */

void
sfi_derive_pointers (unsigned max)
{
  if (!sfi_opts.derive || !sfi_opts.induction)
    return;
  auto_vec<unsigned> regs;
  sfi_candidate_regs (regs);

  auto_vec<int> pos, jumps, loop_end, loop_near;
  sfi_number_insns (pos, jumps, loop_end, loop_near);
  unsigned n = pos.length ();

  /* Innermost loops first (the shortest bodies), which run most.  */
  auto_vec<std::pair<int, rtx_insn *> > loops;
  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    if (LABEL_P (insn) && INSN_UID (insn) < (int) n
	&& loop_end[INSN_UID (insn)] != 0)
      loops.safe_push (std::make_pair (loop_end[INSN_UID (insn)]
				       - pos[INSN_UID (insn)], insn));
  loops.qsort ([] (const void *a, const void *b)
    {
      auto x = (const std::pair<int, rtx_insn *> *) a;
      auto y = (const std::pair<int, rtx_insn *> *) b;
      if (x->first != y->first)
	return x->first < y->first ? -1 : 1;
      return INSN_UID (x->second) < INSN_UID (y->second) ? -1 : 1;
    });
  for (auto &l : loops)
    {
      rtx_insn *label = l.second, *last = label;
      int to = loop_end[INSN_UID (label)];
      while (last && sfi_pos (pos, last) != to)
	last = NEXT_INSN (last);
      if (!last || !sfi_derive_body_ok_p (label, last, jumps))
	{
	  if (dump_file && sfi_opts.verbose)
	    fprintf (dump_file, ";; sfi: insn %d: loop of no shape for derived"
		     " pointers\n", INSN_UID (label));
	  continue;
	}
      sfi_derive_loop (label, last, pos, regs, max);
    }
}
