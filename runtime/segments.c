/* Reserving address space exactly where a domain's layout wants it
   (<arch>/layout.c places the segments; this is what both use), and the
   rule for how a data segment divides between data, heap and stack.  */

#include <errno.h>
#include <sys/mman.h>
#include "sfi-priv.h"

#ifndef MAP_FIXED_NOREPLACE
#define MAP_FIXED_NOREPLACE 0x100000
#endif

/* Map LEN bytes of anonymous memory with PROT exactly at ADDR, without
   replacing anything already there.  Kernels (and qemu versions) that do
   not know MAP_FIXED_NOREPLACE treat it as a hint, so check the address
   we got.  Return 0 on success.  */
int
sfi_map_exact (uintptr_t addr, size_t len, int prot)
{
  void *p = mmap ((void *) addr, len, prot,
		  MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0);
  if (p == MAP_FAILED)
    return -1;
  if ((uintptr_t) p != addr)
    {
      munmap (p, len);
      errno = EEXIST;
      return -1;
    }
  return 0;
}

/* Reserve segment BASE of D's size with GUARD bytes of guard zone on
   both sides, all PROT_NONE, then open the segment itself with PROT.  */
int
sfi_reserve_segment (struct sfi_domain *d, uintptr_t base, size_t guard,
		     int prot)
{
  if (sfi_map_exact (base - guard, d->cfg.seg_size + 2 * guard,
		     PROT_NONE) != 0)
    return -1;
  if (prot != PROT_NONE
      && mprotect ((void *) base, d->cfg.seg_size, prot) != 0)
    {
      int e = errno;
      munmap ((void *) (base - guard), d->cfg.seg_size + 2 * guard);
      errno = e;
      return -1;
    }
  return 0;
}

/* The stack a domain of segments of SEG_SIZE gets when its
   configuration names none: SFI_DEFAULT_STACK_SIZE, and a proportionate
   one (a quarter) in small segments.  */
uintptr_t
sfi_default_stack_size (uintptr_t seg_size)
{
  return SFI_DEFAULT_STACK_SIZE < seg_size / 4 ? SFI_DEFAULT_STACK_SIZE
					       : seg_size / 4;
}

/* The gap of inaccessible pages below a stack of STACK bytes: the
   pages wholly inside the SFI_STACK_GUARD_SIZE bytes (a quarter of a
   smaller stack) below it.  */
uintptr_t
sfi_stack_guard_size (uintptr_t stack)
{
  return SFI_STACK_GUARD_SIZE < stack / 4 ? SFI_STACK_GUARD_SIZE : stack / 4;
}

/* Return nonzero if data ending EXTENT bytes into a data segment of
   SEG_SIZE leaves room for a heap below STACK bytes of stack, its gap
   and HOST_AREA bytes kept for the host.  The sizes are the host's
   configuration: no sum may wrap.  */
int
sfi_data_fits (uintptr_t extent, uintptr_t seg_size, uintptr_t stack,
	       uintptr_t host_area)
{
  uintptr_t top = stack + sfi_stack_guard_size (stack);
  return stack < seg_size && top < seg_size && host_area < seg_size - top
	 && extent <= seg_size - top - host_area;
}
