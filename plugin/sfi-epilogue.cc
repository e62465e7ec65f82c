/* The epilogue pass: let a restoring load check the frame deallocation
   (paper, 3.3, the stack-pointer rule), target-independent.

   An epilogue ends "R = [sp + D]; sp = sp + K; return".  The sandbox
   pass keeps a small adjustment of the stack pointer only if a memory
   access through it follows before the next control transfer, so this
   epilogue would get a touching load after "sp = sp + K".  This pass
   moves the last restoring load after the deallocation instead, as
   "R = [sp + D - K]": it is then the access that checks the adjustment,
   and the epilogue costs nothing more than the unsandboxed one.
   -fplugin-arg-sfi-no-sink-restore turns it off.

   The restored slot lies below the new stack pointer for one instruction.
   Only a signal delivered on the module's stack could overwrite it
   there; the runtime takes every signal on its own stack (runtime/fault.c),
   so a host handler installed without SA_ONSTACK is the one hazard
   (docs/runtime.md).

   It runs before the sandbox pass and before dwarf2cfi, which reads the
   REG_CFA_RESTORE note that moves with the load, so the unwind
   information stays exact.  Debugging: -fplugin-arg-sfi-dump writes this pass's
   dump (FILE.c.NNNr.sfi_epilogue); -fplugin-arg-sfi-verbose adds a line
   per moved load.  */

#include "gcc-compat.h"
#include "sfi.h"
#include "sfi-target.h"

