/* Test that a store through a pointer plus a large constant computed in
   another block (here before a call) has its whole address sandboxed:
   the use-def chains find the constant wherever it was set.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

extern void g (void);

void
f (char *p, int n, char v)
{
  char *q = p + 0x12345;
  if (n > 0)
    g ();
  q[-3] = v;
}

/* { dg-final { scan-assembler {\.set\tnoat\n\taddiu\t\$1,\$[0-9]+,-?[0-9]+\n\tins\t\$24,\$1,0,24\n\t\.set\tat\n(?:[^\n]*\n)*?\tsb\t\$[0-9]+,0\(\$24\)} } } */
/* { dg-final { scan-assembler-not {sb\t\$[0-9]+,-?[1-9][0-9]*\(\$24\)} } } */
