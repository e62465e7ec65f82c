/* Test that -fsfi=match follows the guard of a store with its check,
   a compare and a branch over a trap, before the store through $4;
   that an in-place guard (the reloaded $26) compares with a copy made
   first; and that the object carries the match marker.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=match" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

void
f (int *p, int v)
{
  p[1] = v;
}

extern void h (void);

int
g (int *p)
{
  h ();
  return *p;
}

/* { dg-final { scan-assembler {and\t\$16,\$5,\$4\n\tbis\t\$4,\$7,\$4\n\tsubq\t\$4,\$16,\$28\n\tbeq\t\$28,1f\n\tcall_pal\t129\n1:} } } */
/* { dg-final { scan-assembler {stl \$17,4\(\$4\)} } } */
/* { dg-final { scan-assembler {bis\t\$26,\$26,\$28\n\tand\t\$26,\$5,\$26\n\tbis\t\$26,\$6,\$26\n\tsubq\t\$26,\$28,\$28\n} } } */
/* { dg-final { scan-assembler {\.section\t\.sfi\.match,} } } */
