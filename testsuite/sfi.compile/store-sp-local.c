/* Test that stores to a local array addressed from $sp do not get guards.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int g (int *);

int __attribute__ ((noinline))
f (int v)
{
  int a[4];
  a[0] = v;
  a[1] = v + 1;
  a[2] = v + 2;
  a[3] = v + 3;
  return g (a);
}

/* { dg-final { scan-assembler-times {sw\t\$[0-9]+,[0-9]+\(\$sp\)} 5 } } */
/* { dg-final { scan-assembler-not {and\t\$24,} } } */