namespace {

/* Return true if INSN emits no instruction: a note, a USE or CLOBBER, or
   a scheduling blockage (an unspec_volatile whose template is empty).  */

static bool
sfi_emits_nothing_p (rtx_insn *insn)
{
  if (NOTE_P (insn) || DEBUG_INSN_P (insn))
    return true;
  if (!NONJUMP_INSN_P (insn))
    return false;
  rtx pat = PATTERN (insn);
  if (GET_CODE (pat) == USE || GET_CODE (pat) == CLOBBER)
    return true;
  if (GET_CODE (pat) != UNSPEC_VOLATILE || recog_memoized (insn) < 0)
    return false;
  const insn_data_d *d = &insn_data[INSN_CODE (insn)];
  return (d->output_format == INSN_OUTPUT_FORMAT_SINGLE
	  && d->output.single[0] == '\0');
}

/* If INSN deallocates a frame ("sp = sp + K", K > 0, for an adjustable
   register sp) and control leaves by a jump or call right after it,
   return K, else 0.  */

static HOST_WIDE_INT
sfi_deallocation (rtx_insn *insn, unsigned *regno)
{
  rtx set = NONJUMP_INSN_P (insn) ? single_set (insn) : NULL_RTX;
  if (!set || GET_CODE (PATTERN (insn)) != SET
      || !sfi_target_small_adjust_p (set))
    return 0;
  rtx src = SET_SRC (set);
  *regno = REGNO (SET_DEST (set));
  if (REGNO (XEXP (src, 0)) != *regno || INTVAL (XEXP (src, 1)) <= 0)
    return 0;
  rtx_insn *next = NEXT_INSN (insn);
  while (next && sfi_emits_nothing_p (next))
    next = NEXT_INSN (next);
  if (!next || !(JUMP_P (next) || CALL_P (next)))
    return 0;
  return INTVAL (XEXP (src, 1));
}

/* The unwind information of INSN says DEST is restored there: move that
   REG_CFA_RESTORE note to LOAD, which now restores it.  */

static void
sfi_move_restore_note (rtx_insn *insn, rtx_insn *load, rtx dest)
{
  for (rtx *link = &REG_NOTES (insn); *link; link = &XEXP (*link, 1))
    if (REG_NOTE_KIND (*link) == REG_CFA_RESTORE
	&& rtx_equal_p (XEXP (*link, 0), dest))
      {
	*link = XEXP (*link, 1);
	add_reg_note (load, REG_CFA_RESTORE, dest);
	RTX_FRAME_RELATED_P (load) = 1;
	return;
      }
}

/* If MEM is [REGNO] or [REGNO + D], return the register and set *D.  */

static rtx
sfi_frame_slot (rtx mem, unsigned regno, HOST_WIDE_INT *d)
{
  rtx addr = XEXP (mem, 0);
  *d = 0;
  if (GET_CODE (addr) == PLUS && CONST_INT_P (XEXP (addr, 1)))
    {
      *d = INTVAL (XEXP (addr, 1));
      addr = XEXP (addr, 0);
    }
  return REG_P (addr) && REGNO (addr) == regno ? addr : NULL_RTX;
}

/* Return true if LOAD, a load of DEST from [REGNO + D], can move past
   INSN: INSN emits nothing, or it neither mentions DEST, writes REGNO
   nor stores to memory (which might be the slot), and is an ordinary
   instruction.  */

static bool
sfi_load_can_pass_p (rtx_insn *insn, rtx dest, unsigned regno)
{
  if (sfi_emits_nothing_p (insn))
    return !INSN_P (insn) || !reg_overlap_mentioned_p (dest, PATTERN (insn));
  if (!NONJUMP_INSN_P (insn) || volatile_insn_p (PATTERN (insn))
      || reg_overlap_mentioned_p (dest, PATTERN (insn))
      || reg_set_p (gen_rtx_REG (Pmode, regno), insn))
    return false;
  bool stores = false;
  note_stores (insn, [] (rtx x, const_rtx, void *data) {
		 if (MEM_P (x))
		   *(bool *) data = true;
	       }, &stores);
  return !stores;
}

/* The restoring load the deallocation INSN can take: the nearest load
   from the frame among the few instructions before it, if it can move
   past the others.  */

static rtx_insn *
sfi_restoring_load (rtx_insn *insn, unsigned regno)
{
  int budget = 4;
  HOST_WIDE_INT d;
  for (rtx_insn *load = PREV_INSN (insn); load; load = PREV_INSN (load))
    {
      if (sfi_emits_nothing_p (load))
	continue;
      if (!NONJUMP_INSN_P (load) || budget-- == 0)
	return NULL;
      rtx set = PATTERN (load);
      if (GET_CODE (set) != SET || !REG_P (SET_DEST (set))
	  || !MEM_P (SET_SRC (set)) || MEM_VOLATILE_P (SET_SRC (set))
	  || REGNO (SET_DEST (set)) == regno
	  || !sfi_frame_slot (SET_SRC (set), regno, &d))
	continue;
      for (rtx_insn *i = NEXT_INSN (load); i != insn; i = NEXT_INSN (i))
	if (!sfi_load_can_pass_p (i, SET_DEST (set), regno))
	  return NULL;
      return load;
    }
  return NULL;
}

/* INSN deallocates K bytes of frame from REGNO.  Move the restoring load
   before it (if any) after it, with its displacement less K.  Return
   true if it did.  */

static bool
sfi_sink_restore (rtx_insn *insn, unsigned regno, HOST_WIDE_INT k)
{
  rtx_insn *load = sfi_restoring_load (insn, regno);
  if (!load)
    return false;
  rtx dest = SET_DEST (PATTERN (load)), mem = SET_SRC (PATTERN (load));
  HOST_WIDE_INT d;
  rtx reg = sfi_frame_slot (mem, regno, &d);
  rtx naddr = d != k ? gen_rtx_PLUS (Pmode, reg, GEN_INT (d - k)) : reg;
  if (!validate_change (load, &XEXP (mem, 0), naddr, false))
    return false;
  reorder_insns (load, load, insn);
  remove_reg_equal_equiv_notes (load);
  sfi_move_restore_note (insn, load, dest);
  if (dump_file && sfi_opts.verbose)
    fprintf (dump_file, ";; sfi: insn %d: restore moved after the"
	     " deallocation %d, which it checks\n", INSN_UID (load),
	     INSN_UID (insn));
  return true;
}

const pass_data pass_data_sfi_epilogue =
{
  RTL_PASS, /* type */
  "sfi_epilogue", /* name */
  OPTGROUP_NONE, /* optinfo_flags */
  TV_NONE, /* tv_id */
  0, /* properties_required */
  0, /* properties_provided */
  0, /* properties_destroyed */
  0, /* todo_flags_start */
  0, /* todo_flags_finish */
};

class pass_sfi_epilogue : public rtl_opt_pass
{
public:
  pass_sfi_epilogue (gcc::context *ctxt)
    : rtl_opt_pass (pass_data_sfi_epilogue, ctxt)
  {}

  bool gate (function *) final override
  {
    return sfi_opts.sink_restore;
  }

  unsigned int execute (function *) final override
  {
    for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
      {
	unsigned regno;
	if (HOST_WIDE_INT k = sfi_deallocation (insn, &regno))
	  sfi_sink_restore (insn, regno, k);
      }
    return 0;
  }
};

} // anon namespace

rtl_opt_pass *
make_pass_sfi_epilogue (gcc::context *ctxt)
{
  return new pass_sfi_epilogue (ctxt);
}
