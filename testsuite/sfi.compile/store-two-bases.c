/* Test that stores through two different bases get a guard each.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

void __attribute__ ((noinline))
f (int *p, int *q, int a)
{
  *p = a;
  *q = a;
}

/* { dg-final { scan-assembler-times {(?:and\t\$24,\$[45],\$12|ins\t\$24,\$[45],0,24)} 2 } } */
/* { dg-final { scan-assembler-times {sw\t\$6,0@DBASE@} 2 } } */
