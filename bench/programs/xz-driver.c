/* xz benchmark driver (in the manner of SPEC CPU2017's 557.xz_r):
   compress each input in memory into the .xz format at the presets
   given, decompress it and check the round trip.  The work is
   liblzma's, from Debian's xz-utils.  The dictionary is capped at the
   input's size rounded up to a power of two (at least 4 KiB), which
   does not change what a preset finds in inputs this small but keeps
   preset 6's encoder (94 MiB with its 8 MiB dictionary) inside a 64 MiB
   domain.
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
	  lzma_options_lzma opt;
	  uint32_t dict = LZMA_DICT_SIZE_MIN;
	  if (lzma_lzma_preset (&opt, *l - '0'))
	    return printf ("bad preset %c\n", *l), 1;
	  while (dict < n && dict < opt.dict_size)
	    dict <<= 1;
	  if (dict < opt.dict_size)
	    opt.dict_size = dict;
	  lzma_filter filters[2] = { { LZMA_FILTER_LZMA2, &opt },
				     { LZMA_VLI_UNKNOWN, NULL } };
	  lzma_ret r = lzma_stream_buffer_encode (filters, LZMA_CHECK_CRC64,
						  NULL, in, n, c, &clen, cap);
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
