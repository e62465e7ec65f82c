/* Fault domains: creating, loading, running and destroying them (the
   host's API of sfi.h).  It uses every other part of the runtime; none
   of them calls back into it (the registry is registry.c, the W^X choke
   point executable.c).

   A domain owns three reservations, which <arch>/layout.c places: its
   stub page of trusted trampolines (stubs.c), its code segment, and its
   data segment between PROT_NONE guard zones that cover the largest
   displacement of a sandboxed access (domain-abi.h explains
   SFI_GUARD_SIZE).  */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "sfi-priv.h"

/* Give D's slot and stub page back.  */
static void
stub_release (struct sfi_domain *d)
{
  munmap ((void *) d->lay.gate_base, d->lay.gate_size);
  sfi_registry_remove (d);
}

/* The values of the mask and segment registers every entry loads
   (entry invariant E2), from where D is placed.  */
static void
set_segment_regs (struct sfi_domain *d)
{
  d->ctx.mask = SFI_ARCH_GUARD_MASK (d);
  d->ctx.code_base = d->lay.code_base;
  d->ctx.data_base = d->lay.data_base;
}

/* Create a domain as described in sfi.h.  */
struct sfi_domain *
sfi_domain_create (const struct sfi_domain_config *cfg)
{
  struct sfi_domain *d;

  /* Faults of module code end calls (fault.c); install once.  */
  if (sfi_fault_init () != 0)
    {
      fprintf (stderr, "sfi: cannot install fault handlers\n");
      return NULL;
    }
  /* Page-aligned, so the context is aligned as tramp.c needs (one %hi
     for all fields), and from mmap, because aligned heap blocks
     fragment the host's heap.  */
  d = sfi_arch_alloc_domain (sizeof *d);
  if (d == MAP_FAILED)
    return NULL;
  d->cfg.seg_size = cfg && cfg->seg_size ? cfg->seg_size
					 : SFI_ARCH_DEFAULT_SEG_SIZE;
  d->cfg.stack_size = (cfg && cfg->stack_size
		       ? cfg->stack_size
		       : sfi_default_stack_size (d->cfg.seg_size));
  /* Rounded up, unless that would wrap (refused below).  */
  d->cfg.host_area = !cfg || !cfg->host_area ? SFI_DEFAULT_HOST_AREA
		     : cfg->host_area > UINT32_MAX - SFI_HOST_ALIGN
		     ? UINT32_MAX : SFI_HOST_ROUND (cfg->host_area);
  d->cfg.name = cfg && cfg->name ? cfg->name : "module";
  d->cfg.save = cfg ? cfg->save : SFI_SAVE_CALLER;
  d->cfg.time_limit_ms = cfg ? cfg->time_limit_ms : 0;
  d->cfg.unverified = cfg ? cfg->unverified : 0;
  d->cfg.require_mode = cfg ? cfg->require_mode : SFI_MODE_SANDBOX;
  d->cfg.no_stdin = cfg ? cfg->no_stdin : 0;
  if (d->cfg.save < 0 || d->cfg.save >= SFI_SAVE_VARIANTS)
    {
      fprintf (stderr, "sfi: bad register-saving variant %d\n", d->cfg.save);
      munmap (d, sizeof *d);
      return NULL;
    }
  if (!sfi_mode_name (d->cfg.require_mode))
    {
      fprintf (stderr, "sfi: bad required mode %d\n", d->cfg.require_mode);
      munmap (d, sizeof *d);
      return NULL;
    }
  if (d->cfg.time_limit_ms && sfi_fault_start_watchdog () != 0)
    {
      fprintf (stderr, "sfi: cannot start the time-budget timer\n");
      munmap (d, sizeof *d);
      return NULL;
    }

  /* The sandboxing sequence is "and mask; or base": it only works for a
     power-of-two segment aligned to its size.  */
  const char *bad = NULL;
  if (d->cfg.seg_size < SFI_MIN_SEG_SIZE
      || (d->cfg.seg_size & (d->cfg.seg_size - 1))
      || d->cfg.seg_size > SFI_MAX_SEG_SIZE)
    bad = "segment size";
  else if (d->cfg.stack_size >= d->cfg.seg_size / 2)
    bad = "stack size (at most half the segment)";
  else if (d->cfg.host_area >= d->cfg.seg_size / 2)
    bad = "host area (at most half the segment)";
  if (bad)
    {
      fprintf (stderr, "sfi: bad %s: segments of 0x%lx, stack 0x%lx,"
	       " host area 0x%lx\n", bad, (unsigned long) d->cfg.seg_size,
	       (unsigned long) d->cfg.stack_size,
	       (unsigned long) d->cfg.host_area);
      munmap (d, sizeof *d);
      return NULL;
    }

  if (sfi_arch_place (d) != 0)
    goto fail;
  /* Every guard relies on it (entry invariant E2).  A layout that broke
     it is a bug of the runtime; no domain may run on it.  */
  if (((d->lay.code_base | d->lay.data_base) & (d->cfg.seg_size - 1)) != 0)
    {
      fprintf (stderr, "sfi: internal error: segments placed at 0x%lx"
	       " and 0x%lx, not"
	       " aligned to their size 0x%lx\n",
	       (unsigned long) d->lay.code_base,
	       (unsigned long) d->lay.data_base,
	       (unsigned long) d->cfg.seg_size);
      abort ();
    }

  d->ctx.domain = d;
  set_segment_regs (d);
  sfi_registry_add (d);
  return d;

 fail:
  fprintf (stderr, "sfi: cannot reserve the fault domain's address space:"
	   " %s\n", strerror (errno));
  munmap (d, sizeof *d);
  return NULL;
}

