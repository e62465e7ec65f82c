/* Test that a module with a global aligned to 16 MiB, which the linker
   puts one segment past the data's link address, runs: sfi-run gives it
   segments it fits (sfi_fit_failf) instead of refusing it as "outside
   the data segment".  Alpha's assembler allows no such alignment.  */
/* { dg-do run } */
/* { dg-skip-if "gas aligns to 32 KiB at most" { alpha*-*-* } } */

#include <stdio.h>
#include <stdint.h>

char z[16] __attribute__ ((aligned (1 << 24)));

int
main (int argc, char **argv)
{
  z[argc] = 7;
  printf ("%d %d\n", z[1], (int) ((uintptr_t) z & ((1 << 24) - 1)));
  return 0;
}
