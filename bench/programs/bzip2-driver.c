/* bzip2 benchmark driver (in the manner of SPEC CPU's 401.bzip2): compress
   each input file in memory at each block size given, decompress it, and
   check the round trip.  The work is libbzip2's, from Debian's bzip2.
   usage: bzip2-driver LEVELS FILE...   (LEVELS e.g. "159")  */
#include <string.h>
#include "bzlib.h"
#include "bench-util.h"

int
main (int argc, char **argv)
{
  for (int i = 2; i < argc; i++)
    {
      size_t n;
      unsigned char *in = bench_read (argv[i], &n);
      for (const char *l = argv[1]; *l; l++)
	{
	  unsigned int clen = n + n / 100 + 600, dlen = n;
	  char *c = malloc (clen), *d = malloc (n + 1);
	  int r = BZ2_bzBuffToBuffCompress (c, &clen, (char *) in, n,
					    *l - '0', 0, 0);
	  if (r != BZ_OK)
	    return printf ("compress: error %d\n", r), 1;
	  r = BZ2_bzBuffToBuffDecompress (d, &dlen, c, clen, 0, 0);
	  if (r != BZ_OK || dlen != n || memcmp (d, in, n) != 0)
	    return printf ("decompress: error %d\n", r), 1;
	  printf ("%s -%c: %lu -> %u bytes, hash %08lx\n", argv[i], *l,
		  (unsigned long) n, clen,
		  bench_hash ((unsigned char *) c, clen));
	  if (l[1] == 0)
	    {
	      char name[256];
	      snprintf (name, sizeof name, "%s.bz2", argv[i]);
	      bench_write (name, c, clen);
	    }
	  free (c);
	  free (d);
	}
      free (in);
    }
  return 0;
}
