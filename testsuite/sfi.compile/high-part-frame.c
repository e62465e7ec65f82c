/* Test that a store near the end of a 100,000-byte local array, whose
   address GCC splits into a high part added to the frame address
   ("li $2,0x20000; addu $2,$4,$2") and a negative displacement, has its
   whole address sandboxed: with the frame near the top of the stack the
   high part alone lies beyond the top of the data segment, where
   masking it would wrap around.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

extern void use (char *);

void
f (char v)
{
  char a[100000];
  use (a);
  a[99996] = v;
  use (a);
}

/* { dg-final { scan-assembler {\.set\tnoat\n\taddiu\t\$1,\$[0-9]+,-[0-9]+\n\tins\t\$24,\$1,0,24\n\t\.set\tat\n(?:[^\n]*\n)*?\tsb\t\$[0-9]+,0\(\$24\)} } } */
/* { dg-final { scan-assembler-not {sb\t\$[0-9]+,-[0-9]+\(\$24\)} } } */
