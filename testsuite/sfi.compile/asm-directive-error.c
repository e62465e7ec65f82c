/* Test that inline asm with any directive that can put bytes of the
   program's choosing into the code is rejected when compiling (the
   directives are allowed by name, not refused by name: a red team found
   many spellings that reached the loader), that an instruction after a
   label on the same line is seen, and that directives which only set the
   assembler's state still pass.  */
/* { dg-do compile } */

void
f (void)
{
  __asm__ volatile (".dc.l 13"); /* { dg-error "inline .asm. is not allowed" } */
  __asm__ volatile (".dcb.b 4,13"); /* { dg-error "inline .asm. is not allowed" } */
  __asm__ volatile (".float 1.0"); /* { dg-error "inline .asm. is not allowed" } */
  __asm__ volatile (".double 1.0"); /* { dg-error "inline .asm. is not allowed" } */
  __asm__ volatile (".space 4, 13"); /* { dg-error "inline .asm. is not allowed" } */
  __asm__ volatile (".skip 4, 13"); /* { dg-error "inline .asm. is not allowed" } */
  __asm__ volatile (".uleb128 13"); /* { dg-error "inline .asm. is not allowed" } */
  __asm__ volatile (".p2align 3, 13"); /* { dg-error "inline .asm. is not allowed" } */
  __asm__ volatile ("1: sw $5,0($4)"); /* { dg-error "inline .asm. is not allowed" } */
  __asm__ volatile (".set push\n\t.set noreorder\n\t.p2align 3\n\tnop\n"
		    "\t.set pop");
}
