/* Test that -fplugin-arg-sfi-no-load-regs keeps -fsfi=protect to the one
   data register $4: four arrays read in turn need more guards, and none
   goes into the load registers $1-$3, which stay reserved (the twin of
   protect-load-regs.c).  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect -fplugin-arg-sfi-no-load-regs" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int __attribute__ ((noinline))
f (const long *a, const long *b, const long *c, const long *d)
{
  long s = 0;
  s += a[0] - b[0] + c[0] - d[0];
  s += a[1] - b[1] + c[1] - d[1];
  s += a[2] - b[2] + c[2] - d[2];
  s += a[3] - b[3] + c[3] - d[3];
  return s;
}

/* { dg-final { scan-assembler-not {\t[a-z_]+\t[^\n]*,\$[123]\n} } } */
/* { dg-final { scan-assembler-not {\(\$[123]\)} } } */
