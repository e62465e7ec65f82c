/* Calling an exported function of a loaded module (sfi_domain_call).

   The generic call of the full runtime (typed stubs, three register-saving
   variants) is future work; this one covers integer and pointer
   arguments and an integer result, which is what hosts need to drive an
   extension.  Entry and exit use the same path as sfi_domain_run: the
   host state is saved by sfi_arch_enter, the dedicated registers are set,
   and the function's return goes to __sfi_call_return in the module
   (sfi-crt0.c), which hands the result to the jump-table entry of host
   call EXIT.  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sfi-priv.h"

/* Return the address of function NAME in D, or 0.  */
static uint32_t
find_function (const struct sfi_domain *d, const char *name)
{
  for (size_t i = 0; i < d->nsyms; i++)
    if (strcmp (d->syms[i].name, name) == 0)
      return d->syms[i].addr;
  return 0;
}

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
uint32_t
sfi_domain_alloc (struct sfi_domain *d, uint32_t size)
{
  size = (size + 7) & ~7u;
  if (!d->loaded || size == 0 || size > d->host_area - d->host_used)
    return 0;
  uint32_t addr = d->heap_limit + d->host_used;
  d->host_used += size;
  return addr;
}

/* Implement sfi_domain_object as described in sfi.h.  */
uint32_t
sfi_domain_object (const struct sfi_domain *d, const char *name,
		   uint32_t *size)
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
sfi_domain_ptr (struct sfi_domain *d, uint32_t addr, uint32_t len)
{
  return sfi_domain_contains_data (d, addr, len) ? (void *) (uintptr_t) addr
						  : NULL;
}

/* Implement sfi_domain_stats as described in sfi.h.  */
void
sfi_domain_stats (const struct sfi_domain *d, unsigned long *host_calls,
		  unsigned long *faults)
{
  *host_calls = d->host_calls;
  *faults = d->faults;
}

/* Implement sfi_domain_symbol as described in sfi.h.  */
uint32_t
sfi_domain_symbol (const struct sfi_domain *d, const char *name)
{
  return find_function (d, name);
}

/* Implement sfi_domain_call as described in sfi.h.  */
int
sfi_domain_call (struct sfi_domain *d, const char *name, int nargs,
		 const uint32_t *args, uint32_t *result)
{
  uint32_t fn = find_function (d, name);
  uint32_t ret = find_function (d, "__sfi_call_return");
  if (!d->loaded || fn == 0 || ret == 0 || nargs < 0 || nargs > 4)
    {
      snprintf (d->error, sizeof d->error, "sfi: %s: no function %s",
		d->name, name);
      return -1;
    }
  uint32_t a[4] = { 0, 0, 0, 0 };
  for (int i = 0; i < nargs; i++)
    a[i] = args[i];

  /* A call from a host function the domain called (re-entry) keeps the
     suspended call's context and runs on the stack below its frames.  */
  struct sfi_arch_ctx outer = d->ctx;
  struct sfi_domain *outer_domain = sfi_current_domain;
  struct sfi_arch_ctx *outer_ctx = sfi_arch_current;
  int fault_sig = d->fault_sig;
  if (d->depth > 0)
    d->ctx.mod_sp = (outer.mod_sp - 64) & ~7u;
  else
    d->ctx.mod_sp = (d->data_base + d->seg_size - SFI_STACK_TOP_OFFSET) & ~7u;
  d->ctx.mod_gp = d->gp;
  d->ctx.mod_ra = ret;
  d->ctx.entry = fn;
  d->ctx.arg0 = a[0];
  d->ctx.arg1 = a[1];
  d->ctx.arg2 = a[2];
  d->ctx.arg3 = a[3];
  d->fault_sig = 0;
  d->error[0] = 0;

  sfi_current_domain = d;
  sfi_arch_current = &d->ctx;
  d->depth++;
  int status = sfi_arch_enter (&d->ctx);
  d->depth--;
  sfi_arch_current = outer_ctx;
  sfi_current_domain = outer_domain;
  int sig = d->fault_sig;
  if (d->depth > 0)
    {
      d->ctx = outer;
      d->fault_sig = fault_sig;
    }
  if (sig)
    return sig;
  *result = (uint32_t) status;
  return 0;
}
