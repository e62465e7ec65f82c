/* Test that -fsfi=protect keeps the guarded bases of four arrays read
   in turn in four data registers ($24 and the load registers $14, $11,
   $10), so that the unrolled loads through each base need one guard
   between them, not one each.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int __attribute__ ((noinline))
f (const unsigned char *a, const unsigned char *b, const short *c,
   const short *d)
{
  int s = 0;
  s += a[0] - b[0] + c[0] - d[0];
  s += a[1] - b[1] + c[1] - d[1];
  s += a[2] - b[2] + c[2] - d[2];
  s += a[3] - b[3] + c[3] - d[3];
  return s;
}

/* { dg-final { scan-assembler-times {ins\t\$24,\$[0-9]+,0,24} 1 } } */
/* { dg-final { scan-assembler-times {ins\t\$14,\$[0-9]+,0,24} 1 } } */
/* { dg-final { scan-assembler-times {ins\t\$11,\$[0-9]+,0,24} 1 } } */
/* { dg-final { scan-assembler-times {ins\t\$10,\$[0-9]+,0,24} 1 } } */
