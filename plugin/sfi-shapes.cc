/* RTL shapes that mean the same on every target: returns, the target of
   an indirect jump or call, and the plain memory access through a
   register.  The targets' hooks and the passes call these.  */

#include "gcc-compat.h"
#include "sfi.h"
#include "sfi-target.h"

/* Return true if INSN is a return, setting *RA to the register holding
   the return address (DEFAULT_RA for a bare return).  Returns are
     (simple_return) or (return)
     (parallel [(simple_return) (use (reg N))])  */

bool
sfi_return_p (rtx_insn *insn, unsigned default_ra, unsigned *ra)
{
  rtx pat = PATTERN (insn);
  if (ANY_RETURN_P (pat))
    {
      *ra = default_ra;
      return true;
    }
  if (GET_CODE (pat) == PARALLEL && XVECLEN (pat, 0) == 2
      && ANY_RETURN_P (XVECEXP (pat, 0, 0))
      && GET_CODE (XVECEXP (pat, 0, 1)) == USE
      && REG_P (XEXP (XVECEXP (pat, 0, 1), 0)))
    {
      *ra = REGNO (XEXP (XVECEXP (pat, 0, 1), 0));
      return true;
    }
  if (GET_CODE (pat) == PARALLEL && ANY_RETURN_P (XVECEXP (pat, 0, 0)))
    fatal_insn ("sfi: unknown return pattern", insn);
  return false;
}

/* Return true if X, a jump's destination, is a label, the fall-through
   (pc) or a return.  */

static bool
sfi_direct_target_p (rtx x)
{
  return GET_CODE (x) == LABEL_REF || x == pc_rtx || ANY_RETURN_P (x);
}

/* Return the location of the register an indirect jump, call or sibling
   call of INSN goes through, or of the constant address of a direct
   call that may not land on a function of the module, or NULL.
   Examples:
     (call_insn (parallel [(call (mem (reg 2)) ...) (clobber ...)]))
     (call_insn (parallel [(set (reg 2) (call (mem (reg 2)) ...)) ...]))
     (jump_insn (set (pc) (reg 2)))
     (jump_insn (parallel [(set (pc) (reg 2)) (use (label_ref 5))]))  */

rtx *
sfi_indirect_target_loc (rtx_insn *insn)
{
  if (!CALL_P (insn) && !JUMP_P (insn))
    return NULL;

  subrtx_ptr_iterator::array_type array;
  FOR_EACH_SUBRTX_PTR (iter, array, &PATTERN (insn), NONCONST)
    {
      rtx x = **iter;
      if (GET_CODE (x) == CALL && MEM_P (XEXP (x, 0)))
	{
	  rtx *addr = &XEXP (XEXP (x, 0), 0);
	  if (REG_P (*addr) || CONST_INT_P (*addr))
	    return addr;
	  /* A direct call must land on a function of the module: not on
	     data (a constant function pointer to an object), and not on an
	     undefined weak function, which links as address 0.  */
	  if (GET_CODE (*addr) == SYMBOL_REF)
	    {
	      tree decl = SYMBOL_REF_DECL (*addr);
	      if (!SYMBOL_REF_FUNCTION_P (*addr)
		  || (decl && DECL_WEAK (decl) && DECL_EXTERNAL (decl)))
		return addr;
	    }
	  return NULL;
	}
      if (GET_CODE (x) == SET && SET_DEST (x) == pc_rtx)
	{
	  /* Direct and conditional branches need nothing; anything else
	     (a register, memory, an unspec of the target's such as
	     Alpha's __builtin_longjmp) is returned, and the caller
	     sandboxes it or reports that it cannot.  */
	  rtx src = SET_SRC (x);
	  if (sfi_direct_target_p (src))
	    return NULL;
	  if (GET_CODE (src) == IF_THEN_ELSE
	      && sfi_direct_target_p (XEXP (src, 1))
	      && sfi_direct_target_p (XEXP (src, 2)))
	    return NULL;
	  return &SET_SRC (x);
	}
    }
  return NULL;
}

/* Return true if INSN is a plain load or store through register REGNO:
   a single SET (nothing beside it in a PARALLEL) moving a non-BLK MEM
   whose address decomposes to base REGNO, to or from a register (the
   load's value possibly extended).  Such an access is one instruction
   that always touches its address, the only kind the verifier's machine
   model lets check an adjusted register or follow an induction step.
   Excluded therefore: asm statements (an "m" operand its template may
   never touch), store-conditionals and atomic loops (a PARALLEL, or an
   unspec source), prefetches, unaligned MIPS accesses (BLKmode), and
   clobbers or uses of memory, which emit nothing.  */

bool
sfi_plain_access_p (rtx_insn *insn, unsigned regno)
{
  rtx set = PATTERN (insn);
  if (GET_CODE (set) != SET)
    return false;
  rtx mem = SET_DEST (set);
  rtx other = SET_SRC (set);
  if (!MEM_P (mem))
    {
      mem = SET_SRC (set);
      if (GET_CODE (mem) == ZERO_EXTEND || GET_CODE (mem) == SIGN_EXTEND
	  || GET_CODE (mem) == FLOAT_EXTEND)
	mem = XEXP (mem, 0);
      other = SET_DEST (set);
    }
  if (!MEM_P (mem) || GET_MODE (mem) == BLKmode
      || !(REG_P (other) || CONSTANT_P (other)))
    return false;
  rtx addr = XEXP (mem, 0);
  rtx *base;
  return (sfi_target_decompose_address (&addr, &base)
	  && REGNO (*base) == regno);
}
