/* A domain's stub page: trampolines, bound functions, ending calls.

   The stub page holds the trusted code between host and module, written
   by <arch>/tramp.c from the domain's constants once the module is
   loaded: the gate prologue, the exit and generic entry trampolines, and
   an entry trampoline for each function a typed stub binds (generated
   lazily, so a module with thousands of functions costs nothing for
   those the host never calls).  The page is writable only while the
   runtime writes it, and becomes executable again through the choke
   point of executable.c.  */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include "sfi-priv.h"
#include "sfi/sfi-stub.h"

/* Open D's stub page for writing (it stops being executable).  */
static int
stubs_open (struct sfi_domain *d)
{
  if (mprotect ((void *) d->lay.gate_base, d->lay.gate_size,
		PROT_READ | PROT_WRITE) != 0)
    return sfi_domain_failf (d, "mprotect: %s", strerror (errno));
  return 0;
}

/* Seal D's stub page: read and execute only.  */
static int
stubs_seal (struct sfi_domain *d)
{
  return sfi_make_executable (d, d->lay.gate_base, d->lay.gate_size,
			      PROT_READ | PROT_EXEC, 1);
}

/* Write the fixed part of D's stub page and its jump table.  Called by
   sfi_domain_load before the code segment is verified and sealed.  */
int
sfi_stubs_init (struct sfi_domain *d)
{
  uint32_t *p = (uint32_t *) d->lay.gate_base;

  if (stubs_open (d) != 0)
    return -1;
  /* What generated stubs check pointer arguments against.  */
  d->head.data_base = d->lay.data_base;
  d->head.data_size = d->cfg.seg_size;
  for (size_t i = 0; i < d->lay.gate_size / 4; i++)
    p[i] = SFI_ARCH_TRAP_INSN;
  p = sfi_write_stub_page (d, p);
  d->stubs.gate_used = (uintptr_t) p - d->lay.gate_base;
  sfi_arch_fill_jump_table (d);
  return stubs_seal (d);
}

/* Free D's binding tables.  */
void
sfi_stubs_free (struct sfi_domain *d)
{
  free (d->stubs.bound);
  free (d->stubs.bound_entries);
  d->stubs.bound = NULL;
  d->stubs.bound_entries = NULL;
  d->stubs.nbound = 0;
}

/* Return the address of function NAME in D, or 0.  */
uintptr_t
sfi_domain_symbol (const struct sfi_domain *d, const char *name)
{
  for (size_t i = 0; name && i < d->img.nsyms; i++)
    if (strcmp (d->img.syms[i].name, name) == 0)
      return d->img.syms[i].addr;
  return 0;
}

/* Return D's binding of function NAME, creating it; NULL on failure.  */
static struct sfi_bound *
find_bound (struct sfi_domain *d, const char *name)
{
  uintptr_t fn;
  struct sfi_bound *b;

  for (size_t i = 0; i < d->stubs.nbound; i++)
    if (strcmp (d->stubs.bound[i].name, name) == 0)
      return &d->stubs.bound[i];
  fn = sfi_domain_symbol (d, name);
  if (fn == 0)
    {
      sfi_domain_failf (d, "sfi: %s: no function %s", d->cfg.name, name);
      return NULL;
    }
  /* The bound entry jumps to FN as a constant, without sandboxing it:
     the loader checked every function symbol (entry invariant E1,
     sfi-priv.h); so does this, in case a symbol ever comes from
     elsewhere.  */
  if (!sfi_code_entry_ok (d, fn))
    {
      sfi_domain_failf (d, "sfi: %s: %s is not an entry point of the"
			" module's verified code", d->cfg.name, name);
      return NULL;
    }
  b = realloc (d->stubs.bound, (d->stubs.nbound + 1) * sizeof *b);
  if (b == NULL)
    return NULL;
  d->stubs.bound = b;
  b = &d->stubs.bound[d->stubs.nbound++];
  memset (b, 0, sizeof *b);
  b->name = name;
  b->fn = fn;
  return b;
}

