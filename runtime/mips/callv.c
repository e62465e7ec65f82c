/* MIPS o32 calls of sfi_domain_callv: the arguments of a signature
   string in the o32 argument registers, and the call through a generic
   entry trampoline (tramp.c), with the target in $t9, which the
   trampoline sandboxes.  The asm statement's clobber list depends on
   the register-saving variant, so there is one per variant.  */

#include "sfi-priv.h"
#include "sfi/sfi-stub.h"

/* Place the arguments ARGS of kinds PARAMS ("a..." of a signature, see
   sfi.h) in the o32 argument registers: words A[0..3] ($a0-$a3) and
   F[0..1] ($f12, $f14).  Doubles go to $f12/$f14 while no integer came
   first, else to an aligned pair of argument words.  Return 0, or -1 if
   PARAMS has another letter or needs the stack.  */
static int
place_args (const char *params, const union sfi_value *args, uintptr_t a[4],
	    double f[2])
{
  int words = 0, nfp = 0, ints = 0;

  for (const char *p = params; *p; p++, args++)
    if (*p == 'i' && words < 4)
      {
	a[words++] = args->i;
	ints = 1;
      }
    else if (*p == 'd' && words <= 2)
      {
	union { double d; uint32_t w[2]; } u = { args->d };
	words = (words + 1) & ~1;
	if (!ints && nfp < 2)
	  f[nfp++] = args->d;
	else
	  {
	    a[words] = u.w[0];
	    a[words + 1] = u.w[1];
	  }
	words += 2;
      }
    else
      return -1;
  return 0;
}

/* Call through trampoline TRAMP with target FN and the argument
   registers A and F, as the register-saving variant SAVE requires; store
   $v0 in *I and $f0 in *D.  */
static void
call_trampoline (uintptr_t tramp, uintptr_t fn, const uintptr_t a[4],
		 const double f[2], int save, uintptr_t *i, double *d)
{
  register uintptr_t a0 __asm__ ("$4") = a[0];
  register uintptr_t a1 __asm__ ("$5") = a[1];
  register uintptr_t a2 __asm__ ("$6") = a[2];
  register uintptr_t a3 __asm__ ("$7") = a[3];
  register double f12 __asm__ ("$f12") = f[0];
  register double f14 __asm__ ("$f14") = f[1];
  register uintptr_t t9 __asm__ ("$25") = fn;
  register uintptr_t v0 __asm__ ("$2");
  register uintptr_t v1 __asm__ ("$3");
  register double f0 __asm__ ("$f0");
  void *target = (void *) tramp;

#define CALL_ASM(CLOBBERS)						\
  __asm__ volatile (".set push\n\t.set noreorder\n\t"			\
		    "jalr %[target]\n\tnop\n\t.set pop"			\
		    : "+r" (a0), "+r" (a1), "+r" (a2), "+r" (a3),	\
		      "=r" (v0), "=r" (v1), "+f" (f12), "+f" (f14),	\
		      "=f" (f0), "+r" (t9)				\
		    : [target] "r" (target)				\
		    : SFI_STUB_TEMP_CLOBBERS, "$f2", "$f3" CLOBBERS)
  SFI_STUB_CALL_FOR_VARIANT (save, CALL_ASM);
#undef CALL_ASM
  *i = v0;
  *d = f0;
}

/* Implement sfi_arch_callv (sfi-priv.h).  */
int
sfi_arch_callv (uintptr_t tramp, uintptr_t fn, int save, const char *params,
		const union sfi_value *args, uintptr_t *i, double *d)
{
  uintptr_t a[4] = { 0, 0, 0, 0 };
  double f[2] = { 0, 0 };

  if (place_args (params, args, a, f) != 0)
    return -1;
  call_trampoline (tramp, fn, a, f, save, i, d);
  return 0;
}
