/* Test that -fplugin-arg-sfi-and-only, Alpha's one-instruction data
   guards, is refused on MIPS, whose guards are one "ins" already.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=sandbox -fplugin-arg-sfi-and-only" } */
/* { dg-error "is for Alpha" "" { target *-*-* } 0 } */

int x;
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