/* Implement sfi_domain_bind as described in sfi.h.  */
int
sfi_domain_bind (struct sfi_domain *d, const void *iface,
		 const char *const *names, unsigned n, int save)
{
  uintptr_t *entries;
  int opened = 0, status = 0;

  if (!d->mem.loaded || save < 0 || save >= SFI_SAVE_VARIANTS)
    return sfi_domain_failf (d, "sfi: %s: cannot bind an interface",
			     d->cfg.name);
  entries = calloc (n ? n : 1, sizeof *entries);
  if (entries == NULL)
    return sfi_domain_failf (d, "sfi: out of memory");
  for (unsigned i = 0; i < n && status == 0; i++)
    {
      struct sfi_bound *b = find_bound (d, names[i]);
      if (b == NULL)
	{
	  status = -1;
	  break;
	}
      if (b->tramp[save] == 0)
	{
	  if (d->stubs.gate_used + sfi_arch_entry_max () > d->lay.gate_size)
	    {
	      status = sfi_domain_failf (d, "sfi: %s: too many bound"
					 " functions", d->cfg.name);
	      break;
	    }
	  if (!opened && (status = stubs_open (d)) != 0)
	    break;
	  opened = 1;
	  uint32_t *p = (uint32_t *) (d->lay.gate_base + d->stubs.gate_used);
	  b->tramp[save] = (uintptr_t) p;
	  p = sfi_write_entry (d, p, save, b->fn);
	  d->stubs.gate_used = (uintptr_t) p - d->lay.gate_base;
	}
      entries[i] = b->tramp[save];
    }
  if (opened && stubs_seal (d) != 0)
    status = -1;
  if (status != 0)
    {
      free (entries);
      return -1;
    }
  free (d->stubs.bound_entries);
  d->stubs.bound_entries = entries;
  d->head.iface = iface;
  d->head.entries = entries;
  return 0;
}

/* Bind for a generated stub on its first call in a thread
   (sfi-stub.h), giving the thread its signal stack.  A module that
   lacks one of the interface's functions (or a binding that fails
   otherwise) refuses the call: the reason is D's error, the stub
   returns zero, and sfi_domain_take_fault says -1; the next call tries
   again.  */
int
sfi_stub_bind (struct sfi_domain *d, const void *iface,
	       const char *const *names, unsigned n, int save)
{
  if (sfi_thread_enter_domain (d) == 0
      && (d->head.iface == iface
	  || sfi_domain_bind (d, iface, names, n, save) == 0))
    {
      d->head.thread = (uintptr_t) __builtin_thread_pointer ();
      return 0;
    }
  sfi_outcome_refused (d);
  return -1;
}

/* A stub refused argument ARG of FN: record it as D's error.  */
void
sfi_stub_bad_arg (struct sfi_domain *d, const char *fn, int arg)
{
  sfi_domain_failf (d, "sfi: %s: argument %d of %s is outside the domain",
		    d->cfg.name, arg, fn);
  sfi_outcome_refused (d);
}

/* A stub refused the pointer result of FN, which it returns as NULL:
   record it as D's error.  */
void
sfi_stub_bad_result (struct sfi_domain *d, const char *fn)
{
  sfi_domain_failf (d, "sfi: %s: the result of %s points outside the"
		    " domain", d->cfg.name, fn);
  sfi_outcome_refused (d);
}

/* A generated import adapter refused argument ARG of host function FN:
   record it and count it as a denied request; the module gets
   -EFAULT.  */
uintptr_t
sfi_stub_bad_import_arg (struct sfi_domain *d, const char *fn, int arg)
{
  sfi_domain_failf (d, "sfi: %s: argument %d of host function %s is"
		    " outside the domain", d->cfg.name, arg, fn);
  sfi_policy_count_denied (d);
  return (uintptr_t) -EFAULT;
}
