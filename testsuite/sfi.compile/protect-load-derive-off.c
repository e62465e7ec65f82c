/* Test that -fplugin-arg-sfi-no-derive leaves protect-load-derive.c's
   sums as they are: two guards on every pass, no pointer stepped.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect -fplugin-arg-sfi-no-derive" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

#include "protect-load-derive.c"

/* { dg-final { scan-assembler-times {ins\t\$(24|14|11|10),} 2 } } */
/* { dg-final { scan-assembler-not {addiu\t\$(24|14|11|10),\$(24|14|11|10),} } } */
