/* Test that a dense switch (jump table) selects the same cases.  */
/* { dg-do run } */

#include <stdio.h>

static int __attribute__ ((noinline))
sel (int x)
{
  switch (x)
    {
    case 0: return 11;
    case 1: return x * 5;
    case 2: return -4;
    case 3: return x << 3;
    case 4: return 1000;
    case 5: return x ^ 0x55;
    case 6: return 6 * x + 1;
    case 8: return 17;
    case 9: return x - 40;
    default: return 0;
    }
}

int
main (void)
{
  int s = 0;
  for (int i = -2; i < 12; i++)
    {
      printf ("%d ", sel (i));
      s += sel (i);
    }
  printf ("\n");
  return s & 0xff;
}
