/* zlib benchmark driver: deflate each input file in memory at levels
   1, 6 and 9, inflate it back and check the round trip (the work is
   zlib's, from Debian's zlib).  usage: zlib-driver REPEAT FILE...  */
#include <string.h>
#include "zlib.h"
#include "bench-util.h"

int
main (int argc, char **argv)
{
  int repeat = atoi (argv[1]);
  static const int levels[] = { 1, 6, 9 };
  for (int i = 2; i < argc; i++)
    {
      size_t n;
      unsigned char *in = bench_read (argv[i], &n);
      for (int k = 0; k < 3; k++)
	for (int r = 0; r < repeat; r++)
	  {
	    uLongf clen = compressBound (n), dlen = n;
	    unsigned char *c = malloc (clen), *d = malloc (n + 1);
	    if (compress2 (c, &clen, in, n, levels[k]) != Z_OK)
	      return printf ("compress failed\n"), 1;
	    if (uncompress (d, &dlen, c, clen) != Z_OK || dlen != n
		|| memcmp (d, in, n) != 0)
	      return printf ("uncompress failed\n"), 1;
	    if (r == 0)
	      printf ("%s -%d: %lu -> %lu bytes, adler %08lx, hash %08lx\n",
		      argv[i], levels[k], (unsigned long) n,
		      (unsigned long) clen, adler32 (0, c, clen),
		      bench_hash (c, clen));
	    free (c);
	    free (d);
	  }
      free (in);
    }
  return 0;
}
