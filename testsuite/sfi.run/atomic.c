/* Test that __sync and __atomic operations give the reference results.  */
/* { dg-do run } */

#include <stdio.h>

static int counter;
static char flag;

int
main (void)
{
  int old = 0;
  for (int i = 0; i < 10; i++)
    old += __atomic_fetch_add (&counter, i, __ATOMIC_SEQ_CST);
  int c = __sync_val_compare_and_swap (&counter, 45, 7);
  int d = __sync_bool_compare_and_swap (&counter, 45, 9);
  __atomic_store_n (&flag, 3, __ATOMIC_RELEASE);
  int x = __atomic_exchange_n (&counter, 100, __ATOMIC_ACQ_REL);
  printf ("%d %d %d %d %d %d\n", old, c, d, x, counter, flag);
  return 0;
}
