/* Test that with -fsfi=protect inline asm that loads is rejected, and
   that an asm barrier without instructions still compiles.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect" } */

int
f (int *p)
{
  int v;
  __asm__ volatile ("" : "=m" (*p) : "m" (*p));
  __asm__ volatile ("lw %0,0(%1)" : "=r" (v) : "r" (p)); /* { dg-error "inline .asm. is not allowed with .-fsfi=protect.: .lw. loads" } */
  return v;
}
