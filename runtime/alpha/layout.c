/* Where an Alpha domain goes (sfi_arch_place, sfi_arch_place_and_only).

   Every domain keeps the module's data-to-code distance D
   (SFI_ARCH_CODE_DATA_DISTANCE, alpha-abi.h), so its code needs no
   relocation, and has its stub page right below its code segment, where
   the jump table's "br" instructions reach it:

     data segment  [guard][seg_size][guard], in the lower half of a band
		   of 2D, so that its base has the distance's bit clear
     stub page     [SFI_STUB_PAGE_SIZE] right below the code segment
     code segment  [seg_size], D above the data segment

   A module of one-instruction data guards (alpha-abi.h,
   SFI_ALPHA_AND_ONLY_SECTION) runs only in a domain whose data base has
   exactly AO_BITS bits set, all in [AO_LOW_BIT, AO_HIGH_BIT]: "and
   X,$5,R" then leaves R in the data segment or within one segment of a
   proper subset of those bits, the "and-only holes", which this file
   keeps reserved and inaccessible for as long as the process lives.
   Bases of the same number of bits are never subsets of each other, so
   no hole is another domain's base.  */

#include <errno.h>
#include <sys/mman.h>
#include <unistd.h>
#include "sfi-priv.h"

#define DIST SFI_ARCH_CODE_DATA_DISTANCE

/* Put D's segments at data base DATA: stub page and code segment,
   then the data segment between its guard zones.  Return 0, or -1 with
   nothing left mapped.  */
static int
place_at (struct sfi_domain *d, uintptr_t data)
{
  uintptr_t seg = d->cfg.seg_size, code = data + DIST;

  if (sfi_map_exact (code - SFI_STUB_PAGE_SIZE, SFI_STUB_PAGE_SIZE + seg,
		     PROT_NONE) != 0)
    return -1;
  if (sfi_reserve_segment (d, data, SFI_GUARD_SIZE,
			   PROT_READ | PROT_WRITE) == 0)
    {
      if (mprotect ((void *) (code - SFI_STUB_PAGE_SIZE), SFI_STUB_PAGE_SIZE,
		    PROT_READ | PROT_WRITE) == 0)
	{
	  d->lay.gate_base = code - SFI_STUB_PAGE_SIZE;
	  d->lay.gate_size = SFI_STUB_PAGE_SIZE;
	  d->lay.code_base = code;
	  d->lay.data_base = data;
	  d->lay.and_only = 0;
	  return 0;
	}
      munmap ((void *) (data - SFI_GUARD_SIZE), seg + 2 * SFI_GUARD_SIZE);
    }
  munmap ((void *) (code - SFI_STUB_PAGE_SIZE), SFI_STUB_PAGE_SIZE + seg);
  return -1;
}

/* Place D anywhere: candidate data bases run through the lower halves
   of bands of 2D from the link address up, at a stride that leaves room
   for the guard zones; the search resumes after the last domain
   placed.  */
static int
place_general (struct sfi_domain *d)
{
  static uintptr_t cursor;
  uintptr_t seg = d->cfg.seg_size;
  uintptr_t stride = (seg + 2 * SFI_GUARD_SIZE + seg - 1) & ~(seg - 1);
  uintptr_t start = cursor ? cursor : SFI_ARCH_LINK_DATA;

  start = (start + seg - 1) & ~(seg - 1);
  for (int pass = 0; pass < 2; pass++)
    for (uintptr_t c = pass ? SFI_ARCH_LINK_DATA : start;
	 c + DIST + seg <= SFI_ARCH_CODE_LIMIT && (pass == 0 || c < start); )
      {
	uintptr_t in_band = (c - SFI_ARCH_LINK_DATA) % (2 * DIST);
	if (in_band + seg > DIST)
	  {
	    /* The distance's bit would be set: on to the next band.  */
	    c += 2 * DIST - in_band;
	    continue;
	  }
	if (place_at (d, c) == 0)
	  {
	    cursor = c + stride;
	    return 0;
	  }
	c += stride;
      }
  errno = ENOMEM;
  return -1;
}

/* Implement sfi_arch_place.  */
int
sfi_arch_place (struct sfi_domain *d)
{
  if (d->cfg.seg_size > SFI_ALPHA_MAX_SEG_SIZE)
    {
      errno = EINVAL;
      return -1;
    }
  if ((d->lay.slot = sfi_registry_free_slot ()) < 0)
    {
      errno = ENOSPC;
      return -1;
    }
  return place_general (d);
}

/* The bits of and-only data bases (alpha-abi.h).  2^38 is where
   qemu-alpha puts shared libraries and mmap's choices: bases or holes
   that meet something mapped simply fail to be reserved and are
   skipped.  A set of those bits is numbered by its mask shifted down by
   AO_LOW_BIT (ao_address).  */
