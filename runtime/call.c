/* Calling an exported function of a loaded module generically
   (sfi_domain_call, sfi_domain_callv), and the small accessors of the
   host API.

   A generic call goes through the domain's generic entry trampoline of
   its configured register-saving variant (<arch>/tramp.c), which
   sandboxes the target: the same path as a typed stub, except that the
   function is named at run time.  Placing the arguments in registers
   and the call itself are the architecture's (<arch>/callv.c).  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sfi-priv.h"

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

/* Implement sfi_domain_callv as described in sfi.h.  */
int
sfi_domain_callv (struct sfi_domain *d, const char *name, const char *sig,
		  const union sfi_value *args, union sfi_value *result)
{
  uintptr_t fn = d->loaded ? sfi_domain_symbol (d, name) : 0;
  union sfi_value r = { 0 };
  int fault_sig = d->fault_sig, exited = d->exited;

  if (fn == 0)
    return sfi_domain_failf (d, "sfi: %s: no function %s", d->name, name);
  /* Entry invariant E1 (sfi-priv.h) for the address the call was given
     at run time; the generic entry sandboxes it too.  */
  if (!sfi_code_entry_ok (d, fn))
    return sfi_domain_failf (d, "sfi: %s: %s is not an entry point of the"
			     " module's verified code", d->name, name);
  d->fault_sig = 0;
  d->exited = 0;
  d->error[0] = 0;
  uintptr_t ri = 0;
  double rd = 0;
  int ok = ((sig[0] == 'i' || sig[0] == 'd' || sig[0] == 'v') && sig[1] == ':'
	    && sfi_arch_callv (d->entry_tramp[d->save], fn, d->save, sig + 2,
			       args, &ri, &rd) == 0);
  if (!ok)
    {
      d->fault_sig = fault_sig;
      d->exited = exited;
      return sfi_domain_failf (d, "sfi: %s: unsupported signature %s",
			       d->name, sig);
    }
  if (sig[0] == 'd')
    r.d = rd;
  else
    r.i = ri;
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
  *result = r;
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
