/* Test that <stdatomic.h> works in a module: the specs file puts GCC's
   own headers before newlib's, whose <stdatomic.h> does not compile
   with GCC's atomics, as a native compile does.  */
/* { dg-do run } */
/* { dg-sfi-ref-libs "-latomic" } */

#include <stdatomic.h>
#include <stdio.h>
#include <limits.h>
#include <stdint.h>
#include <float.h>

static atomic_int x;
static atomic_llong y = 5;

int
main (void)
{
  atomic_fetch_add (&x, 2);
  atomic_fetch_add (&y, 3);
  atomic_flag f = ATOMIC_FLAG_INIT;
  int was = atomic_flag_test_and_set (&f);
  int now = atomic_flag_test_and_set (&f);
  printf ("%d %lld %d %d %d %d %d\n", atomic_load (&x),
	  (long long) atomic_load (&y), was, now, INT_MAX,
	  INTPTR_MAX > 0, DBL_DIG);
  return 0;
}
