/* Test that exit from a nested call passes its status like the reference.  */
/* { dg-do run } */

#include <stdio.h>
#include <stdlib.h>

static void __attribute__ ((noinline))
leave (int k)
{
  printf ("leaving %d\n", k);
  exit (k + 4);
}

int
main (void)
{
  leave (3);
  return 0;
}
