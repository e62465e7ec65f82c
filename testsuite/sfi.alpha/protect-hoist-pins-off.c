/* Test that -fplugin-arg-sfi-no-hoist keeps every guard of
   protect-hoist-pins.c's loop inside it on Alpha: three per pass (with
   -fplugin-arg-sfi-no-induction too, since the array the loop walks
   would run on the data register, its guard before the loop).  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect -fplugin-arg-sfi-no-hoist -fplugin-arg-sfi-no-induction" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

#include "../sfi.compile/protect-load-hoist-pins.c"

/* { dg-final { scan-assembler-not {and\t\$[0-9]+,\$5,\$[1-4]\n(?:\t\.[^\n]*\n)*\$L[0-9]+:\n} } } */
/* { dg-final { scan-assembler-times {and\t\$[0-9]+,\$5,\$[1-4]\n} 3 } } */
