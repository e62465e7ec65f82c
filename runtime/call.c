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

/* Implement sfi_domain_object as described in sfi.h.  */
uintptr_t
sfi_domain_object (const struct sfi_domain *d, const char *name,
		   size_t *size)
{
  for (size_t i = 0; name && i < d->img.nobjs; i++)
    if (strcmp (d->img.objs[i].name, name) == 0)
      {
	/* The symbol's size is the module's word: a host that trusts
	   it must not reach past the accessible data (the gap below the
	   stack, the guard zones).  */
	if (!sfi_domain_contains_data (d, d->img.objs[i].addr,
				       d->img.objs[i].size))
	  return 0;
	if (size)
	  *size = d->img.objs[i].size;
	return d->img.objs[i].addr;
      }
  return 0;
}

/* Implement sfi_domain_mode as described in sfi.h.  */
int
sfi_domain_mode (const struct sfi_domain *d)
{
  return (int) d->img.mode;
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
  *host_calls = d->host.host_calls;
  *faults = d->out.faults;
}

/* Implement sfi_domain_callv as described in sfi.h.  */
int
sfi_domain_callv (struct sfi_domain *d, const char *name, const char *sig,
		  const union sfi_value *args, union sfi_value *result)
{
  uintptr_t fn = d->mem.loaded ? sfi_domain_symbol (d, name) : 0;
  union sfi_value r = { 0 };
  struct sfi_ending outer, now;

  /* A host call a longjmp abandoned must not count as under way.  */
  sfi_budget_host_prune (d, (uintptr_t) &r);
  if (sfi_thread_enter_domain (d) != 0)
    return -1;
  if (fn == 0 || sig == NULL)
    return sfi_domain_failf (d, "sfi: %s: no function %s%s", d->cfg.name,
			     name ? name : "(null)",
			     sig ? "" : " (no signature)");
  /* Entry invariant E1 (sfi-priv.h) for the address the call was given
     at run time; the generic entry sandboxes it too.  */
  if (!sfi_code_entry_ok (d, fn))
    return sfi_domain_failf (d, "sfi: %s: %s is not an entry point of the"
			     " module's verified code", d->cfg.name, name);
  sfi_outcome_begin (d, &outer);
  uintptr_t ri = 0;
  double rd = 0;
  int ok = ((sig[0] == 'i' || sig[0] == 'd' || sig[0] == 'v') && sig[1] == ':'
	    && sfi_arch_callv (d->tramps.entry_tramp[d->cfg.save], fn,
			       d->cfg.save, sig + 2, args, &ri, &rd) == 0);
  sfi_outcome_end (d, &outer, ok ? &now : NULL);
  if (!ok)
    return sfi_domain_failf (d, "sfi: %s: unsupported signature %s",
			     d->cfg.name, sig);
  if (sig[0] == 'd')
    r.d = rd;
  else
    r.i = ri;
  if (now.fault_sig)
    return now.fault_sig;
  if (now.exited)
    {
      result->i = d->out.exit_status;
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
    return sfi_domain_failf (d, "sfi: %s: too many arguments", d->cfg.name);
  for (int k = 0; k < nargs; k++)
    v[k].i = args[k];
  int status = sfi_domain_callv (d, name, sigs[nargs], v, &r);
  if (status == -2)
    status = sfi_domain_failf (d, "sfi: %s: module exited with status %d"
			       " during a call", d->cfg.name, (int) r.i);
  else if (status == 0)
    *result = r.i;
  return status;
}
