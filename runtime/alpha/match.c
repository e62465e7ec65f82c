/* The segment-violation report of the match policy, Alpha part: is the
   trap that stopped before PC a guard's check
     subq R,X,$28; beq $28,1f; call_pal bugchk; 1:
   (include/sfi/alpha-abi.h), and which access did it stop?  The trap
   reports the address after it.  X may be $28 itself (a copy of a
   register the guard overwrote), so the address the program computed
   is recovered as R - $28.  */

#include <ucontext.h>
#include "sfi-priv.h"

/* How far after the check the access may be.  */
#define MATCH_LOOKAHEAD 3

/* Implement sfi_arch_match_fault (sfi-priv.h).  */
int
sfi_arch_match_fault (const struct sfi_domain *d, const void *ucv,
		      uintptr_t pc, struct sfi_match_fault *f)
{
  const mcontext_t *mc = &((const ucontext_t *) ucv)->uc_mcontext;
  /* Only the code loaded is mapped: the rest of the segment is not, and
     a read there would fault in the handler, outside any domain.  */
  uintptr_t end = d->lay.code_base + d->img.code_used;
  if (pc < d->lay.code_base + 12 || pc > end)
    return 0;
  const uint32_t *w = (const uint32_t *) pc - 3;
  uint32_t beq28 = (0x39u << 26) | ((unsigned) SFI_ALPHA_REG_AT << 21) | 1;
  if (w[2] != SFI_ALPHA_PAL_BUGCHK || w[1] != beq28
      || (w[0] & 0xfc001fff) != ((0x10u << 26) | (0x29 << 5)
				  | SFI_ALPHA_REG_AT))
    return 0;
  unsigned r = (w[0] >> 21) & 31;
  f->pc = pc - 4;		/* The trap, until the access is found.  */
  f->addr = mc->sc_regs[r] - mc->sc_regs[SFI_ALPHA_REG_AT];
  f->kind = r == SFI_ALPHA_REG_DATA ? SFI_MATCH_DATA : SFI_MATCH_CODE;
  if (f->kind == SFI_MATCH_CODE)
    return 1;			/* The jump or icall follows.  */
  for (uintptr_t a = pc; a + 4 <= end && a < pc + 4 * MATCH_LOOKAHEAD;
       a += 4)
    {
      uint32_t v = *(const uint32_t *) a;
      unsigned op = v >> 26, base = (v >> 16) & 31;
      if (base != r || op < 0x08)
	continue;
      /* Loads and stores: ldbu..stq_u (0x0a-0x0f), ldf..stt (0x20-0x27),
	 ldl..stq_c (0x28-0x2f).  */
      if ((op >= 0x0a && op <= 0x0f) || (op >= 0x20 && op <= 0x2f))
	{
	  f->pc = a;
	  f->addr += (int16_t) (v & 0xffff);
	  f->kind = ((op >= 0x0d && op <= 0x0f) || (op >= 0x24 && op <= 0x27)
		     || op >= 0x2c) ? SFI_MATCH_STORE : SFI_MATCH_LOAD;
	  if (op == 0x0b || op == 0x0f)
	    f->addr &= ~(uintptr_t) 7;
	  return 1;
	}
    }
  return 1;
}
