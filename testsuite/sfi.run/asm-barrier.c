/* Test inline asm that cannot store used as an optimisation barrier
   ("=m"/"+m" outputs with an empty template), and asm operands holding
   the address of small data (GCC torture pr51933, pr78726).  */
/* { dg-do run } */

#include <stdio.h>

static signed char v1;
static unsigned char v2[256], v3[256];
unsigned char b = 36, c = 173;
unsigned int d;

static void __attribute__ ((noinline))
foo (void)
{
  unsigned a = ~b;
  d = a * c * c + 1023094746U * a;
}

int
main (void)
{
  int x = 41;
  __asm__ volatile ("" : "=m" (x) : "m" (x));
  x++;
  __asm__ volatile ("" : "+m" (x));
  __asm__ volatile ("" : : "g" (&v1), "g" (&v2[0]), "g" (&v3[0]) : "memory");
  __asm__ volatile ("" : : "g" (&b), "g" (&c) : "memory");
  v1 = 3;
  v2[10] = 4;
  v3[255] = 5;
  foo ();
  printf ("%d %d %d %d %u\n", x, v1, v2[10], v3[255], d);
  return 0;
}
