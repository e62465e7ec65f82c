/* Test that a module compiled and linked with -flto loads and runs: the
   plugin makes an ordinary object (sfi_disable_lto), since the
   link-time compiler would recompile intermediate code without it and
   the loader would refuse the unsandboxed result.  */
/* { dg-do run } */
/* { dg-options "-flto" } */

#include <stdio.h>

static int table[64];

static int __attribute__ ((noinline))
fill (int *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += p[i] = i * i;
  return s;
}

int
main (void)
{
  int (*volatile fn) (int *, int) = fill;
  printf ("%d %d\n", fn (table, 64), table[63]);
  return 0;
}
