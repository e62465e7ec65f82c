/* Test that inline asm that stores, jumps or names a dedicated register
   ($29, the GP, among them) is rejected on Alpha too.  */
/* { dg-do compile } */

void
f (long *p, long v)
{
  __asm__ volatile ("stq %1,0(%0)" : : "r" (p), "r" (v)); /* { dg-error "inline .asm. is not allowed" } */
  __asm__ volatile ("jmp $31,(%0),0" : : "r" (p)); /* { dg-error "inline .asm. is not allowed" } */
  __asm__ volatile ("bis $31,$31,$5"); /* { dg-error "inline .asm. is not allowed" } */
  __asm__ volatile ("lda $29,8($29)"); /* { dg-error "inline .asm. is not allowed" } */
  __asm__ volatile ("mov %0,$gp" : : "r" (v)); /* { dg-error "inline .asm. is not allowed" } */
}
