/* Test that on Alpha, too, a loop's store base is hoisted when the
   store follows a conditional jump out of the loop (the bounds check of
   checked), and not when a jump within the loop may skip it
   (skipping); sfi.compile/store-hoist-exit.c is the MIPS twin.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-no-induction" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

#include "../sfi.compile/store-hoist-exit.c"

/* { dg-final { scan-assembler-times {and\t\$16,\$5,\$4\n} 2 } } */
/* { dg-final { scan-assembler-times {bis\t\$4,\$7,\$4\n(?:\t\.[^\n]*\n)*\$L[0-9]+:} 1 } } */
