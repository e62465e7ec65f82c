/* The segment-violation report of the match policy, MIPS part: is the
   trap at PC a guard's check ("tne R,X,SFI_MIPS_TRAP_MATCH_CODE",
   include/sfi/mips-abi.h), and which access did it stop?  The access
   is the first instruction after the check that goes through R (a
   delay slot may put a branch between them).  */

#include <ucontext.h>
#include "sfi-priv.h"

/* How far after the check the access may be: the code register's
   alignment "ins", a branch and its delay slot.  */
#define MATCH_LOOKAHEAD 4

/* Implement sfi_arch_match_fault (sfi-priv.h).  */
int
sfi_arch_match_fault (const struct sfi_domain *d, const void *ucv,
		      uintptr_t pc, struct sfi_match_fault *f)
{
  const mcontext_t *mc = &((const ucontext_t *) ucv)->uc_mcontext;
  /* Only the code loaded is mapped: the rest of the segment is not, and
     a read there would fault in the handler, outside any domain.  */
  uintptr_t end = d->lay.code_base + d->img.code_used;
  if (pc < d->lay.code_base || pc + 4 > end)
    return 0;
  uint32_t w = *(const uint32_t *) pc;
  if ((w & 0xfc00003f) != 0x36
      || ((w >> 6) & 0x3ff) != SFI_MIPS_TRAP_MATCH_CODE)
    return 0;
  unsigned r = (w >> 21) & 31, x = (w >> 16) & 31;
  f->pc = pc;
  f->addr = (uint32_t) mc->gregs[x];
  f->kind = r == SFI_MIPS_REG_DATA ? SFI_MATCH_DATA : SFI_MATCH_CODE;
  for (uintptr_t a = pc + 4; a + 4 <= end && a <= pc + 4 * MATCH_LOOKAHEAD;
       a += 4)
    {
      uint32_t v = *(const uint32_t *) a;
      unsigned op = v >> 26, base = (v >> 21) & 31;
      if (base != r)
	continue;
      if (op >= 0x20 && op != 0x2f && op != 0x33 && op != 0x37)
	{
	  /* A load or store through R: its address has the displacement
	     (cache and prefetch, 0x2f and 0x33, do not reach memory).  */
	  f->pc = a;
	  f->addr += (int16_t) (v & 0xffff);
	  f->kind = ((op >= 0x28 && op <= 0x2e) || op == 0x38 || op == 0x39
		     || op == 0x3d) ? SFI_MATCH_STORE : SFI_MATCH_LOAD;
	  return 1;
	}
      if (op == 0 && ((v & 0x3f) == 0x08 || (v & 0x3f) == 0x09))
	{
	  f->pc = a;		/* jr / jalr R.  */
	  f->kind = SFI_MATCH_JUMP;
	  return 1;
	}
    }
  return 1;
}
