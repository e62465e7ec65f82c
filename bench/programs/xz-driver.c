/* xz benchmark driver (in the manner of SPEC CPU2017's 557.xz_r):
   compress each input in memory into the .xz format at the presets
   given, decompress it and check the round trip.  The work is
   liblzma's, from Debian's xz-utils.
   usage: xz-driver PRESETS FILE...   (PRESETS e.g. "16")  */
#include <string.h>
#include "lzma.h"
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
	  size_t cap = lzma_stream_buffer_bound (n), clen = 0, ipos = 0, dlen = 0;
	  unsigned char *c = malloc (cap), *d = malloc (n + 1);
	  uint64_t limit = UINT64_MAX;
	  lzma_ret r = lzma_easy_buffer_encode (*l - '0', LZMA_CHECK_CRC64, NULL,
						in, n, c, &clen, cap);
	  if (r != LZMA_OK)
	    return printf ("encode: error %d\n", (int) r), 1;
	  r = lzma_stream_buffer_decode (&limit, 0, NULL, c, &ipos, clen,
					 d, &dlen, n + 1);
	  if (r != LZMA_OK || dlen != n || memcmp (d, in, n) != 0)
	    return printf ("decode: error %d\n", (int) r), 1;
	  printf ("%s -%c: %lu -> %lu bytes, hash %08lx\n", argv[i], *l,
		  (unsigned long) n, (unsigned long) clen, bench_hash (c, clen));
	  if (l[1] == 0)
	    {
	      char name[256];
	      snprintf (name, sizeof name, "%s.xz", argv[i]);
	      bench_write (name, c, clen);
	    }
	  free (c);
	  free (d);
	}
      free (in);
    }
  return 0;
}
