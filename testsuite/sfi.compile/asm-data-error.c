/* Test that inline asm that could hide an instruction the plugin cannot
   see (data directives in the code, "sw $5,0($4)" spelled as a word) or
   whose instruction is an operand is rejected.  */
/* { dg-do compile } */

void
f (int *p)
{
  __asm__ volatile (".word 0xac850000" : "=m" (*p)); /* { dg-error "inline .asm. is not allowed" } */
  __asm__ volatile (".long 0"); /* { dg-error "inline .asm. is not allowed" } */
  __asm__ volatile ("%0 $5,0($4)" : : "X" (p)); /* { dg-error "inline .asm. is not allowed" } */
}
