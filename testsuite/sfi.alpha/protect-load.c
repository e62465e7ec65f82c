/* Test that -fsfi=protect sandboxes a load through an argument into $4,
   a later load through the same base reuses it, a global's load goes
   through $29, the GP, unguarded (module code never writes it), and the
   object carries the protect marker.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int g;

long
f (long *p)
{
  return p[1] + p[2] + g;
}

/* { dg-final { scan-assembler {and\t\$16,\$5,\$4\n\t\.set\tnomacro\n\tldq \$[0-9]+,8\(\$4\)} } } */
/* { dg-final { scan-assembler {ldq \$[0-9]+,16\(\$4\)} } } */
/* { dg-final { scan-assembler {\tldl \$[0-9]+,g\(\$29\)\t+!gprel\n} } } */
/* { dg-final { scan-assembler-not {and\t\$29,} } } */
/* { dg-final { scan-assembler-not {ldq \$[0-9]+,[0-9]+\(\$16\)} } } */
/* { dg-final { scan-assembler {\.section\t\.sfi\.protect,} } } */
