/* Test that -fsfi=protect runs a loop whose one load base advances by a
   constant on $24: one guard before the loop and "addiu $24,$24,4"
   inside.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int __attribute__ ((noinline))
sum (const int *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += p[i];
  return s;
}

/* { dg-final { scan-assembler-times {ins\t\$24,} 1 } } */
/* { dg-final { scan-assembler-times {addiu\t\$24,\$24,4\n} 1 } } */
