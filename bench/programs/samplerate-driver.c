/* libsamplerate benchmark driver: convert 16-bit mono audio from 44.1 to
   48 kHz with the best sinc converter, then back with the medium one (the
   work is libsamplerate's, from Debian's libsamplerate).
   usage: samplerate-driver IN.raw OUT.raw  */
#include <math.h>
#include <string.h>
#include "samplerate.h"
#include "bench-util.h"

static float *
convert (const float *in, long n, double ratio, int type, long *out_n)
{
  SRC_DATA d;
  memset (&d, 0, sizeof d);
  d.data_in = in;
  d.input_frames = n;
  d.output_frames = (long) (n * ratio) + 16;
  d.data_out = malloc (d.output_frames * sizeof (float));
  d.src_ratio = ratio;
  int e = src_simple (&d, type, 1);
  if (e != 0)
    {
      printf ("src_simple: %s\n", src_strerror (e));
      exit (1);
    }
  *out_n = d.output_frames_gen;
  return d.data_out;
}

int
main (int argc, char **argv)
{
  size_t len;
  unsigned char *raw = bench_read (argv[1], &len);
  long n = len / 2, m, k;
  float *in = malloc (n * sizeof (float));
  for (long i = 0; i < n; i++)
    in[i] = (short) (raw[2 * i] | raw[2 * i + 1] << 8) / 32768.0f;
  float *up = convert (in, n, 48000.0 / 44100.0, SRC_SINC_BEST_QUALITY, &m);
  float *down = convert (up, m, 44100.0 / 48000.0, SRC_SINC_MEDIUM_QUALITY, &k);
  unsigned char *out = malloc (2 * m);
  for (long i = 0; i < m; i++)
    {
      long v = lrintf (up[i] * 32767.0f);
      v = v > 32767 ? 32767 : v < -32768 ? -32768 : v;
      out[2 * i] = v & 255;
      out[2 * i + 1] = (v >> 8) & 255;
    }
  bench_write (argv[2], out, 2 * m);
  double err = 0;
  for (long i = 0; i < k && i < n; i++)
    err += fabs ((double) down[i] - in[i]);
  printf ("%ld -> %ld -> %ld frames, hash %08lx, round-trip error %.6f\n",
	  n, m, k, bench_hash (out, 2 * m), err / (k < n ? k : n));
  return 0;
}
