/* Test that -fplugin-arg-sfi-no-load-regs keeps -fsfi=protect to the one
   data register: four arrays read in turn need a guard for every load
   (the twin of protect-load-regs.c).  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect -fplugin-arg-sfi-no-load-regs" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int __attribute__ ((noinline))
f (const unsigned char *a, const unsigned char *b, const short *c,
   const short *d)
{
  int s = 0;
  s += a[0] - b[0] + c[0] - d[0];
  s += a[1] - b[1] + c[1] - d[1];
  s += a[2] - b[2] + c[2] - d[2];
  s += a[3] - b[3] + c[3] - d[3];
  return s;
}

/* { dg-final { scan-assembler-not {ins\t\$(14|11|10),} } } */
/* Without scheduling before register allocation (docs/design.md) the
   loads keep the source's order, but for one pair of one base: 15
   guards for 16 loads, against 4 with the load registers.  */
/* { dg-final { scan-assembler-times {ins\t\$24,\$[0-9]+,0,24} 15 } } */
