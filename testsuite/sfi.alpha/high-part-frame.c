/* Test that a store near the end of a 100,000-byte local array, whose
   address GCC splits into "ldah $2,2($30)" and a negative displacement,
   has its whole address sandboxed: the high part alone may lie beyond
   the top of the data segment.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

extern void use (char *);

void
f (int v)
{
  int a[25000];
  use ((char *) a);
  a[24999] = v;
  use ((char *) a);
}

/* { dg-final { scan-assembler {ldah \$([0-9]+),[0-9]+\(\$30\)\n(?:[^\n]*\n)*?\tlda\t\$4,-[0-9]+\(\$\1\)\n\tand\t\$4,\$5,\$4\n\tbis\t\$4,\$7,\$4\n\t\.set\tnomacro\n\tstl \$[0-9]+,0\(\$4\)} } } */
