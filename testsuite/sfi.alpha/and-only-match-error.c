/* Test that -fsfi=match refuses one-instruction data guards: its check
   compares the address with the guard's second instruction's result.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=match -fplugin-arg-sfi-and-only" } */
/* { dg-error "cannot be used with" "" { target *-*-* } 0 } */

int x;
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
