/* Test that unaligned and packed data is read and written correctly.  */
/* { dg-do run } */

#include <stdio.h>
#include <string.h>

struct __attribute__ ((packed)) rec { char tag; int x; short y; long long z; };

int
main (void)
{
  struct rec r[3];
  unsigned char raw[32];
  for (int i = 0; i < 3; i++)
    {
      r[i].tag = (char) (0x41 + i);
      r[i].x = 0x01020304 * (i + 1);
      r[i].y = (short) (-7 * i);
      r[i].z = 0x1122334455667788LL >> i;
    }
  for (int off = 1; off < 4; off++)
    {
      int v = 0x55aa00ff + off;
      memset (raw, 0, sizeof raw);
      memcpy (raw + off, &v, sizeof v);
      printf ("%02x%02x%02x%02x%02x ", raw[0], raw[1], raw[2], raw[3], raw[4]);
    }
  printf ("\n%c %d %d %08x\n", r[2].tag, r[1].x, r[2].y, (unsigned) r[1].z);
  return 0;
}