#define AO_LOW_BIT	SFI_ALPHA_AND_ONLY_LOW_BIT
#define AO_HIGH_BIT	SFI_ALPHA_AND_ONLY_HIGH_BIT
#define AO_BITS		SFI_ALPHA_AND_ONLY_BITS
#define AO_SETS		(1u << (AO_HIGH_BIT - AO_LOW_BIT + 1))

static uintptr_t
ao_address (unsigned set)
{
  return (uintptr_t) set << AO_LOW_BIT;
}

/* The holes reserved so far, one bit per set: set S for [S - guard, S +
   max segment + guard), the empty set for [0, max segment + guard).
   They are never given back: a later domain could otherwise be placed
   in one.  */
static uint64_t holes[(AO_SETS + 63) / 64];

/* Below this, qemu-user takes MAP_FIXED_NOREPLACE as a hint and moves
   the mapping up (its own mmap_min_addr).  */
#define LOW_PROBE_END 0x10000

/* Reserve the bottom hole [0, END): pages below LOW_PROBE_END one by
   one (msync, which changes nothing, fails with ENOMEM on an unmapped
   page, which MAP_FIXED then takes without replacing anything, or which
   the kernel never maps at all), the rest at once.  On failure nothing
   stays mapped.  */
static int
reserve_bottom (uintptr_t end)
{
  uintptr_t page = (uintptr_t) sysconf (_SC_PAGESIZE);
  uintptr_t mapped[LOW_PROBE_END / 4096];
  unsigned n = 0;

  for (uintptr_t a = 0; a < LOW_PROBE_END; a += page)
    {
      if (msync ((void *) a, page, MS_ASYNC) == 0 || errno != ENOMEM)
	goto undo;		/* Something is mapped there.  */
      void *p = mmap ((void *) a, page, PROT_NONE,
		      MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
      if (p == (void *) a)
	mapped[n++] = a;
      else if (p != MAP_FAILED)
	{
	  munmap (p, page);
	  goto undo;
	}
    }
  if (sfi_map_exact (LOW_PROBE_END, end - LOW_PROBE_END, PROT_NONE) == 0)
    return 0;
 undo:
  while (n)
    munmap ((void *) mapped[--n], page);
  return -1;
}

/* Reserve the hole of SET (ao_address), the empty set's at the
   bottom.  */
static int
reserve_hole (unsigned set)
{
  uintptr_t size = SFI_ALPHA_MAX_SEG_SIZE + SFI_GUARD_SIZE;
  uint64_t *word = &holes[set / 64], bit = (uint64_t) 1 << (set % 64);

  if (__atomic_load_n (word, __ATOMIC_ACQUIRE) & bit)
    return 0;
  if (set == 0 ? reserve_bottom (size) != 0
      : sfi_map_exact (ao_address (set) - SFI_GUARD_SIZE,
		       size + SFI_GUARD_SIZE, PROT_NONE) != 0)
    return -1;
  /* Atomic, as hosts may create domains from several threads: a lost
     bit would only make its bases unusable (its second reservation
     fails), but it costs nothing to keep.  */
  __atomic_fetch_or (word, bit, __ATOMIC_RELEASE);
  return 0;
}

/* Reserve the holes of SET: every proper subset of its bits, the empty
   one first.  */
static int
reserve_holes (unsigned set)
{
  for (unsigned sub = 0;; sub = (sub - set) & set)
    {
      if (sub == set)
	return 0;
      if (reserve_hole (sub) != 0)
	return -1;
    }
}

/* Implement sfi_arch_place_and_only: move D, which holds no module yet,
   to a data base of AO_BITS bits whose holes are (or can be) reserved,
   the highest first, so that consecutive bases share most of their
   holes; if there is none, D stays where it was and -1 is returned.  */
int
sfi_arch_place_and_only (struct sfi_domain *d)
{
  struct sfi_layout old = d->lay;

  if (d->lay.and_only)
    return 0;
  for (unsigned set = AO_SETS - 1; set > 0; set--)
    {
      uintptr_t base = ao_address (set);
      if (__builtin_popcount (set) != AO_BITS
	  || base + DIST + d->cfg.seg_size > SFI_ARCH_CODE_LIMIT
	  || reserve_holes (set) != 0 || place_at (d, base) != 0)
	continue;
      d->lay.and_only = 1;
      munmap ((void *) old.gate_base, old.gate_size + d->cfg.seg_size);
      munmap ((void *) (old.data_base - SFI_GUARD_SIZE),
	      d->cfg.seg_size + 2 * SFI_GUARD_SIZE);
      return 0;
    }
  d->lay = old;
  errno = ENOSPC;
  return -1;
}

/* Where sfi_arch_alloc_domain looks first: addresses below 2 GiB, whose
   loads take two instructions where a 64-bit address takes five, on
   each entry and exit (tramp.c); a few tries a domain.  The bottom hole
   lies below LOW_START.  */
#define LOW_START	0x10000000
#define LOW_END		0x7fff0000
#define LOW_TRIES	16
_Static_assert (SFI_ALPHA_MAX_SEG_SIZE + SFI_GUARD_SIZE <= LOW_START,
		"the bottom hole");

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