/* Make D's whole code segment inaccessible again, as sfi_arch_place
   reserved it.  */
static int
revoke_code (struct sfi_domain *d)
{
  if (mprotect ((void *) d->lay.code_base, d->cfg.seg_size, PROT_NONE) != 0)
    return sfi_domain_failf (d, "mprotect: %s", strerror (errno));
  return 0;
}

/* Make the whole pages of the gap below D's stack inaccessible (after
   the load, and again after a reset replaced the data segment), and
   record them for sfi_domain_data_room.  */
static int
protect_gap (struct sfi_domain *d)
{
  size_t page = sysconf (_SC_PAGESIZE);
  uintptr_t stack_lo = d->lay.data_base + d->cfg.seg_size
		       - d->cfg.stack_size;
  uintptr_t lo = ((stack_lo - sfi_stack_guard_size (d->cfg.stack_size))
		  + page - 1) & ~(uintptr_t) (page - 1);
  uintptr_t hi = stack_lo & ~(uintptr_t) (page - 1);
  if (lo < hi && mprotect ((void *) lo, hi - lo, PROT_NONE) != 0)
    return sfi_domain_failf (d, "mprotect: %s", strerror (errno));
  /* Kept as offsets, which generated stubs read when they check module
     pointers inline (sfi/sfi-stub.h); sfi_gap_lo gives addresses.  */
  d->head.gap_lo = lo < hi ? lo - d->lay.data_base : 0;
  d->head.gap_hi = lo < hi ? hi - d->lay.data_base : 0;
  return 0;
}

static int load_module (struct sfi_domain *, const char *);

/* Load a module into D (load_module).  A host may load again after a
   failed load (sfi.h), so whatever an attempt made executable is
   revoked when it fails, and once more before each attempt: code
   verified under another module's rules (its dedicated registers, its
   policy) must never stay reachable from the next one.  */
int
sfi_domain_load (struct sfi_domain *d, const char *path)
{
  if (d->mem.loaded)
    return sfi_domain_failf (d, "domain already holds a module");
  if (revoke_code (d) != 0)
    return -1;
  if (load_module (d, path) == 0)
    return 0;
  revoke_code (d);
  return -1;
}

/* Parse and copy the module at PATH into D (elf-load.c), check that its
   data leaves room for the heap and stack, write the jump table and gate,
   then make both executable through the choke point.  */
