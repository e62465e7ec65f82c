/* Where a MIPS domain goes (sfi_arch_place).

   A domain owns three reservations:

     stub page     trusted trampolines (stubs.c), slot N of the stub area
		   at SFI_ARCH_LINK_GATE, for the domain of registry slot N
     code segment  [seg_size] at SFI_ARCH_LINK_CODE if free, else the
		   next free aligned place in the same jump region, which
		   the jump table's "j" instructions reach
     data segment  [guard][seg_size][guard] at SFI_ARCH_LINK_DATA if
		   free and aligned, else above the code region  */

#include <errno.h>
#include <sys/mman.h>
#include "sfi-priv.h"

/* The area of every domain's stub page.  */
#define STUB_AREA_SIZE (SFI_MAX_DOMAINS * SFI_STUB_PAGE_SIZE)

/* Upper ends of where code and data segments may go: the code must stay
   in the gate's jump region (256 MiB); the data below the area
   qemu-user and the kernel use for the stack and mappings.  */
#define CODE_LIMIT (((uintptr_t) SFI_ARCH_LINK_GATE & SFI_ARCH_J_REGION_MASK) \
		    + (~(uintptr_t) SFI_ARCH_J_REGION_MASK + 1))
#define DATA_LIMIT 0x70000000u
_Static_assert (SFI_MAX_SEG_SIZE <= (~(uintptr_t) SFI_ARCH_J_REGION_MASK + 1) / 4,
		"the largest code segment fits a jump region four times");

/* Give D a slot of the registry and its stub page (slot N of the stub
   area), mapped read-write until stubs.c fills and seals it.  */
static int
stub_acquire (struct sfi_domain *d)
{
  int i = sfi_registry_free_slot ();
  if (i < 0)
    {
      errno = ENOSPC;
      return -1;
    }
  d->lay.gate_base = SFI_ARCH_LINK_GATE + (uintptr_t) i * SFI_STUB_PAGE_SIZE;
  d->lay.gate_size = SFI_STUB_PAGE_SIZE;
  if (sfi_map_exact (d->lay.gate_base, d->lay.gate_size,
		     PROT_READ | PROT_WRITE) != 0)
    return -1;
  d->lay.slot = i;
  return 0;
}

/* Reserve a segment of D with GUARD-sized guard zones (and PROT inside
   them) at the first free address aligned to the segment size in
   [FROM, LIMIT), wrapping once to [LOW, FROM).  Return its base, or 0 if
   there is no room.  */
static uintptr_t
place_segment (struct sfi_domain *d, uintptr_t from, uintptr_t low,
	       uintptr_t limit, size_t guard, int prot)
{
  uintptr_t seg = d->cfg.seg_size;
  from = (from + seg - 1) & ~(seg - 1);
  low = (low + guard + seg - 1) & ~(seg - 1);
  for (int pass = 0; pass < 2; pass++)
    for (uintptr_t b = pass ? low : from;
	 b + seg + guard <= limit && (pass == 0 || b < from); b += seg)
      if (sfi_reserve_segment (d, b, guard, prot) == 0)
	return b;
  return 0;
}

/* Implement sfi_arch_place.  Code segments need no guard zones: nothing
   reaches code through a displacement (jumps through the code register
   have none, and direct branches are verified to stay inside).  Data
   segments go to the link address if it is free, else above the code
   region, which they would otherwise crowd.  */
int
sfi_arch_place (struct sfi_domain *d)
{
  if (stub_acquire (d) != 0)
    return -1;
  d->lay.code_base = place_segment (d, SFI_ARCH_LINK_CODE,
				SFI_ARCH_LINK_GATE + STUB_AREA_SIZE,
				CODE_LIMIT, 0, PROT_NONE);
  if (!d->lay.code_base)
    goto no_room;
  /* The link address only where it is aligned to the segment size (16
     MiB and less): a guard keeps the base's bits above the offset, so a
     misaligned base would send accesses below the segment.  */
  if ((SFI_ARCH_LINK_DATA & (d->cfg.seg_size - 1)) == 0
      && sfi_reserve_segment (d, SFI_ARCH_LINK_DATA, SFI_GUARD_SIZE,
			      PROT_READ | PROT_WRITE) == 0)
    d->lay.data_base = SFI_ARCH_LINK_DATA;
  else
    d->lay.data_base = place_segment (d, CODE_LIMIT, CODE_LIMIT, DATA_LIMIT,
				  SFI_GUARD_SIZE, PROT_READ | PROT_WRITE);
  if (d->lay.data_base)
    return 0;
  munmap ((void *) d->lay.code_base, d->cfg.seg_size);
 no_room:
  munmap ((void *) d->lay.gate_base, d->lay.gate_size);
  errno = ENOMEM;
  return -1;
}

/* Implement sfi_arch_alloc_domain: every address is 32 bits, built in
   two instructions at most, so anywhere.  */
void *
sfi_arch_alloc_domain (size_t size)
{
  return mmap (NULL, size, PROT_READ | PROT_WRITE,
	       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
}
