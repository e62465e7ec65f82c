/* Test that a store to a small global through $gp does not get a guard.  */
/* { dg-do compile } */
/* { dg-options "-G 8" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int g;
short h;

void __attribute__ ((noinline))
f (int v)
{
  g = v;
  h = v;
}

/* { dg-final { scan-assembler-times {s[wh]\t\$4,%gp_rel\([gh]\)\(\$28\)} 2 } } */
/* { dg-final { scan-assembler-not {and\t\$24,} } } */
