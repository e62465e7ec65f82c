/* Test that a module built with -fsfi=protect, run in a domain that
   requires that policy, reads nothing outside its data segment: every
   kind of load (bytes, halves, words, unaligned words, floats, doubles,
   64-bit words, atomics) of every canary area (the pages just beyond the
   guard zones and the gate page, a static array and a malloc block of
   the loader) reads the domain's own word at the sandboxed address, the
   data segment's base bits with the target's offset bits, and never the
   canary pattern.  The module itself compares the two and exits 1 on a
   difference.  On Alpha with the guards that keep both instructions
   (-fplugin-arg-sfi-no-and-only, which MIPS ignores): protect code's
   default one-instruction guard makes such a load fault instead, which
   sfi.runtime/and-only.c checks load by load from the host.  */
/* { dg-do run } */
/* { dg-options "-fsfi=protect -fplugin-arg-sfi-no-and-only" } */
/* { dg-sfi-run-options "--require=protect" } */
/* { dg-sfi-outcome {$status == 0} {^protect-read-canary: [1-9][0-9]* areas, no canary read$} } */

#include <stdio.h>
#include <string.h>
#include <stdint.h>
#include <sfi/sfi-test.h>

/* The default segment size of sfi-run, on both architectures.  */
#define SEG 0x01000000u

static int bad;

/* Where the guard sends ADDR: our data segment's base bits (those of
   any of our own objects) with ADDR's offset bits.  */
static uintptr_t
sandboxed (uintptr_t addr)
{
  return ((uintptr_t) &bad & ~(uintptr_t) (SEG - 1))
	 | (addr & (uintptr_t) (SEG - 1));
}

struct __attribute__ ((packed)) unaligned { char c; unsigned w; };

static void
check (const char *what, long area, unsigned long long got,
       unsigned long long mine, unsigned long long canary)
{
  if (got == canary || got != mine)
    {
      printf ("area %ld: %s read %#llx (own word %#llx)%s\n", area, what,
	      got, mine, got == canary ? ": CANARY READ" : "");
      bad = 1;
    }
}

static void __attribute__ ((noinline))
probe (long area, uintptr_t a)
{
  a = (a + 7) & ~(uintptr_t) 7;	/* Doubles need 8-byte alignment.  */
  uintptr_t s = sandboxed (a);
  check ("byte", area, *(volatile unsigned char *) a,
	 *(volatile unsigned char *) s, 0xa5);
  check ("signed byte", area, (unsigned char) *(volatile signed char *) a,
	 (unsigned char) *(volatile signed char *) s, 0xa5);
  check ("half", area, *(volatile unsigned short *) a,
	 *(volatile unsigned short *) s, 0xa5a5);
  check ("word", area, *(volatile unsigned *) a,
	 *(volatile unsigned *) s, 0xa5a5a5a5u);
  check ("unaligned word", area,
	 ((volatile struct unaligned *) (a + 8))->w,
	 ((volatile struct unaligned *) (s + 8))->w, 0xa5a5a5a5u);
  check ("64-bit word", area, *(volatile unsigned long long *) (a + 16),
	 *(volatile unsigned long long *) (s + 16), 0xa5a5a5a5a5a5a5a5ull);
  volatile float f = *(volatile float *) (a + 24);
  volatile float g = *(volatile float *) (s + 24);
  unsigned fw, gw;
  memcpy (&fw, (const void *) &f, 4);
  memcpy (&gw, (const void *) &g, 4);
  check ("float", area, fw, gw, 0xa5a5a5a5u);
  volatile double d = *(volatile double *) (a + 32);
  volatile double e = *(volatile double *) (s + 32);
  unsigned long long dw, ew;
  memcpy (&dw, (const void *) &d, 8);
  memcpy (&ew, (const void *) &e, 8);
  check ("double", area, dw, ew, 0xa5a5a5a5a5a5a5a5ull);
  check ("atomic word", area,
	 __atomic_load_n ((unsigned *) (a + 40), __ATOMIC_SEQ_CST),
	 __atomic_load_n ((unsigned *) (s + 40), __ATOMIC_SEQ_CST),
	 0xa5a5a5a5u);
}

int
main (void)
{
  long n = sfi_test_hook (SFI_TEST_COUNT, 0);
  for (long i = 0; i < n; i++)
    probe (i, (uintptr_t) sfi_test_hook (SFI_TEST_ADDR, (int) i));
  if (bad)
    return 1;
  printf ("protect-read-canary: %ld areas, no canary read\n", n);
  return 0;
}