static int
load_module (struct sfi_domain *d, const char *path)
{
  size_t page = sysconf (_SC_PAGESIZE);

  int loaded = sfi_elf_load (d, path);
  /* A module of one-instruction guards may have moved the domain.  */
  set_segment_regs (d);
  if (loaded != 0)
    return -1;
  if (!sfi_data_fits (d->img.heap_start - d->lay.data_base, d->cfg.seg_size,
		      d->cfg.stack_size, d->cfg.host_area))
    return sfi_fit_failf (d, "the module's data",
			  d->img.heap_start - d->lay.data_base, 1);
  d->mem.heap_limit = d->lay.data_base + d->cfg.seg_size - d->cfg.stack_size
		      - sfi_stack_guard_size (d->cfg.stack_size)
		      - d->cfg.host_area;
  /* Calls into the domain start at the top of its stack, with its $gp.  */
  d->ctx.mod_sp = (d->lay.data_base + d->cfg.seg_size - SFI_STACK_TOP_OFFSET)
		  & ~(uintptr_t) (SFI_ARCH_STACK_ALIGN - 1);
  d->ctx.mod_gp = d->img.gp;
  /* The rest of the last code page is verified and made executable
     too: fill it with a trap the verifier accepts, so that nothing runs
     on past the module's code (SFI_ARCH_CODE_FILL).  */
  uintptr_t code_end = (d->img.code_used + page - 1) & ~(page - 1);
  for (uintptr_t a = (d->img.code_used + 3) & ~(uintptr_t) 3; a < code_end;
       a += 4)
    *(uint32_t *) (d->lay.code_base + a) = SFI_ARCH_CODE_FILL;
  if (sfi_stubs_init (d) != 0)
    return -1;
  if (sfi_make_executable (d, d->lay.code_base, code_end,
			   PROT_READ | PROT_EXEC, 0) != 0)
    return -1;
  /* What sfi_domain_reset restores: the data as loaded and relocated,
     before the module ran.  */
  d->mem.data_image = malloc (d->img.heap_start - d->lay.data_base);
  if (d->mem.data_image == NULL)
    return sfi_domain_failf (d, "out of memory");
  memcpy (d->mem.data_image, (void *) d->lay.data_base,
	  d->img.heap_start - d->lay.data_base);
  if (protect_gap (d) != 0)
    {
      free (d->mem.data_image);
      d->mem.data_image = NULL;
      return -1;
    }
  d->mem.loaded = 1;
  return 0;
}

/* Implement sfi_domain_alloc as described in sfi.h.  */
uintptr_t
sfi_domain_alloc (struct sfi_domain *d, size_t size)
{
  size = SFI_HOST_ROUND (size);
  if (!d->mem.loaded || size == 0
      || size > d->cfg.host_area - d->mem.host_used)
    return 0;
  uintptr_t addr = d->mem.heap_limit + d->mem.host_used;
  d->mem.host_used += size;
  return addr;
}

/* Reset D as described in sfi.h.  Fresh anonymous pages replace the
   whole data segment in one call (no stale heap or stack bytes survive),
   then the loaded data is copied back.  */
