/* Test that byte and halfword stores with sign and zero extension match.  */
/* { dg-do run } */

#include <stdio.h>

static signed char sc[16];
static unsigned short us[16];

static void __attribute__ ((noinline))
fill (signed char *p, unsigned short *q, int n)
{
  for (int i = 0; i < n; i++)
    {
      p[i] = (signed char) (i * 37);
      q[i] = (unsigned short) (i * 9001);
    }
}

int
main (void)
{
  fill (sc, us, 16);
  int s = 0;
  for (int i = 0; i < 16; i++)
    s = s * 3 + sc[i] + us[i];
  printf ("%d %d %u\n", s, sc[7], us[15]);
  return 0;
}
