/* Calling an exported function of a loaded module generically
   (sfi_domain_call, sfi_domain_callv), and the small accessors of the
   host API.

   A generic call goes through the domain's generic entry trampoline of
   its configured register-saving variant (tramp.c), with the target in
   $t9, which the trampoline sandboxes: the same path as a typed stub,
   except that the function is named at run time.  The asm statement's
   clobber list depends on the variant, so there is one per variant.  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sfi-priv.h"
#include "sfi/sfi-stub.h"

/* Implement sfi_domain_import as described in sfi.h.  */
int
sfi_domain_import (struct sfi_domain *d, const char *name, sfi_host_fn fn)
{
  struct sfi_offer *o = realloc (d->offers, (d->noffers + 1) * sizeof *o);
  if (!o)
    return -1;
  d->offers = o;
  o[d->noffers].name = strdup (name);
  if (!o[d->noffers].name)
    return -1;
  o[d->noffers++].fn = fn;
  return 0;
}

/* Implement sfi_domain_alloc as described in sfi.h.  */
uintptr_t
sfi_domain_alloc (struct sfi_domain *d, size_t size)
{
  size = (size + 7) & ~(size_t) 7;
  if (!d->loaded || size == 0 || size > d->host_area - d->host_used)
    return 0;
  uintptr_t addr = d->heap_limit + d->host_used;
  d->host_used += size;
  return addr;
}

/* Implement sfi_domain_object as described in sfi.h.  */
uintptr_t
sfi_domain_object (const struct sfi_domain *d, const char *name,
		   size_t *size)
{
  for (size_t i = 0; i < d->nobjs; i++)
    if (strcmp (d->objs[i].name, name) == 0)
      {
	if (size)
	  *size = d->objs[i].size;
	return d->objs[i].addr;
      }
  return 0;
}

/* Implement sfi_domain_ptr as described in sfi.h.  */
void *
sfi_domain_ptr (struct sfi_domain *d, uintptr_t addr, size_t len)
{
  return sfi_domain_contains_data (d, addr, len) ? (void *) addr : NULL;
}

/* Implement sfi_domain_stats as described in sfi.h.  */
void
sfi_domain_stats (const struct sfi_domain *d, unsigned long *host_calls,
		  unsigned long *faults)
{
  *host_calls = d->host_calls;
  *faults = d->faults;
}

/* Place the arguments ARGS of signature SIG ("r:a...", see sfi.h) in the
   o32 argument registers: words A[0..3] ($a0-$a3) and F[0..1] ($f12,
   $f14).  Doubles go to $f12/$f14 while no integer came first, else to
   an aligned pair of argument words.  Return 0, or -1 if SIG is
   malformed or needs the stack.  */
static int
place_args (const char *sig, const union sfi_value *args, uintptr_t a[4],
	    double f[2])
{
  int words = 0, nfp = 0, ints = 0;

  if (sig[0] != 'i' && sig[0] != 'd' && sig[0] != 'v')
    return -1;
  if (sig[1] != ':')
    return -1;
  for (const char *p = sig + 2; *p; p++, args++)
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
  if (save == SFI_SAVE_CALLER)
    CALL_ASM (SFI_STUB_INT_CLOBBERS SFI_STUB_FP_CLOBBERS);
  else if (save == SFI_SAVE_INT)
    CALL_ASM (SFI_STUB_FP_CLOBBERS);
  else
    CALL_ASM ();
#undef CALL_ASM
  *i = v0;
  *d = f0;
}

/* Implement sfi_domain_callv as described in sfi.h.  */
int
sfi_domain_callv (struct sfi_domain *d, const char *name, const char *sig,
		  const union sfi_value *args, union sfi_value *result)
{
  uintptr_t fn = d->loaded ? sfi_domain_symbol (d, name) : 0;
  uintptr_t a[4] = { 0, 0, 0, 0 }, i;
  double f[2] = { 0, 0 }, r;
  int fault_sig = d->fault_sig, exited = d->exited;

  if (fn == 0)
    return sfi_domain_failf (d, "sfi: %s: no function %s", d->name, name);
  if (place_args (sig, args, a, f) != 0)
    return sfi_domain_failf (d, "sfi: %s: unsupported signature %s",
			     d->name, sig);
  d->fault_sig = 0;
  d->exited = 0;
  d->error[0] = 0;
  call_trampoline (d->entry_tramp[d->save], fn, a, f, d->save, &i, &r);
  int sig_now = d->fault_sig, exited_now = d->exited;
  /* A nested call (from a host function the module called) leaves the
     outer call's state as it found it.  */
  d->fault_sig = fault_sig;
  d->exited = exited;
  if (sig_now)
    {
      d->pending_fault = 0;
      return sig_now;
    }
  if (exited_now)
    {
      result->i = d->exit_status;
      return -2;
    }
  if (sig[0] == 'd')
    result->d = r;
  else
    result->i = i;
  return 0;
}

/* Implement sfi_domain_call as described in sfi.h.  */
int
sfi_domain_call (struct sfi_domain *d, const char *name, int nargs,
		 const uintptr_t *args, uintptr_t *result)
{
  static const char *const sigs[] = { "i:", "i:i", "i:ii", "i:iii",
				      "i:iiii" };
  union sfi_value v[4], r;
  if (nargs < 0 || nargs > 4)
    return sfi_domain_failf (d, "sfi: %s: too many arguments", d->name);
  for (int k = 0; k < nargs; k++)
    v[k].i = args[k];
  int status = sfi_domain_callv (d, name, sigs[nargs], v, &r);
  if (status == -2)
    status = sfi_domain_failf (d, "sfi: %s: module exited with status %d"
			       " during a call", d->name, (int) r.i);
  else if (status == 0)
    *result = r.i;
  return status;
}
