/* Test that -fplugin-arg-sfi-no-induction keeps guarding the store
   pointer of protect-load-induction-entry.c in the loop.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect -fplugin-arg-sfi-no-induction" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

#include "protect-load-induction-entry.c"

/* { dg-final { scan-assembler-not {addiu\t\$24,\$24,} } } */
/* { dg-final { scan-assembler-not {move\t\$24,\$28\n} } } */