int
sfi_domain_reset (struct sfi_domain *d)
{
  if (!d->mem.loaded)
    return sfi_domain_failf (d, "sfi: %s: no module to reset", d->cfg.name);
  if ((d->ctx.host_sp & SFI_FRAME_TAG_MASK) == SFI_FRAME_RUN
      && sfi_current_domain == d)
    return sfi_domain_failf (d, "sfi: %s: reset during a run", d->cfg.name);
  /* No call is under way: forget host calls a host function left by
     longjmp (sfi.h), which never popped their frames.  */
  sfi_budget_host_forget (d);
  void *p = mmap ((void *) d->lay.data_base, d->cfg.seg_size,
		  PROT_READ | PROT_WRITE,
		  MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
  if (p == MAP_FAILED)
    return sfi_domain_failf (d, "sfi: %s: reset: %s", d->cfg.name,
			     strerror (errno));
  memcpy (p, d->mem.data_image, d->img.heap_start - d->lay.data_base);
  if (protect_gap (d) != 0)
    return -1;
  d->mem.host_used = 0;
  d->ctx.mod_sp = (d->lay.data_base + d->cfg.seg_size - SFI_STACK_TOP_OFFSET)
		  & ~(uintptr_t) (SFI_ARCH_STACK_ALIGN - 1);
  sfi_outcome_reset (d);
  sfi_policy_close_files (d);
  return 0;
}

/* Copy the string S to the top of the area below *TOP in the data
   segment; return its module address, or 0 if it does not fit above
   LIMIT.  */
static uintptr_t
push_string (uintptr_t *top, uintptr_t limit, const char *s)
{
  size_t n = strlen (s) + 1;
  if (*top - limit < n)
    return 0;
  *top -= n;
  memcpy ((void *) *top, s, n);
  return *top;
}

/* Run D's module with ARGC/ARGV and ENVP as described in sfi.h.  The
   strings and the argv/envp arrays (of module pointers: uintptr_t) go at
   the top of the stack area, the initial $sp SFI_ARCH_ENTRY_RESERVE
   bytes below them (room for the o32 16-byte argument home area).  */
int
sfi_domain_run_env (struct sfi_domain *d, int argc, char **argv,
		    char **envp)
{
  uintptr_t top = d->lay.data_base + d->cfg.seg_size - SFI_STACK_TOP_OFFSET;
  uintptr_t limit = top - d->cfg.stack_size / 4;	/* Arguments' share.  */
  uintptr_t *vec;
  int status, envc = 0;

  if (!d->mem.loaded)
    return SFI_STATUS_BAD_MODULE;
  if (argc < 0)
    return SFI_STATUS_BAD_MODULE;
  if (sfi_thread_enter_domain (d) != 0)
    return SFI_STATUS_BAD_MODULE;
  while (envp && envp[envc])
    envc++;
  /* argv's strings, then envp's, at [0, argc) and [argc, argc + envc).  */
  char **all = malloc ((argc + envc + 1) * sizeof *all);
  uintptr_t *strs = malloc ((argc + envc + 1) * sizeof *strs);
  if (all == NULL || strs == NULL)
    {
      free (all);
      free (strs);
      sfi_domain_failf (d, "sfi: out of memory");
      return SFI_STATUS_BAD_MODULE;
    }
  if (argc)
    memcpy (all, argv, argc * sizeof *all);
  if (envc)
    memcpy (all + argc, envp, envc * sizeof *all);
  /* The strings, then argv[argc + 1] and envp[envc + 1]: all within the
     arguments' share, which the gap below the stack is far under.  */
  uintptr_t nvec = argc + 1 + envc + 1;
  uintptr_t vec_size = nvec * sizeof *vec + SFI_ARCH_STACK_ALIGN;
  int i;
  for (i = argc + envc - 1; i >= 0; i--)
    if ((strs[i] = push_string (&top, limit, all[i])) == 0)
      break;
  free (all);
  if (i >= 0 || top - limit < vec_size)
    {
      sfi_domain_failf (d, "sfi: %s: argument list too long", d->cfg.name);
      free (strs);
      return SFI_STATUS_BAD_MODULE;
    }
  top &= ~(uintptr_t) (SFI_ARCH_STACK_ALIGN - 1);
  top -= nvec * sizeof *vec;
  top &= ~(uintptr_t) (SFI_ARCH_STACK_ALIGN - 1);
  vec = (uintptr_t *) top;
  for (i = 0; i < argc; i++)
    vec[i] = strs[i];
  vec[argc] = 0;
  for (i = 0; i < envc; i++)
    vec[argc + 1 + i] = strs[argc + i];
  vec[argc + 1 + envc] = 0;
  free (strs);

  uintptr_t call_sp = d->ctx.mod_sp;
  d->ctx.mod_sp = top - SFI_ARCH_ENTRY_RESERVE;
  d->ctx.mod_ra = d->lay.code_base + SFI_HOST_EXIT * SFI_JT_ENTRY_SIZE;
  d->ctx.entry = d->img.entry;
  d->ctx.arg0 = argc;
  d->ctx.arg1 = top;
  d->ctx.arg2 = top + (argc + 1) * sizeof *vec;

  sfi_outcome_begin (d, NULL);
  d->ctx.seq++;
  sfi_current_domain = d;
  status = sfi_arch_enter (&d->ctx);
  sfi_current_domain = NULL;
  /* Host functions the program calls may call into the domain below the
     program's frames (switch.S); later calls start at the top again.  */
  d->ctx.mod_sp = call_sp;
  return status;
}

/* Implement sfi_domain_run as described in sfi.h.  */
int
sfi_domain_run (struct sfi_domain *d, int argc, char **argv)
{
  return sfi_domain_run_env (d, argc, argv, NULL);
}

/* Destroy D as described in sfi.h.  */
void
sfi_domain_destroy (struct sfi_domain *d)
{
  if (d == NULL)
    return;
  sfi_budget_host_forget (d);
  sfi_policy_free (d);
  stub_release (d);
  sfi_stubs_free (d);
  munmap ((void *) d->lay.code_base, d->cfg.seg_size);
  munmap ((void *) (d->lay.data_base - SFI_GUARD_SIZE),
	  d->cfg.seg_size + 2 * SFI_GUARD_SIZE);
  free (d->img.syms);
  free (d->img.objs);
  free (d->img.symstr);
  free (d->mem.data_image);
  for (size_t i = 0; i < d->host.noffers; i++)
    free (d->host.offers[i].name);
  free (d->host.offers);
  munmap (d, sizeof *d);
}
