/* Alpha calls of sfi_domain_callv: the arguments of a signature string
   in the argument registers ($16-$21 for integers and pointers,
   $f16-$f21 for doubles, by position), and the call through a generic
   entry trampoline (tramp.c) with the target in $27, which the
   trampoline sandboxes.  The asm statement's clobber list depends on
   the register-saving variant, so there is one per variant.  */

#include "sfi-priv.h"
#include "sfi/sfi-stub.h"

/* Implement sfi_arch_callv as described in sfi-priv.h.  */
int
sfi_arch_callv (uintptr_t tramp, uintptr_t fn, int save, const char *params,
		const union sfi_value *args, uintptr_t *i, double *d)
{
  uintptr_t a[6] = { 0, 0, 0, 0, 0, 0 };
  double f[6] = { 0, 0, 0, 0, 0, 0 };
  int n = 0;

  for (const char *p = params; *p; p++, n++)
    {
      if (n >= 6)
	return -1;
      if (*p == 'i')
	a[n] = args[n].i;
      else if (*p == 'd')
	f[n] = args[n].d;
      else
	return -1;
    }

  register uintptr_t a0 __asm__ ("$16") = a[0];
  register uintptr_t a1 __asm__ ("$17") = a[1];
  register uintptr_t a2 __asm__ ("$18") = a[2];
  register uintptr_t a3 __asm__ ("$19") = a[3];
  register uintptr_t a4 __asm__ ("$20") = a[4];
  register uintptr_t a5 __asm__ ("$21") = a[5];
  register double f16 __asm__ ("$f16") = f[0];
  register double f17 __asm__ ("$f17") = f[1];
  register double f18 __asm__ ("$f18") = f[2];
  register double f19 __asm__ ("$f19") = f[3];
  register double f20 __asm__ ("$f20") = f[4];
  register double f21 __asm__ ("$f21") = f[5];
  register uintptr_t pv __asm__ ("$27") = fn;
  register uintptr_t target __asm__ ("$1") = tramp;
  register uintptr_t v0 __asm__ ("$0");
  register double f0 __asm__ ("$f0");

#define CALL_ASM(CLOBBERS)						\
  __asm__ volatile ("jsr $26,($1),0"					\
		    : "+r" (a0), "+r" (a1), "+r" (a2), "+r" (a3),	\
		      "+r" (a4), "+r" (a5), "+f" (f16), "+f" (f17),	\
		      "+f" (f18), "+f" (f19), "+f" (f20), "+f" (f21),	\
		      "=r" (v0), "=f" (f0), "+r" (pv), "+r" (target)	\
		    :							\
		    : SFI_STUB_TEMP_CLOBBERS, "$f1" CLOBBERS)
  SFI_STUB_CALL_FOR_VARIANT (save, CALL_ASM);
#undef CALL_ASM
  *i = v0;
  *d = f0;
  return 0;
}
