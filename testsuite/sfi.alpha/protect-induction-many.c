/* Test that -fsfi=protect runs a loop's pointers on $4 and on all load
   registers but one ($1 and $2: guarded once before the loop, "lda
   R,4(R)" inside, "mov $7,R" after it), and that the one left ($3)
   takes the guards of the pointers beyond those, two per pass
   (sfi.compile/protect-load-induction-many.c).  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect -fplugin-arg-sfi-verbose" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

#include "../sfi.compile/protect-load-induction-many.c"

/* { dg-final { scan-assembler-times {lda\t\$1,4\(\$1\)\n} 1 } } */
/* { dg-final { scan-assembler-times {lda\t\$2,4\(\$2\)\n} 1 } } */
/* { dg-final { scan-assembler-not {lda\t\$3,} } } */
/* { dg-final { scan-assembler-times {and\t\$[0-9]+,\$5,\$3\n} 2 } } */
/* { dg-final { scan-assembler-times {bis\t\$31,\$7,\$1\n} 1 } } */
/* { dg-final { scan-assembler-times {bis\t\$31,\$7,\$2\n} 1 } } */
/* { dg-final { scan-sfi-dump {loop runs on the load register \$2 instead of} } } */
