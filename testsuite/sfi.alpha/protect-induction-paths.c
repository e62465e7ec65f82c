/* Test that -fsfi=protect runs a pointer advanced on some paths only,
   each time right after a store through it, as an induction pointer in
   a load register (compact's Q in
   sfi.compile/protect-load-induction-paths.c); skip's P, which GCC
   advances with a conditional move here, keeps a guard per load.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

#include "../sfi.compile/protect-load-induction-paths.c"

/* { dg-final { scan-assembler-times {stl \$[0-9]+,0\(\$1\)\n(\t\.set\tmacro\n)?\tlda\t\$1,4\(\$1\)\n} 1 } } */
/* { dg-final { scan-assembler-times {lda\t\$1,} 1 } } */
/* { dg-final { scan-assembler-times {bis\t\$31,\$7,\$1\n} 1 } } */
