/* The host-call dispatcher: the trusted arbiter of paper section 3.4.

   A module reaches the host only by jumping to a jump-table entry; the
   gate's common path (switch.S) calls sfi_host_call with the entry number
   and the module's four argument registers (register words, uintptr_t;
   an int argument is the low 32 bits).  Every pointer argument is a
   module address and is range-checked against the domain's data segment
   before use, so a module can read and write only its own memory through
   the host.  Which files it may reach is the policy's business
   (policy.c).  Results are register words too (intptr_t); errors are
   negative errno values.  The host functions a host offers to modules
   (sfi_domain_import, resolved by elf-load.c) are kept here too.  */

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "sfi-priv.h"

/* Largest single read or write, so that one call cannot block the host
   for long on a huge buffer.  */
#define IO_MAX (1u << 20)

/* Host call WRITE: write LEN bytes at module address BUF to the
   module's FD: stdout, stderr or a file it opened for writing
   (policy.c).  */
static intptr_t
host_write (struct sfi_domain *d, uint32_t fd, uintptr_t buf, size_t len)
{
  ssize_t n;
  int hfd = sfi_policy_host_fd (d, fd, 1);
  if (hfd < 0)
    return -EBADF;
  if (len > IO_MAX)
    len = IO_MAX;
  if (!sfi_domain_contains_data (d, buf, len))
    return -EFAULT;
  n = write (hfd, (const void *) buf, len);
  return n < 0 ? -errno : n;
}

/* Host call READ: read up to LEN bytes from the module's FD (stdin or a
   file it opened for reading) into module address BUF.  */
static intptr_t
host_read (struct sfi_domain *d, uint32_t fd, uintptr_t buf, size_t len)
{
  ssize_t n;
  int hfd = sfi_policy_host_fd (d, fd, 0);
  if (hfd < 0)
    return -EBADF;
  if (len > IO_MAX)
    len = IO_MAX;
  if (!sfi_domain_contains_data (d, buf, len))
    return -EFAULT;
  n = read (hfd, (void *) buf, len);
  return n < 0 ? -errno : n;
}

/* Host call CLOCK: store clock CLK's time at module address TS as two
   register words, seconds then nanoseconds (the module's struct
   timespec: two 32-bit words for o32, two 64-bit ones for a 64-bit
   ABI).  */
static intptr_t
host_clock (struct sfi_domain *d, uint32_t clk, uintptr_t ts)
{
  struct timespec now;
  intptr_t *out = (intptr_t *) ts;
  clockid_t hclk;
  switch (clk)
    {
    case SFI_CLOCK_REALTIME: hclk = CLOCK_REALTIME; break;
    case SFI_CLOCK_MONOTONIC: hclk = CLOCK_MONOTONIC; break;
    case SFI_CLOCK_CPUTIME: hclk = CLOCK_PROCESS_CPUTIME_ID; break;
    default: return -EINVAL;
    }
  if ((ts & (sizeof *out - 1))
      || !sfi_domain_contains_data (d, ts, 2 * sizeof *out))
    return -EFAULT;
  if (clock_gettime (hclk, &now) != 0)
    return -errno;
  out[0] = (intptr_t) now.tv_sec;
  out[1] = (intptr_t) now.tv_nsec;
  return 0;
}

/* The host-call ABI's number (sfi/host-calls.h) for host error number
   ERR: the architectures' Linux numbers differ from each other and from
   newlib's above 34.  */
static int
abi_errno (int err)
{
  static const struct { int host, abi; } map[] = {
    { EPERM, SFI_EPERM }, { ENOENT, SFI_ENOENT }, { EIO, SFI_EIO },
    { EBADF, SFI_EBADF }, { ENOMEM, SFI_ENOMEM }, { EACCES, SFI_EACCES },
    { EFAULT, SFI_EFAULT }, { EBUSY, SFI_EBUSY }, { EEXIST, SFI_EEXIST },
    { ENOTDIR, SFI_ENOTDIR }, { EISDIR, SFI_EISDIR },
    { EINVAL, SFI_EINVAL }, { ENFILE, SFI_ENFILE }, { EMFILE, SFI_EMFILE },
    { EFBIG, SFI_EFBIG }, { ENOSPC, SFI_ENOSPC }, { ESPIPE, SFI_ESPIPE },
    { EROFS, SFI_EROFS }, { ENOSYS, SFI_ENOSYS },
    { ENAMETOOLONG, SFI_ENAMETOOLONG }, { ELOOP, SFI_ELOOP },
    { EOVERFLOW, SFI_EOVERFLOW }, { EXDEV, SFI_EXDEV },
    { ERANGE, SFI_ERANGE },
    { ENOTEMPTY, SFI_ENOTEMPTY },
  };
  for (size_t i = 0; i < sizeof map / sizeof map[0]; i++)
    if (map[i].host == err)
      return map[i].abi;
  return SFI_EIO;
}

