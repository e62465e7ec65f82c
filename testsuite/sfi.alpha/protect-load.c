/* Test that -fsfi=protect sandboxes a load through an argument into $4,
   a later load through the same base reuses it, a global's load goes
   through a sandboxed $29 (in a load register, $4 holding the
   argument's base), and the object carries the protect marker.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int g;

long
f (long *p)
{
  return p[1] + p[2] + g;
}

/* { dg-final { scan-assembler {and\t\$16,\$5,\$4\n\tbis\t\$4,\$7,\$4\n\t\.set\tnomacro\n\tldq \$[0-9]+,8\(\$4\)} } } */
/* { dg-final { scan-assembler {ldq \$[0-9]+,16\(\$4\)} } } */
/* { dg-final { scan-assembler {and\t\$29,\$5,\$1\n\tbis\t\$1,\$7,\$1\n\t\.set\tnomacro\n\tldl \$[0-9]+,g\(\$1\)} } } */
/* { dg-final { scan-assembler-not {ldq \$[0-9]+,[0-9]+\(\$16\)} } } */
/* { dg-final { scan-assembler {\.section\t\.sfi\.protect,} } } */
