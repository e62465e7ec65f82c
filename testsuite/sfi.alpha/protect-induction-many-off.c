/* Test that -fplugin-arg-sfi-no-induction keeps every guard of
   sfi.compile/protect-load-induction-many.c's loop inside it: five per
   pass, none before it, and no load register is stepped.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect -fplugin-arg-sfi-no-induction" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

#include "../sfi.compile/protect-load-induction-many.c"

/* { dg-final { scan-assembler-not {lda\t\$[1-4],[-0-9]+\(\$[1-4]\)} } } */
/* { dg-final { scan-assembler-times {and\t\$[0-9]+,\$5,\$[1-4]\n} 5 } } */