/* R, a host call's result, with a negative host errno made the ABI's.  */
static intptr_t
abi_result (intptr_t r)
{
  return r < 0 && r > -4096 ? -abi_errno ((int) -r) : r;
}

/* Host call SFI_HOST_BAD_EXIT + V: the exit trampoline of variant V
   was reached in D while the call in progress is not one of variant V
   (exit invariant X1, sfi-priv.h).  End that call as a fault.  */
static void __attribute__ ((noreturn))
bad_exit (struct sfi_domain *d, unsigned v)
{
  uintptr_t entry
    = d->lay.code_base + (SFI_JT_RETURN_BASE + v) * SFI_JT_ENTRY_SIZE;
  unsigned tag = d->ctx.host_sp & SFI_FRAME_TAG_MASK;
  char msg[256];
  size_t n;

  sfi_fault_describe (d, SIGSEGV, entry, entry, msg, sizeof msg);
  n = strlen (msg);
  if (tag == SFI_FRAME_RUN)
    snprintf (msg + n, sizeof msg - n, ": return entry of variant %u in a"
	      " program run", v);
  else
    snprintf (msg + n, sizeof msg - n, ": return entry of variant %u in a"
	      " call of variant %u", v, tag);
  sfi_fault_end_call (d, SIGSEGV, msg);
}

/* Check where host call K of D will return to (entry invariant E1,
   sfi-priv.h): the module's return address, kept in the frame of the
   common path (switch.S) just below the innermost entry frame,
   sandboxed as the common path sandboxes it.  It must be an entry of
   the module's verified code, or the start of a jump-table entry (a
   function that tail-called the host returns to its caller, which may
   be the host, through a return entry, or, in a program run, the exit
   entry).  Otherwise end the call as a fault, before the host function
   runs.  */
static void
check_return (struct sfi_domain *d, uint32_t k)
{
  uintptr_t ra = sfi_common_frame_word (d, SFI_ARCH_COMMON_MOD_RA);
  uintptr_t off = ra & (d->cfg.seg_size - 1), to = d->lay.code_base + off;
  char msg[256];
  size_t n;

  if (sfi_code_entry_ok (d, to)
      || (off < SFI_JT_SIZE && off % SFI_JT_ENTRY_SIZE == 0))
    return;
  sfi_fault_describe (d, SIGSEGV, to, to, msg, sizeof msg);
  n = strlen (msg);
  snprintf (msg + n, sizeof msg - n, ": host call %u would return outside"
	    " the module's code", (unsigned) k);
  sfi_fault_end_call (d, SIGSEGV, msg);
}

/* Check the stack pointer that calls into D made during host call K
   will start from (entry invariant E2): the common path (switch.S) put
   it in the context, a little below the module's $sp.  The verifier
   keeps $sp only within a displacement's reach of the data segment,
   where the guard zones catch every access; an entry takes its $sp as
   valid, so each nested call could take it further out.  It must lie in
   the segment; otherwise end the call as a fault, before the host
   function runs.  */
static void
check_stack (struct sfi_domain *d, uint32_t k)
{
  uintptr_t sp = d->ctx.mod_sp;
  char msg[256];
  size_t n;

  if (sp - d->lay.data_base < d->cfg.seg_size)
    return;
  sfi_fault_describe (d, SIGSEGV,
		      sfi_common_frame_word (d, SFI_ARCH_COMMON_MOD_RA), sp,
		      msg, sizeof msg);
  n = strlen (msg);
  snprintf (msg + n, sizeof msg - n, ": host call %u with the stack"
	    " pointer outside the data segment", (unsigned) k);
  sfi_fault_end_call (d, SIGSEGV, msg);
}

/* End the call of D that made host call K as a fault: host calls and
   calls back into domains nest more than SFI_MAX_NESTING deep, and
   each level takes the host's stack.  */
static void
too_deep (struct sfi_domain *d, uint32_t k)
{
  char msg[256];
  size_t n;
  sfi_fault_describe (d, SIGSEGV,
		      sfi_common_frame_word (d, SFI_ARCH_COMMON_MOD_RA), 0,
		      msg, sizeof msg);
  n = strlen (msg);
  snprintf (msg + n, sizeof msg - n, ": host call %u nested more than %d"
	    " deep in calls back into domains", (unsigned) k,
	    SFI_MAX_NESTING);
  sfi_fault_end_call (d, SIGSEGV, msg);
}

