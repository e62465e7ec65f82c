/* Test that -fplugin-arg-sfi-no-induction keeps every guard of
   protect-load-induction-many.c's loop inside it: five per pass, none
   before it, and no load register is stepped.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect -fplugin-arg-sfi-no-induction" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

#include "protect-load-induction-many.c"

/* { dg-final { scan-assembler-not {addiu\t\$(24|14|11|10),\$(24|14|11|10),} } } */
/* { dg-final { scan-assembler-times {ins\t\$(24|14|11|10),} 5 } } */
