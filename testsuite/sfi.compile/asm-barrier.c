/* Test that inline asm with memory outputs whose template cannot store
   (the usual optimisation barriers) is accepted: only its text could
   store, and it has no store instruction.  */
/* { dg-do compile } */

int x;

void
f (int *p)
{
  __asm__ volatile ("" : "=m" (x) : "m" (x));
  __asm__ volatile ("" : "+m" (*p));
  __asm__ ("# nothing here" : "=m" (p[1]) : : "memory");
  __asm__ volatile ("lw $0,%0" : "+m" (p[2]));
}
