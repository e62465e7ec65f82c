/* Test that inline asm that jumps is rejected.  */
/* { dg-do compile } */

void
f (void (*fn) (void))
{
  __asm__ volatile ("jr %0\n\tnop" : : "r" (fn)); /* { dg-error "inline .asm. (is not allowed|may not)" } */
}
