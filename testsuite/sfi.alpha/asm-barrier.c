/* Test that inline asm with memory outputs whose template cannot store
   (the usual optimisation barriers) is accepted on Alpha too, and asm
   whose text could hide a store is not.  */
/* { dg-do compile } */

long x;

void
f (long *p)
{
  __asm__ volatile ("" : "=m" (x) : "m" (x));
  __asm__ volatile ("" : "+m" (*p));
  __asm__ volatile (".long 0xb4900000" : "=m" (*p)); /* { dg-error "inline .asm. is not allowed" } */
}
