/* Test that a loop entered at its head from a block laid out after it
   (sfi.compile/protect-load-induction-entry.c), run on an induction
   pointer, computes what the native code does, on both ways in and for
   chains of every length, the pointer read after the loop too.  */
/* { dg-do run } */

#include <stdio.h>

#include "../sfi.compile/protect-load-induction-entry.c"

static unsigned char suffix[1024];
static unsigned short prefix[1024];
static unsigned char stack[2048];

int
main (void)
{
  for (unsigned i = 0; i < 1024; i++)
    {
      suffix[i] = (unsigned char) (i * 37 + 11);
      /* Chains of 0 to 7 codes above 255, then a byte.  */
      prefix[i] = i < 256 ? i : (i % 8 ? i - 1 - (i % 3 == 0) : i & 255);
    }
  unsigned long sum = 0;
  for (unsigned k = 0; k < 3000; k++)
    {
      unsigned code = (k * 7919) % 1024;
      unsigned char *end = stack + sizeof stack;
      unsigned char *p = f (end, suffix, prefix, code, k % 700, k % 5 == 0);
      sum = sum * 31 + (unsigned long) (end - p);
      for (; p < end; p++)
	sum = sum * 7 + *p;
      sum &= 0xffffffffu;
    }
  printf ("%lu\n", sum);
  return 0;
}
/* { dg-output "784971733\n" } */
