/* Test Alpha's one-instruction data guards (-fplugin-arg-sfi-and-only,
   alpha-abi.h): such a module loads only into a domain whose data base
   has SFI_ALPHA_AND_ONLY_BITS bits; its own code computes as ever; a
   wild load (of every kind: bytes, halves, words, unaligned words,
   floats, doubles, quads, atomics) or store of a host address, of each
   hole (every proper subset of the base's bits, 0 included, and below
   them) and of other high bits either faults or stays in the domain, never reading the
   host's secret or changing its memory; the holes stay reserved after
   the domain is destroyed; domains fill the places there are (many
   more than the 28 of two-bit bases), each at its own base and none at
   another's hole, the next load fails with a clear message, and
   destroying one makes room again.
   sfi-target: alpha*-*-*  */
/* { dg-do run } */

#include <string.h>
#include <sys/mman.h>
#include <sfi/alpha-abi.h>
#include "host.h"
#include "and-only-kinds.h"

#define SEG 0x100000
#define MAX 1024

static volatile unsigned long secret = 0x5ec7e75e5ec7e75eul;

/* Call FN of D on A0, A1; return 1 with the result in *R, or 0 if the
   call faulted.  */
static int
try_call (struct sfi_domain *d, const char *fn, uintptr_t a0, uintptr_t a1,
	  uintptr_t *r)
{
  uintptr_t args[2] = { a0, a1 };
  return sfi_domain_call (d, fn, 2, args, r) == 0;
}

/* The data base of D, checked to be an and-only base.  */
static uintptr_t
and_only_base (struct sfi_domain *d)
{
  uintptr_t b = ((const struct sfi_domain_head *) d)->data_base;
  if (__builtin_popcountl (b) != SFI_ALPHA_AND_ONLY_BITS
      || (b & ((1ul << SFI_ALPHA_AND_ONLY_LOW_BIT) - 1))
      || b >> (SFI_ALPHA_AND_ONLY_HIGH_BIT + 1))
    fail ("data base %#lx is not %d bits in [%d, %d]", (unsigned long) b,
	  SFI_ALPHA_AND_ONLY_BITS, SFI_ALPHA_AND_ONLY_LOW_BIT,
	  SFI_ALPHA_AND_ONLY_HIGH_BIT);
  return b;
}

/* The domain's word at ADDR, or NULL if ADDR is outside its data
   segment at BASE.  */
static volatile unsigned long *
word_at (struct sfi_domain *d, uintptr_t base, uintptr_t addr)
{
  return addr - base <= SEG - 8 ? sfi_domain_ptr (d, addr, 8) : NULL;
}

/* Fail unless nothing can be mapped at ADDR.  */
static void
check_reserved (uintptr_t addr)
{
  void *m = mmap ((void *) addr, 0x2000, PROT_READ | PROT_WRITE,
		  MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0);
  if (m == (void *) addr)
    fail ("hole %#lx is not reserved", (unsigned long) addr);
  if (m != MAP_FAILED)
    munmap (m, 0x2000);
}

/* Fail unless every hole of data base BASE, each proper subset of its
   bits (0 included), is reserved from its lower guard zone to the end
   of a largest segment's upper one.  */
static void
check_holes (uintptr_t base)
{
  for (uintptr_t h = 0; h != base; h = (h - base) & base)
    {
      check_reserved (h ? h - SFI_GUARD_SIZE : 0x10000);
      check_reserved (h + SEG);
      check_reserved (h + SFI_ALPHA_MAX_SEG_SIZE + SFI_GUARD_SIZE - 0x2000);
    }
}

/* A wild store of FN (ext_poke: displacement 0, ext_poke_below: DISP)
   to T in D: it faults, or it stores into the domain's word where a
   guard of the address, or of the base before the displacement, sends
   it.  */
static void
wild_store (struct sfi_domain *d, uintptr_t base, const char *fn,
	    uintptr_t t, long disp)
{
  uintptr_t mask = base | (SEG - 1), r;
  volatile unsigned long *w1 = word_at (d, base, (t + disp) & mask);
  volatile unsigned long *w2 = word_at (d, base, (t & mask) + disp);
  if (w1)
    *w1 = 0x600d;
  if (w2)
    *w2 = 0x600d;
  if (try_call (d, fn, t, 0xbad, &r)
      && !(w1 && *w1 == 0xbad) && !(w2 && *w2 == 0xbad))
    fail ("%s to %#lx did not fault, nor store in the domain", fn,
	  (unsigned long) t);
  if (secret != 0x5ec7e75e5ec7e75eul)
    fail ("the host's secret changed");
}

