/* Test that inline asm with a memory output operand is rejected.  */
/* { dg-do compile } */

void
f (int *p, int v)
{
  __asm__ ("sw %1,%0" : "=m" (*p) : "r" (v)); /* { dg-error "inline .asm. (is not allowed|may not)" } */
}
