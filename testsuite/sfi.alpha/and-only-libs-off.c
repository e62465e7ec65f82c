/* and-only-libs.c without -fplugin-arg-sfi-and-only: the protect
   libraries' guards keep both instructions.  */
/* { dg-do run } */
/* { dg-options "-fsfi=protect" } */

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