/* Call host function FN, which D's module imports, with arguments
   A0-A3.  The calls into D that FN makes (typed stubs, which keep no
   record of their own) end as they end, and FN may ask
   sfi_domain_take_fault; but the call FN returns into goes on, so their
   endings must not become its ending.  */
static intptr_t
call_import (struct sfi_domain *d, sfi_host_fn fn, uintptr_t a0,
	     uintptr_t a1, uintptr_t a2, uintptr_t a3)
{
  struct sfi_ending outer;
  sfi_outcome_save (d, &outer);
  intptr_t r = (intptr_t) fn (d, a0, a1, a2, a3);
  sfi_outcome_restore (d, &outer);
  return r;
}

/* Dispatch host call K of domain D with arguments A0-A3 (see
   host-calls.h for the numbers).  Returns the result for the module's
   result register ($v0).  EXIT does not return: it unwinds to
   sfi_domain_run or to the innermost call.  Neither does a host call
   that would return outside the module's code, nor SFI_HOST_BAD_EXIT:
   they end the call as a fault.  */
static intptr_t
dispatch (struct sfi_domain *d, uint32_t k, uintptr_t a0, uintptr_t a1,
	  uintptr_t a2, uintptr_t a3)
{
  if (k - SFI_HOST_BAD_EXIT < SFI_SAVE_VARIANTS)
    bad_exit (d, k - SFI_HOST_BAD_EXIT);
  d->host.host_calls++;
  if (k != SFI_HOST_EXIT)
    {
      check_return (d, k);
      check_stack (d, k);
    }
  switch (k)
    {
    case SFI_HOST_EXIT:
      /* exit ends the program of sfi_domain_run, or else the innermost
	 call, which then reports it.  */
      sfi_budget_host_abandon (d);
      if ((d->ctx.host_sp & SFI_FRAME_TAG_MASK) == SFI_FRAME_RUN)
	sfi_arch_leave (&d->ctx, (int) a0);
      sfi_outcome_exit (d, (int) a0);
      sfi_end_call (d);
    case SFI_HOST_WRITE:
      return abi_result (host_write (d, a0, a1, a2));
    case SFI_HOST_READ:
      return abi_result (host_read (d, a0, a1, a2));
    case SFI_HOST_CLOCK:
      return abi_result (host_clock (d, a0, a1));
    case SFI_HOST_HEAP_LIMIT:
      return (intptr_t) d->mem.heap_limit;
    case SFI_HOST_TEST:
      return sfi_canary_hook (a0, a1);
    case SFI_HOST_OPEN:
    case SFI_HOST_CLOSE:
    case SFI_HOST_LSEEK:
    case SFI_HOST_UNLINK:
      return abi_result (sfi_policy_call (d, k, a0, a1, a2));
    case SFI_HOST_FS:
      return abi_result (sfi_fs_call (d, a0, a1, a2, a3));
    default:
      if (k >= SFI_HOST_IMPORT_BASE
	  && k - SFI_HOST_IMPORT_BASE < SFI_IMPORTS_MAX
	  && d->img.imports[k - SFI_HOST_IMPORT_BASE])
	return call_import (d, d->img.imports[k - SFI_HOST_IMPORT_BASE], a0,
			    a1, a2, a3);
      return -SFI_ENOSYS;
    }
}

intptr_t
sfi_host_call (struct sfi_domain *d, uint32_t k, uintptr_t a0, uintptr_t a1,
	       uintptr_t a2, uintptr_t a3)
{
  /* The call's time budget counts its host calls too (fault.c).  */
  struct sfi_host_frame f;
  sfi_budget_host_enter (d, &f);
  if (sfi_host_nesting > SFI_MAX_NESTING)
    too_deep (d, k);
  intptr_t r = dispatch (d, k, a0, a1, a2, a3);
  sfi_budget_host_leave (d, &f);
  return r;
}

/* Implement sfi_domain_import as described in sfi.h.  */
int
sfi_domain_import (struct sfi_domain *d, const char *name, sfi_host_fn fn)
{
  if (name == NULL || fn == NULL)
    return -1;
  struct sfi_offer *o = realloc (d->host.offers,
				 (d->host.noffers + 1) * sizeof *o);
  if (!o)
    return -1;
  d->host.offers = o;
  o[d->host.noffers].name = strdup (name);
  if (!o[d->host.noffers].name)
    return -1;
  o[d->host.noffers++].fn = fn;
  return 0;
}
