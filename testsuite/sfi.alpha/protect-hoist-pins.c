/* Test that on Alpha, too, -fsfi=protect guards a loop's other
   unchanging bases before the loop, into load registers that keep them
   through it (sfi.compile/protect-load-hoist-pins.c is the MIPS twin):
   T into $4, S into $2, and A, which the loop walks, on $1 as an
   induction pointer: no guard inside the loop.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

#include "../sfi.compile/protect-load-hoist-pins.c"

/* { dg-final { scan-assembler {and\t\$17,\$5,\$4\n\tand\t\$18,\$5,\$1\n\tand\t\$16,\$5,\$2\n(?:\t\.[^\n]*\n)*\$L[0-9]+:\n} } } */
/* { dg-final { scan-assembler-times {and\t\$[0-9]+,\$5,\$[1-4]\n} 3 } } */
/* { dg-final { scan-assembler-times {lda\t\$1,4\(\$1\)\n} 1 } } */
/* { dg-final { scan-assembler {stl[ \t]\$[0-9]+,4\(\$2\)} } } */
