/* Test that -fplugin-arg-sfi-no-derive keeps store-derive.c's store
   guarded on every pass.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-no-derive" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

#include "store-derive.c"

/* { dg-final { scan-assembler-times {ins\t\$24,} 1 } } */
/* { dg-final { scan-assembler-not {addiu\t\$24,\$24,} } } */
