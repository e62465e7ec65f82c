/* Test that a protect module, whose data guards are one instruction by
   default, takes the libraries built so (ARCH_LIB_FLAVOURS,
   mk/arch-alpha.mk):
   newlib's memcpy and strlen guard their loads and stores with one
   "and" each, never the "bis" with the data base $7 of the
   two-instruction guard (objdump writes it "or" and names $1-$4 t0-t3,
   $5 t4 and $7 t6); and the module, in its domain of such guards,
   prints what the native program does.  and-only-libs-off.c is the
   same program with -fplugin-arg-sfi-no-and-only.  */
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

/* { dg-final { scan-module memcpy {\tand\t[a-z0-9]+,t4,t[0-3]\n} } } */
/* { dg-final { scan-module-not memcpy {\tor\t(t[0-3]),t6,\1\n} } } */
/* { dg-final { scan-module strlen {\tand\t[a-z0-9]+,t4,t[0-3]\n} } } */
/* { dg-final { scan-module-not strlen {\tor\t(t[0-3]),t6,\1\n} } } */