/* A wild load of every kind and a store of T in D: each faults, or
   reaches the domain's own bytes where the guard sends T (which, filled
   with normal floats, read the same from the host).  T is a multiple of
   8, so every kind reads within the word at T.  */
static void
wild (struct sfi_domain *d, uintptr_t base, uintptr_t t)
{
  uintptr_t at = t & (base | (SEG - 1)), r;
  volatile unsigned long *mine = word_at (d, base, at);
  if (mine)
    *mine = 0x3f8123453f812345ul;
  for (unsigned k = 0; k < AO_KINDS; k++)
    if (try_call (d, "ext_peek_kind", t, k, &r)
	&& !(mine && r == ao_read_kind ((uintptr_t) mine, k)))
      fail ("load %u of %#lx did not fault, nor read the domain's bytes"
	    " (%#lx)", k, (unsigned long) t, (unsigned long) r);
  wild_store (d, base, "ext_poke", t, 0);
}

int
main (int argc, char **argv)
{
  struct sfi_domain_config cfg = { SEG, 0, "and-only" };
  struct sfi_domain *d = sfi_domain_create (&cfg);
  if (!d || sfi_domain_load (d, argv[1]) != 0)
    fail ("load: %s", d ? sfi_domain_error (d) : "create");
  uintptr_t base = and_only_base (d), r;
  unsigned a = 63 - __builtin_clzl (base);

  if (call1 (d, "ext_own", 3) != 3 * 2016)
    fail ("ext_own computes differently");
  uintptr_t own = sfi_domain_alloc (d, 32);
  volatile unsigned long *p = sfi_domain_ptr (d, own, 32);
  if (!p)
    fail ("alloc");
  p[0] = 7, p[1] = 8, p[2] = 9;
  if (!try_call (d, "ext_sum", own, 3, &r) || r != 24)
    fail ("ext_sum of the domain's own words");

  uintptr_t targets[] = {
    (uintptr_t) &secret, 0, base + 0x100, base + SEG, base - 8,
    base | (1ul << 36) | 0x100, base | (1ul << 20) | 0x100,
    (1ul << a) | (1ul << 39) | 0x100, ~(uintptr_t) 0 - 7,
  };
  for (unsigned i = 0; i < sizeof targets / sizeof *targets; i++)
    wild (d, base, targets[i]);
  /* Each hole (a proper subset of the base's bits, from 0 up), below it
     (guard zones, or the top of the address space, also from 0x100) and
     below the segment.  */
  for (uintptr_t h = 0; h != base; h = (h - base) & base)
    {
      wild (d, base, h + 0x100);
      wild (d, base, h + SEG - 8);
      wild_store (d, base, "ext_poke_below", h, -4000 * 8);
    }
  wild_store (d, base, "ext_poke_below", 0x100, -4000 * 8);
  wild_store (d, base, "ext_poke_below", base, -4000 * 8);
  if (call1 (d, "ext_own", 5) != 5 * 2016)
    fail ("ext_own after the faults");
  sfi_domain_destroy (d);

  /* The holes stay reserved: nothing else may be put there.  */
  check_holes (base);

  /* As many as there are places, each its own.  */
  static struct sfi_domain *m[MAX];
  int n = 0;
  for (; n < MAX; n++)
    {
      m[n] = sfi_domain_create (&cfg);
      if (!m[n])
	fail ("create %d", n);
      if (sfi_domain_load (m[n], argv[1]) != 0)
	break;
      uintptr_t bn = and_only_base (m[n]);
      for (int j = 0; j < n; j++)
	if (((const struct sfi_domain_head *) m[j])->data_base == bn)
	  fail ("two domains at %#lx", (unsigned long) bn);
      check_holes (bn);
      call1 (m[n], "ext_own", n);
    }
  /* Two-bit bases gave 28 under qemu-alpha, four-bit ones 203.  */
  if (n == MAX || n <= 28)
    fail ("%d domains of one-instruction guards", n);
  if (!strstr (sfi_domain_error (m[n]), "one-instruction guards"))
    fail ("unclear error: %s", sfi_domain_error (m[n]));
  for (int j = 0; j < n; j++)
    if (call1 (m[j], "ext_own", j) != (uintptr_t) j * 2016)
      fail ("domain %d of %d computes differently", j, n);
  sfi_domain_destroy (m[0]);
  if (sfi_domain_load (m[n], argv[1]) != 0)
    fail ("no room after a destroy: %s", sfi_domain_error (m[n]));
  and_only_base (m[n]);
  for (int j = 1; j <= n; j++)
    sfi_domain_destroy (m[j]);
  printf ("PASS: one-instruction guards in %d domains (first at %#lx)\n", n,
	  (unsigned long) base);
  return 0;
}
