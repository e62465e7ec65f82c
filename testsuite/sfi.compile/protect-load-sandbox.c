/* Test that -fsfi=sandbox leaves the load of protect-load.c alone and
   writes no protect marker.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=sandbox" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int
f (int *p)
{
  return p[1];
}

/* { dg-final { scan-assembler {lw\t\$2,4\(\$4\)} } } */
/* { dg-final { scan-assembler-not {ins\t\$24,} } } */
/* { dg-final { scan-assembler-not {\.sfi\.protect} } } */
