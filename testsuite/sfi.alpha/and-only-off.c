/* and-only.c with -fplugin-arg-sfi-no-and-only: protect code's data
   guards keep their "bis" with the data base, and the object has no
   marker, so the module runs in any domain.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect -fplugin-arg-sfi-no-and-only" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int g;

long
f (long *p, long *q, long (*fn) (long))
{
  q[3] = p[1] + g;
  return fn (p[2]);
}

/* { dg-final { scan-assembler {and\t\$16,\$5,\$([1-4])\n\tbis\t\$\1,\$7,\$\1\n\t\.set\tnomacro\n\tldq \$[0-9]+,8\(\$\1\)} } } */
/* { dg-final { scan-assembler {and\t\$17,\$5,\$([1-4])\n\tbis\t\$\1,\$7,\$\1\n} } } */
/* { dg-final { scan-assembler-not {\.sfi\.and_only} } } */
