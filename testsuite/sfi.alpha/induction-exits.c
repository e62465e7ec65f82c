/* Test that a loop left both at its end and by a return elsewhere runs
   on $4 (induction pointer), each way out making $4 valid again ("mov
   $7,$4") after copying the pointer back where it is read
   (sfi.compile/store-induction-exits.c).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-verbose" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

#include "../sfi.compile/store-induction-exits.c"

/* { dg-final { scan-assembler-times {and\t\$[0-9]+,\$5,\$4\n} 1 } } */
/* { dg-final { scan-assembler-times {lda\t\$4,4\(\$4\)\n} 1 } } */
/* { dg-final { scan-assembler-times {bis\t\$31,\$7,\$4\n} 2 } } */
