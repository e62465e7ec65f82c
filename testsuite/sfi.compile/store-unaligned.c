/* Test that swl and swr of an unaligned packed member go through one
   guard.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

struct __attribute__ ((packed)) s
{
  char c;
  int x;
};

void __attribute__ ((noinline))
f (struct s *p, int v)
{
  p->x = v;
}

/* { dg-final { scan-assembler-times {swl\t\$5,[0-9]+@DBASE@} 1 } } */
/* { dg-final { scan-assembler-times {swr\t\$5,[0-9]+@DBASE@} 1 } } */
/* { dg-final { scan-assembler-times {(?:and|ins)\t\$24,} 1 } } */
/* { dg-final { scan-assembler-not {@UNSAFE_STORE@} } } */
