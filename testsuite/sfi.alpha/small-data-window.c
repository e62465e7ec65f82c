/* Test that small data beyond the GP's 64 KiB window fails to link
   with a clear message (sfi-module.ld), in protect code too: there the
   accesses once went through a register guarded from the GP with
   "!gprellow" relocations, whose overflow the linker does not check,
   and such a module silently read and wrote other data.  They now go
   through $29 with "!gprel" ones, whose overflow the linker reports as
   well.  -G 0 links it.  */
/* { dg-do link } */
/* { dg-options "-fsfi=protect" } */

int x = 3;
char a __attribute__ ((aligned (65536))) = 5;
int y = 4;

int
main (void)
{
  return x + a + y;
}

/* { dg-error "small data .* exceeds the GP.s 64 KiB window; compile with -G 0" "" { target *-*-* } 0 } */
/* { dg-error "ld returned 1 exit status" "" { target *-*-* } 0 } */
/* { dg-error "relocation truncated to fit: GPREL16" "" { target *-*-* } 0 } */
/* { dg-error "in function" "" { target *-*-* } 0 } */
/* { dg-error "additional relocation overflows omitted" "" { target *-*-* } 0 } */
