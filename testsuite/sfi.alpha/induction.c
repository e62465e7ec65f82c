/* Test induction pointers on Alpha: the loop advances $4 itself ("lda
   $4,K($4)") with a store through it before the branch, and after the
   loop $4 is made valid again from the data segment's base.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

void __attribute__ ((noinline))
flip (unsigned long long *p, unsigned long long *end, unsigned long long m)
{
  do
    {
      *p ^= m;
      p++;
    }
  while (p != end);
}

void __attribute__ ((noinline))
fill (int *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i] = i * 3;
}

/* { dg-final { scan-assembler-times {lda\t\$4,8\(\$4\)\n} 1 } } */
/* { dg-final { scan-assembler-times {lda\t\$4,4\(\$4\)\n(?:\t\.set[^\n]*\n)?\tstl \$[0-9]+,-4\(\$4\)} 1 } } */
/* { dg-final { scan-assembler-times {bis\t\$31,\$7,\$4\n} 2 } } */
/* { dg-final { scan-assembler-times {and\t\$1[67],\$5,\$4\n} 2 } } */
