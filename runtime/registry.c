/* The registry of live domains and what every part of the runtime asks
   of a domain: its error message, and whether an address is its code or
   data.  A leaf: it calls nothing else of the runtime, so that the
   loader (elf-load.c), the stubs, the fault handlers and the policy can
   use it without depending on domain.c.  */

#include <stdarg.h>
#include <stdio.h>
#include "sfi-priv.h"

struct sfi_domain *sfi_current_domain;

/* Host calls under way, in all domains (sfi_budget_host_enter).  */
unsigned sfi_host_nesting;

struct sfi_domain *sfi_domains[SFI_MAX_DOMAINS];

/* A free slot of the registry, or -1.  The search starts after the last
   slot given, so creating many domains stays linear.  */
int
sfi_registry_free_slot (void)
{
  static int next;
  for (int n = 0; n < SFI_MAX_DOMAINS; n++)
    {
      int i = (next + n) % SFI_MAX_DOMAINS;
      if (sfi_domains[i] == NULL)
	{
	  next = i + 1;
	  return i;
	}
    }
  return -1;
}

/* Enter D in the registry, at its slot.  */
void
sfi_registry_add (struct sfi_domain *d)
{
  sfi_domains[d->lay.slot] = d;
}

/* Take D out of the registry.  */
void
sfi_registry_remove (struct sfi_domain *d)
{
  if (sfi_domains[d->lay.slot] == d)
    sfi_domains[d->lay.slot] = NULL;
}

/* Return the domain whose code segment holds PC, or NULL.  Signal
   handlers use it; a linear scan is fine for them.  */
struct sfi_domain *
sfi_domain_of_pc (uintptr_t pc)
{
  for (int i = 0; i < SFI_MAX_DOMAINS; i++)
    {
      struct sfi_domain *d = sfi_domains[i];
      if (d && pc - d->lay.code_base < d->cfg.seg_size)
	return d;
    }
  return NULL;
}

/* Record a formatted failure reason in D; return -1 for the caller's
   convenience.  */
int
sfi_domain_failf (struct sfi_domain *d, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (d->error, sizeof d->error, fmt, ap);
  va_end (ap);
  return -1;
}

/* Forget D's failure reason: a new run or call starts.  */
void
sfi_domain_clear_error (struct sfi_domain *d)
{
  d->error[0] = 0;
}

/* Return the failure reason stored in D.  */
const char *
sfi_domain_error (const struct sfi_domain *d)
{
  return d->error;
}

/* Implement sfi_code_entry_ok (sfi-priv.h): ADDR is 4-byte aligned and
   in the module's loaded code after the jump table, all of which the
   verifier checked (the fill after it up to the page end is the
   runtime's, not the module's, and the jump table is the runtime's
   too).  */
int
sfi_code_entry_ok (const struct sfi_domain *d, uintptr_t addr)
{
  uintptr_t off = addr - d->lay.code_base;
  return (addr & 3) == 0 && off >= SFI_JT_SIZE && off < d->img.code_used;
}

/* Implement sfi_domain_data_room (sfi-priv.h).  */
uintptr_t
sfi_domain_data_room (const struct sfi_domain *d, uintptr_t addr)
{
  uintptr_t lo = d->lay.data_base, hi = d->lay.data_base + d->cfg.seg_size;
  if (addr < lo || addr >= hi)
    return 0;
  if (addr < sfi_gap_lo (d))
    return sfi_gap_lo (d) - addr;
  return addr < sfi_gap_hi (d) ? 0 : hi - addr;
}

/* Return nonzero if [ADDR, ADDR+LEN) lies inside D's data segment, and
   none of it in the gap below the stack.  */
int
sfi_domain_contains_data (const struct sfi_domain *d, uintptr_t addr,
			  size_t len)
{
  if (len == 0)
    return addr - d->lay.data_base <= d->cfg.seg_size;
  return len <= sfi_domain_data_room (d, addr);
}

/* Implement sfi_mode_name (sfi.h).  */
const char *
sfi_mode_name (int mode)
{
  switch (mode)
    {
    case SFI_MODE_SANDBOX:
      return "sandbox";
    case SFI_MODE_MATCH:
      return "match";
    case SFI_MODE_PROTECT:
      return "protect";
    default:
      return NULL;
    }
}
