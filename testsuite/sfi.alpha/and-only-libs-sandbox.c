/* Test that a sandbox module linked with -fplugin-arg-sfi-and-only takes
   the sandbox libraries built with it (and-only-libs.c): memcpy's
   stores go through one "and" into $4 (t3), never "bis $4,$7,$4", and
   the module prints what the native program does.  */
/* { dg-do run } */
/* { dg-options "-fsfi=sandbox -fplugin-arg-sfi-and-only" } */

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

/* { dg-final { scan-module memcpy {\tand\t[a-z0-9]+,t4,t3\n} } } */
/* { dg-final { scan-module-not memcpy {\tor\tt3,t6,t3\n} } } */
