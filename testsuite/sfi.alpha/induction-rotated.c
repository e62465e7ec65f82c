/* Test induction pointers on Alpha in a rotated loop of several blocks
   (libquantum's toffoli): the exit test sits between the step of $4 and
   its next access, and the store is conditional.  $4 is guarded once
   before the loop, advanced on both paths, never guarded inside, and
   made valid again after the loop.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

struct node { float re, im; unsigned long long state; };

void __attribute__ ((noinline))
toffoli (struct node *n, int size, int c1, int c2, int t)
{
  for (int i = 0; i < size; i++)
    if ((n[i].state & (1ULL << c1)) && (n[i].state & (1ULL << c2)))
      n[i].state ^= 1ULL << t;
}

/* { dg-final { scan-assembler-times {lda\t\$4,16\(\$4\)\n} 2 } } */
/* { dg-final { scan-assembler-times {and\t\$16,\$5,\$4\n} 1 } } */
/* { dg-final { scan-assembler-times {and\t\$[0-9]+,\$5,\$4\n} 1 } } */
/* { dg-final { scan-assembler-times {bis\t\$31,\$7,\$4\n} 1 } } */
