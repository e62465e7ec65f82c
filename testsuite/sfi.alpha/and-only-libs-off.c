/* and-only-libs.c with -fplugin-arg-sfi-no-and-only: the module links
   the protect libraries whose guards keep both instructions, and runs
   in an ordinary domain.  */
/* { dg-do run } */
/* { dg-options "-fsfi=protect -fplugin-arg-sfi-no-and-only" } */

#include <stdio.h>
#include <string.h>

char a[64], b[64] = "copied by the library";
volatile size_t n = sizeof a;

int
main (void)
{
  memcpy (a, b, n);
  printf ("%s: %d\n", a, (int) strlen (a));
  return 0;
}

/* { dg-final { scan-module memcpy {\tor\t(t[0-3]),t6,\1\n} } } */
/* { dg-final { scan-module strlen {\tor\t(t[0-3]),t6,\1\n} } } */
