/* Test that integer division calls its millicode directly ("bsr $23"),
   not through $27.  */
/* { dg-do compile } */

long f (long a, long b) { return a / b; }
unsigned long g (unsigned long a, unsigned long b) { return a % b; }
int h (int a, int b) { return a / b; }

/* { dg-final { scan-assembler {bsr\t\$23,__divq\n} } } */
/* { dg-final { scan-assembler {bsr\t\$23,__remqu\n} } } */
/* { dg-final { scan-assembler {bsr\t\$23,__divl\n} } } */
/* { dg-final { scan-assembler-not {jsr \$23} } } */
