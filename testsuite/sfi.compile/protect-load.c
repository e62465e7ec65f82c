/* Test that -fsfi=protect sandboxes a load through an argument into $24
   and reads through it, and that the object carries the protect
   marker.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int
f (int *p)
{
  return p[1];
}

/* { dg-final { scan-assembler {ins\t\$24,\$4,0,24\n} } } */
/* { dg-final { scan-assembler {lw\t\$2,4\(\$24\)} } } */
/* { dg-final { scan-assembler-not {lw\t\$2,4\(\$4\)} } } */
/* { dg-final { scan-assembler {\.section\t\.sfi\.protect,} } } */
