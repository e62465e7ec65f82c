/* Test that a second store through the same unchanged base reuses $24.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

void __attribute__ ((noinline))
f (int *p, int a, int b)
{
  p[0] = a;
  p[1] = b;
}

/* { dg-final { scan-assembler-times {(?:and\t\$24,\$4,\$12|ins\t\$24,\$4,0,24)} 1 } } */
/* { dg-final { scan-assembler-times {sw\t\$[56],[04]@DBASE@} 2 } } */
