/* Test that memcpy, memmove and memset at various sizes and alignments
   give the reference results.  */
/* { dg-do run } */

#include <stdio.h>
#include <string.h>

static unsigned char buf[300], src[300];

int
main (void)
{
  unsigned sum = 0;
  for (int i = 0; i < 300; i++)
    src[i] = (unsigned char) (i * 7 + 3);
  for (int off = 0; off < 4; off++)
    for (int len = 0; len < 70; len += 3)
      {
	memset (buf, 0x11 + off, sizeof buf);
	memcpy (buf + off, src + (len & 3), len);
	memmove (buf + off + 2, buf + off, len / 2);
	for (int i = 0; i < 80; i++)
	  sum = sum * 31 + buf[i];
      }
  printf ("%08x\n", sum);
  return 0;
}
