/* Test that processors whose own instructions GCC uses in ordinary code
   (Octeon's bbit, pop, ...) are refused when compiling, not by the
   loader, and that the message says what the verifier knows.  */
/* { dg-do compile } */
/* { dg-options "-march=octeon" } */

int
f (int x) /* { dg-message ".-march=octeon. cannot be sandboxed: the verifier knows MIPS32 release 2 to 5" } */
{
  return (x & 0x40) ? 3 : __builtin_popcount (x);
}
