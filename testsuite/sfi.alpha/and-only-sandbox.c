/* Test that sandbox code keeps the two-instruction data guards by
   default (only protect code takes one "and"), and so has no and-only
   marker: it runs in any domain.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=sandbox" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

void
f (long *p)
{
  p[1] = 0;
}

/* { dg-final { scan-assembler {and\t\$16,\$5,\$4\n\tbis\t\$4,\$7,\$4\n} } } */
/* { dg-final { scan-assembler-not {\.sfi\.and_only} } } */
