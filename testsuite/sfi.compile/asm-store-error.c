/* Test that inline asm that stores is rejected.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=sandbox" } */

void
f (int *p)
{
  __asm__ volatile ("sw $0,0(%0)" : : "r" (p) : "memory"); /* { dg-error "inline .asm. (is not allowed|may not)" } */
}
