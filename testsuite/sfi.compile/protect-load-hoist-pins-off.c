/* Test that -fplugin-arg-sfi-no-hoist keeps every guard of
   protect-load-hoist-pins.c's loop inside it: three per pass (with
   -fplugin-arg-sfi-no-induction too, since the array the loop walks
   would run on the data register, its guard before the loop).  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect -fplugin-arg-sfi-no-hoist -fplugin-arg-sfi-no-induction" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

#include "protect-load-hoist-pins.c"

/* { dg-final { scan-assembler-not {ins\t\$[0-9]+,\$[0-9]+,0,24\n\$L[0-9]+:\n} } } */
/* { dg-final { scan-assembler-times {ins\t\$(24|14|11|10),} 3 } } */
