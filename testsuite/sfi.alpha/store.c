/* Test that stores through an argument are sandboxed into $4, that a
   later store through the same base reuses it, and that the quadword
   store of a byte-store sequence without BWX is sandboxed too.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

void
f (long *p, long v, char *q, char c)
{
  p[1] = v;
  p[2] = v;
  *q = c;
}

/* { dg-final { scan-assembler {and\t\$16,\$5,\$4\n\tbis\t\$4,\$7,\$4\n\t\.set\tnomacro\n\tstq \$17,8\(\$4\)} } } */
/* { dg-final { scan-assembler {stq \$17,16\(\$4\)} } } */
/* { dg-final { scan-assembler {stq_u \$[0-9]+,0\(\$4\)} } } */
/* { dg-final { scan-assembler-not {stq \$17,[0-9]+\(\$16\)} } } */
