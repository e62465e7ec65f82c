/* Test that a 16-byte struct copy stores four words through one guard.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

struct s
{
  int a, b, c, d;
};

void __attribute__ ((noinline))
f (struct s *p, struct s *q)
{
  *p = *q;
}

/* { dg-final { scan-assembler-times {sw\t\$[0-9]+,[0-9]+@DBASE@} 4 } } */
/* { dg-final { scan-assembler-times {(?:and|ins)\t\$24,} 1 } } */
