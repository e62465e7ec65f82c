/* Test that direct calls are left alone (no guard before jal).  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int g (int);

int __attribute__ ((noinline))
f (int x)
{
  return g (x) + 1;
}

/* { dg-final { scan-assembler-times {\n\tjal\tg\n} 1 } } */
/* { dg-final { scan-assembler-not {jalr} } } */
/* { dg-final { scan-assembler-not {(?:and|ins)\t\$15,} } } */
