/* Where an Alpha domain goes (sfi_arch_place).

   Every domain keeps the module's code-to-data distance
   (SFI_ARCH_CODE_DATA_DISTANCE, alpha-abi.h), so its code needs no
   relocation, and has its stub page right below its code segment, where
   the jump table's "br" instructions reach it:

     stub page     [SFI_STUB_PAGE_SIZE] right below the code segment
     code segment  [seg_size], in the lower half of a band of twice the
		   distance
     data segment  [guard][seg_size][guard], one distance above  */

#include <errno.h>
#include <sys/mman.h>
#include <unistd.h>
#include "sfi-priv.h"

/* Implement sfi_arch_place: candidate code bases run through bands of
   the distance's size, whose data segments lie one distance up, at a
   stride that leaves room for the data segment's guard zones.  The
   search resumes after the last domain placed.  */
int
sfi_arch_place (struct sfi_domain *d)
{
  static uintptr_t cursor;
  uintptr_t seg = d->cfg.seg_size, dist = SFI_ARCH_CODE_DATA_DISTANCE;
  uintptr_t stride = (seg + 2 * SFI_GUARD_SIZE + seg - 1) & ~(seg - 1);
  uintptr_t start = cursor ? cursor : SFI_ARCH_LINK_CODE;

  if ((d->lay.slot = sfi_registry_free_slot ()) < 0)
    {
      errno = ENOSPC;
      return -1;
    }
  start = (start + seg - 1) & ~(seg - 1);
  for (int pass = 0; pass < 2; pass++)
    for (uintptr_t c = pass ? SFI_ARCH_LINK_CODE : start;
	 c + dist + seg + SFI_GUARD_SIZE <= SFI_ARCH_CODE_LIMIT
	 && (pass == 0 || c < start); )
      {
	uintptr_t band = (c - SFI_ARCH_LINK_CODE) / (2 * dist);
	uintptr_t in_band = c - SFI_ARCH_LINK_CODE - band * 2 * dist;
	if (in_band + seg + SFI_GUARD_SIZE > dist)
	  {
	    /* The rest of this band's code half cannot hold a domain.  */
	    c = SFI_ARCH_LINK_CODE + (band + 1) * 2 * dist;
	    continue;
	  }
	if (sfi_map_exact (c - SFI_STUB_PAGE_SIZE, SFI_STUB_PAGE_SIZE + seg,
			   PROT_NONE) == 0)
	  {
	    if (sfi_reserve_segment (d, c + dist, SFI_GUARD_SIZE,
				     PROT_READ | PROT_WRITE) == 0
		&& mprotect ((void *) (c - SFI_STUB_PAGE_SIZE),
			     SFI_STUB_PAGE_SIZE, PROT_READ | PROT_WRITE) == 0)
	      {
		d->lay.gate_base = c - SFI_STUB_PAGE_SIZE;
		d->lay.gate_size = SFI_STUB_PAGE_SIZE;
		d->lay.code_base = c;
		d->lay.data_base = c + dist;
		cursor = c + stride;
		return 0;
	      }
	    munmap ((void *) (c - SFI_STUB_PAGE_SIZE),
		    SFI_STUB_PAGE_SIZE + seg);
	  }
	c += stride;
      }
  errno = ENOMEM;
  return -1;
}

/* Where sfi_arch_alloc_domain looks first: addresses below 2 GiB, whose
   loads take two instructions where a 64-bit address takes five, on
   each entry and exit (tramp.c); a few tries a domain.  */
#define LOW_START	0x10000000
#define LOW_END		0x7fff0000
#define LOW_TRIES	16

/* Implement sfi_arch_alloc_domain: below LOW_END if some place there is
   free, else anywhere.  */
void *
sfi_arch_alloc_domain (size_t size)
{
  static uintptr_t cursor = LOW_START;
  uintptr_t page = (uintptr_t) sysconf (_SC_PAGESIZE);
  uintptr_t len = (size + page - 1) & ~(page - 1);

  for (int i = 0; i < LOW_TRIES && cursor + len <= LOW_END; i++)
    {
      uintptr_t at = cursor;
      cursor += len;
      if (sfi_map_exact (at, len, PROT_READ | PROT_WRITE) == 0)
	return (void *) at;
    }
  return mmap (NULL, size, PROT_READ | PROT_WRITE,
	       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
}
