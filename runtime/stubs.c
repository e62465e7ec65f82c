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
  if (mprotect ((void *) d->gate_base, d->gate_size,
		PROT_READ | PROT_WRITE) != 0)
    return sfi_domain_failf (d, "mprotect: %s", strerror (errno));
  return 0;
}

/* Seal D's stub page: read and execute only.  */
static int
stubs_seal (struct sfi_domain *d)
{
  return sfi_make_executable (d, d->gate_base, d->gate_size,
			      PROT_READ | PROT_EXEC, 1);
}

/* Write the fixed part of D's stub page and its jump table.  Called by
   sfi_domain_load before the code segment is verified and sealed.  */
int
sfi_stubs_init (struct sfi_domain *d)
{
  uint32_t *p = (uint32_t *) d->gate_base;

  if (stubs_open (d) != 0)
    return -1;
  for (size_t i = 0; i < d->gate_size / 4; i++)
    p[i] = SFI_ARCH_TRAP_INSN;
  sfi_arch_scan_written (d);
  p = sfi_write_stub_page (d, p);
  d->gate_used = (uintptr_t) p - d->gate_base;
  sfi_arch_fill_jump_table (d);
  return stubs_seal (d);
}

/* Free D's binding tables.  */
void
sfi_stubs_free (struct sfi_domain *d)
{
  free (d->bound);
  free (d->bound_entries);
  d->bound = NULL;
  d->bound_entries = NULL;
  d->nbound = 0;
}

/* Return the address of function NAME in D, or 0.  */
uintptr_t
sfi_domain_symbol (const struct sfi_domain *d, const char *name)
{
  for (size_t i = 0; i < d->nsyms; i++)
    if (strcmp (d->syms[i].name, name) == 0)
      return d->syms[i].addr;
  return 0;
}

/* Return D's binding of function NAME, creating it; NULL on failure.  */
static struct sfi_bound *
find_bound (struct sfi_domain *d, const char *name)
{
  uintptr_t fn;
  struct sfi_bound *b;

  for (size_t i = 0; i < d->nbound; i++)
    if (strcmp (d->bound[i].name, name) == 0)
      return &d->bound[i];
  fn = sfi_domain_symbol (d, name);
  if (fn == 0)
    {
      sfi_domain_failf (d, "sfi: %s: no function %s", d->name, name);
      return NULL;
    }
  /* The bound entry jumps to FN as a constant, without sandboxing it:
     the loader checked every function symbol (entry invariant E1,
     sfi-priv.h); so does this, in case a symbol ever comes from
     elsewhere.  */
  if (!sfi_code_entry_ok (d, fn))
    {
      sfi_domain_failf (d, "sfi: %s: %s is not an entry point of the"
			" module's verified code", d->name, name);
      return NULL;
    }
  b = realloc (d->bound, (d->nbound + 1) * sizeof *b);
  if (b == NULL)
    return NULL;
  d->bound = b;
  b = &d->bound[d->nbound++];
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

  if (!d->loaded || save < 0 || save >= SFI_SAVE_VARIANTS)
    return sfi_domain_failf (d, "sfi: %s: cannot bind an interface",
			     d->name);
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
	  if (d->gate_used + sfi_arch_entry_max () > d->gate_size)
	    {
	      status = sfi_domain_failf (d, "sfi: %s: too many bound"
					 " functions", d->name);
	      break;
	    }
	  if (!opened && (status = stubs_open (d)) != 0)
	    break;
	  opened = 1;
	  uint32_t *p = (uint32_t *) (d->gate_base + d->gate_used);
	  b->tramp[save] = (uintptr_t) p;
	  p = sfi_write_entry (d, p, save, b->fn);
	  d->gate_used = (uintptr_t) p - d->gate_base;
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
  free (d->bound_entries);
  d->bound_entries = entries;
  d->head.iface = iface;
  d->head.entries = entries;
  return 0;
}

/* Bind for a generated stub on its first call (sfi-stub.h); a failure
   is fatal to the host, like calling an undefined function.  */
int
sfi_stub_bind (struct sfi_domain *d, const void *iface,
	       const char *const *names, unsigned n, int save)
{
  if (sfi_domain_bind (d, iface, names, n, save) != 0)
    {
      fprintf (stderr, "%s\n", sfi_domain_error (d));
      abort ();
    }
  return 0;
}

/* A stub refused argument ARG of FN: record it as D's error.  */
void
sfi_stub_bad_arg (struct sfi_domain *d, const char *fn, int arg)
{
  sfi_domain_failf (d, "sfi: %s: argument %d of %s is outside the domain",
		    d->name, arg, fn);
  d->pending_fault = -1;
}

/* A generated import adapter refused argument ARG of host function FN:
   record it and count it as a denied request; the module gets
   -EFAULT.  */
uintptr_t
sfi_stub_bad_import_arg (struct sfi_domain *d, const char *fn, int arg)
{
  sfi_domain_failf (d, "sfi: %s: argument %d of host function %s is"
		    " outside the domain", d->name, arg, fn);
  d->denied++;
  return (uintptr_t) -EFAULT;
}

/* Implement sfi_domain_take_fault as described in sfi.h.  */
int
sfi_domain_take_fault (struct sfi_domain *d)
{
  int sig = d->pending_fault;
  d->pending_fault = 0;
  return sig;
}

/* End D's innermost call as described in sfi-priv.h, from the host
   call (exit) under way in it: put back the domain stack pointer the
   common path saved in its frame (a register word), just below the entry
   frame (switch.S), and leave through the exit trampoline of the call's
   variant.  */
void
sfi_end_call (struct sfi_domain *d)
{
  uintptr_t tagged = d->ctx.host_sp;
  uintptr_t common = (tagged & ~(uintptr_t) SFI_FRAME_TAG_MASK) - SFI_ARCH_COMMON_FRAME;
  d->ctx.mod_sp = *(const uintptr_t *) (common + SFI_ARCH_COMMON_MOD_SP);
  sfi_arch_jump_exit (sfi_arch_exit_at (d), d->exit_tramp[tagged & SFI_FRAME_TAG_MASK]);
}
