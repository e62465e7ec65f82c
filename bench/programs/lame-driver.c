/* LAME benchmark driver: encode a 16-bit WAV file to MP3 (VBR quality 2,
   the reference psychoacoustic model) with libmp3lame from Debian's lame.
   usage: lame-driver IN.wav OUT.mp3  */
#include <string.h>
#include "lame.h"
#include "bench-util.h"

int
main (int argc, char **argv)
{
  size_t len;
  unsigned char *wav = bench_read (argv[1], &len);
  int ch = wav[22], rate = wav[24] | wav[25] << 8 | wav[26] << 16;
  long frames = (len - 44) / (2 * ch);
  short *l = malloc (frames * sizeof (short)), *r = malloc (frames * sizeof (short));
  for (long i = 0; i < frames; i++)
    {
      const unsigned char *p = wav + 44 + 2 * ch * i;
      l[i] = (short) (p[0] | p[1] << 8);
      r[i] = ch > 1 ? (short) (p[2] | p[3] << 8) : l[i];
    }
  lame_global_flags *g = lame_init ();
  lame_set_num_channels (g, ch);
  lame_set_in_samplerate (g, rate);
  lame_set_VBR (g, vbr_mtrh);
  lame_set_VBR_quality (g, 2);
  lame_set_quality (g, 2);
  lame_set_bWriteVbrTag (g, 0);
  if (lame_init_params (g) < 0)
    return printf ("lame_init_params failed\n"), 1;
  size_t cap = frames * 5 / 4 + 7200, n = 0;
  unsigned char *mp3 = malloc (cap + 7200);
  for (long i = 0; i < frames; i += 1152)
    {
      int k = frames - i < 1152 ? frames - i : 1152;
      int w = lame_encode_buffer (g, l + i, r + i, k, mp3 + n, cap - n);
      if (w < 0)
	return printf ("lame_encode_buffer: %d\n", w), 1;
      n += w;
    }
  n += lame_encode_flush (g, mp3 + n, cap + 7200 - n);
  lame_close (g);
  bench_write (argv[2], mp3, n);
  printf ("%ld frames -> %lu bytes, hash %08lx\n", frames, (unsigned long) n,
	  bench_hash (mp3, n));
  return 0;
}
