/* Test that -fsfi=match refuses the two-instruction guards, whose
   computed forms keep no copy of the address to compare with.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=match -fplugin-arg-sfi-no-ins-guard" } */
/* { dg-error "needs the one-instruction guards" "" { target *-*-* } 0 } */

int x;
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
