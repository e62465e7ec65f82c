/* Test that -fsfi=protect keeps the guarded bases of four arrays read
   in turn in the data registers ($4 and the load registers $1, $2, $3;
   alpha-abi.h), so that the loads through each base need one guard
   between them, not one each (a register whose base dies, as $16 does
   when the first load overwrites it, is free for the next).  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int __attribute__ ((noinline))
f (const long *a, const long *b, const long *c, const long *d)
{
  long s = 0;
  s += a[0] - b[0] + c[0] - d[0];
  s += a[1] - b[1] + c[1] - d[1];
  s += a[2] - b[2] + c[2] - d[2];
  s += a[3] - b[3] + c[3] - d[3];
  return s;
}

/* { dg-final { scan-assembler-times {and\t\$(16|17|18|19),\$5,\$[1-4]\n} 4 } } */
/* { dg-final { scan-assembler {and\t\$[0-9]+,\$5,\$1\n} } } */
/* { dg-final { scan-assembler {and\t\$[0-9]+,\$5,\$2\n} } } */
/* { dg-final { scan-assembler {ldq \$[0-9]+,[0-9]+\(\$1\)} } } */
/* { dg-final { scan-assembler {ldq \$[0-9]+,[0-9]+\(\$2\)} } } */
