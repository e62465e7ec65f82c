/* Test that inline asm that stores, jumps or names a dedicated register
   is rejected on Alpha too.  */
/* { dg-do compile } */

void
f (long *p, long v)
{
  __asm__ volatile ("stq %1,0(%0)" : : "r" (p), "r" (v)); /* { dg-error "inline .asm. is not allowed" } */
  __asm__ volatile ("jmp $31,(%0),0" : : "r" (p)); /* { dg-error "inline .asm. is not allowed" } */
  __asm__ volatile ("bis $31,$31,$5"); /* { dg-error "inline .asm. is not allowed" } */
}
