/* Test that a leaf frame, which restores nothing, still touches $30
   after its deallocation: there is no load to move.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int __attribute__ ((noinline))
f (int i, int v)
{
  volatile int a[8];
  a[i & 7] = v;
  return a[(i + 1) & 7];
}

/* { dg-final { scan-assembler {lda \$30,32\(\$30\)\n\tldq \$28,0\(\$30\)\n\t@LATER@ret \$31,\(\$26\),1} } } */
/* { dg-final { scan-assembler-not {ldq \$[0-9]+,-[0-9]+\(\$30\)} } } */
