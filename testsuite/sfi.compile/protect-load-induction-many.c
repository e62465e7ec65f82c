/* Test that -fsfi=protect runs a loop's pointers on the data register
   and on all load registers but one (induction pointers: guarded once
   before the loop, "addiu R,R,4" inside, "move R,$gp" after it), and
   that the one left takes the guards of the pointers beyond those (two
   per pass here).  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect -fplugin-arg-sfi-verbose" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

void __attribute__ ((noinline))
add4 (int *d, const int *a, const int *b, const int *c, const int *e, int n)
{
  while (n--)
    *d++ = *a++ + *b++ + *c++ - *e++;
}

/* { dg-final { scan-assembler-times {addiu\t\$14,\$14,4\n} 1 } } */
/* { dg-final { scan-assembler-times {addiu\t\$11,\$11,4\n} 1 } } */
/* { dg-final { scan-assembler-not {addiu\t\$10,\$10,} } } */
/* { dg-final { scan-assembler-times {ins\t\$10,} 2 } } */
/* { dg-final { scan-assembler-times {move\t\$14,\$28\n} 1 } } */
/* { dg-final { scan-assembler-times {move\t\$11,\$28\n} 1 } } */
/* { dg-final { scan-sfi-dump {loop runs on the load register \$11 instead of} } } */
