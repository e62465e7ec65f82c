/* Test that -fplugin-arg-sfi-no-early-jump-guard keeps the guard of an
   indirect jump or call of jump-guard-early.c just before it, whose
   delay slot the filler then leaves to the assembler.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-no-early-jump-guard" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

#include "jump-guard-early.c"

/* { dg-final { scan-assembler-times {@CGUARD@\n\tjr\t\$15\n} 4 } } */
/* { dg-final { scan-assembler-times {@CGUARD@\n\tjalr\t\$15\n} 1 } } */
/* { dg-final { scan-assembler-not {jr\t\$15\n\t[a-z]} } } */
