/* Test the atomic operations GCC leaves to libatomic, which the module
   support library provides (runtime/module/atomic.c): on MIPS32 every
   operation on a 64-bit object, on both targets those on objects of
   other sizes, and __atomic_is_lock_free's answers; the reference
   program takes the system's libatomic.  */
/* { dg-do run } */
/* { dg-sfi-ref-libs "-latomic" } */

#include <stdio.h>

static long long big = 1;
static unsigned long long ubig = ~0ull;
struct odd { char c[3]; };
static struct odd odd = { { 1, 2, 3 } };

int
main (void)
{
  long long r = 0, e;
  for (int i = 0; i < 10; i++)
    r += __atomic_fetch_add (&big, (long long) i << 33, __ATOMIC_SEQ_CST);
  r ^= __atomic_add_fetch (&big, 7, __ATOMIC_RELAXED);
  r ^= __atomic_fetch_sub (&big, 3, __ATOMIC_ACQUIRE);
  r ^= __atomic_sub_fetch (&big, 1ll << 40, __ATOMIC_RELEASE);
  r ^= __atomic_fetch_and (&ubig, 0xff00ff00ff00ffull, __ATOMIC_SEQ_CST);
  r ^= __atomic_or_fetch (&ubig, 1ull << 62, __ATOMIC_SEQ_CST);
  r ^= __atomic_fetch_xor (&ubig, 0x123456789ull, __ATOMIC_SEQ_CST);
  r ^= __atomic_nand_fetch (&ubig, 0xf0f0f0f0f0f0ull, __ATOMIC_SEQ_CST);
  e = 5;
  int ok1 = __atomic_compare_exchange_n (&big, &e, 9, 0, __ATOMIC_SEQ_CST,
					 __ATOMIC_SEQ_CST);
  long long seen = e;
  int ok2 = __atomic_compare_exchange_n (&big, &e, 9, 1, __ATOMIC_SEQ_CST,
					 __ATOMIC_SEQ_CST);
  long long x = __atomic_exchange_n (&big, 1ll << 50, __ATOMIC_ACQ_REL);
  __atomic_store_n (&ubig, 77, __ATOMIC_RELEASE);
  long long l = __atomic_load_n (&big, __ATOMIC_ACQUIRE);

  struct odd v = { { 7, 8, 9 } }, got, want = odd;
  __atomic_load (&odd, &got, __ATOMIC_SEQ_CST);
  __atomic_store (&odd, &v, __ATOMIC_SEQ_CST);
  struct odd w = { { 4, 5, 6 } }, old;
  __atomic_exchange (&odd, &w, &old, __ATOMIC_SEQ_CST);
  int ok3 = __atomic_compare_exchange (&odd, &want, &v, 0, __ATOMIC_SEQ_CST,
				       __ATOMIC_SEQ_CST);
  int ok4 = __atomic_compare_exchange (&odd, &want, &v, 0, __ATOMIC_SEQ_CST,
				       __ATOMIC_SEQ_CST);

  printf ("%lld %d %lld %d %lld %lld %llu\n", r, ok1, seen, ok2, x, l, ubig);
  static char buf[16];
  for (unsigned size = 1; size <= 16; size *= 2)
    printf ("%d%d", (int) __atomic_is_lock_free (size, 0),
	    (int) __atomic_is_lock_free (size, (void *) (buf + 1)));
  printf ("\n");
  printf ("%d%d%d %d%d%d %d %d %d%d%d\n", got.c[0], got.c[1], got.c[2],
	  old.c[0], old.c[1], old.c[2], ok3, ok4, odd.c[0], odd.c[1],
	  odd.c[2]);
  return 0;
}
