/* Test that an asm statement's memory operand does not count as the
   check of a stack adjustment: with an empty template it touches
   nothing, so a frame whose only access is such an operand still needs
   its touching load (GCC's torture test pr40657 has this shape; the
   verifier refused the module on Alpha).  */
/* { dg-do run } */

#include <stdio.h>

long long v = 0x123456789abcLL;

static void __attribute__ ((noinline))
bar (int *x)
{
  __asm__ volatile ("" : "=m" (x) ::);
}

static long long __attribute__ ((noinline))
foo (void)
{
  int x;
  bar (&x);
  return v;
}

int
main (void)
{
  printf ("%llx\n", foo ());
  return 0;
}
