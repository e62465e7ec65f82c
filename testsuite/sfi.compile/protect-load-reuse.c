/* Test that -fsfi=protect guards a base once for several loads through
   it, and that loads through $sp need no guard.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int __attribute__ ((noinline))
f (int *p)
{
  volatile int local[2];
  local[0] = p[0];
  local[1] = p[1] + p[2];
  return local[0] + local[1];
}

/* { dg-final { scan-assembler-times {ins\t\$24,} 1 } } */
/* { dg-final { scan-assembler {lw\t\$[0-9]+,[0-9]+\(\$sp\)} } } */
