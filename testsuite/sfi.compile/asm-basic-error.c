/* Test that a basic asm statement (no operands) that writes a dedicated
   register or stores is rejected like an extended one.  */
/* { dg-do compile } */

void
f (void)
{
  __asm__ volatile ("move $12,$0"); /* { dg-error "inline .asm. is not allowed" } */
  __asm__ ("sw $0,0($4)"); /* { dg-error "inline .asm. is not allowed" } */
}
