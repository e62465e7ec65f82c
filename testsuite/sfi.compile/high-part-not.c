/* Test that stores through real pointers keep the one-instruction base
   guard, whatever their displacement: struct fields, an index plus a
   small offset, a global's full address.  Only high parts of split
   addresses need the whole address sandboxed.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

struct t { int x; int y[10]; };
int big[20000];

void
f (struct t *q, int v)
{
  q->x = v;
  q->y[3] = v;
}

void
g (int *p, int i, int v)
{
  p[i + 1] = v;
  p[i + 2] = v;
}

void
h (int v)
{
  big[19000] = v;
}

/* { dg-final { scan-assembler-not {addiu\t\$1,} } } */
/* { dg-final { scan-assembler {sw\t\$5,16\(\$24\)} } } */
/* { dg-final { scan-assembler {sw\t\$6,4\(\$24\)} } } */
/* { dg-final { scan-assembler {sw\t\$4,10464\(\$24\)} } } */
