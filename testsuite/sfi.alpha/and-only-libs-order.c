/* and-only-libs.c with -fplugin-arg-sfi-no-and-only before
   -fplugin-arg-sfi-and-only: the plugin takes the last, so the module's
   own code has one-instruction guards, but the link takes the libraries
   that run anywhere (ARCH_LINK_SPEC), and the module still runs, in a
   domain placed for its own code.  */
/* { dg-do run } */
/* { dg-options "-fsfi=protect -fplugin-arg-sfi-no-and-only -fplugin-arg-sfi-and-only" } */

#include <stdio.h>
#include <string.h>

char a[64], b[64] = "copied by the library";
volatile size_t n = sizeof a;

__attribute__ ((noinline)) int
sum (const char *p, size_t k)
{
  int s = 0;
  for (size_t i = 0; i < k; i++)
    s += p[i * 3 % k];
  return s;
}

int
main (void)
{
  memcpy (a, b, n);
  printf ("%s: %d %d\n", a, (int) strlen (a), sum (a, n));
  return 0;
}

/* { dg-final { scan-module memcpy {\tor\t(t[0-3]),t6,\1\n} } } */
/* { dg-final { scan-module sum {\tand\t[a-z0-9]+,t4,t[0-3]\n} } } */
/* { dg-final { scan-module-not sum {\tor\t(t[0-3]),t6,\1\n} } } */
/* { dg-final { scan-module strlen {\tor\t(t[0-3]),t6,\1\n} } } */
