/* Test that with -fsfi=protect inline asm that loads is rejected.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect" } */

long
f (long *p)
{
  long v;
  __asm__ volatile ("ldq %0,0(%1)" : "=r" (v) : "r" (p)); /* { dg-error "inline .asm. is not allowed with .-fsfi=protect.: .ldq. loads" } */
  return v;
}
