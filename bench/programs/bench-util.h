/* Small helpers shared by the benchmark drivers: whole-file I/O and a
   checksum, with no dependence beyond ISO C stdio.  */
#ifndef BENCH_UTIL_H
#define BENCH_UTIL_H
#include <stdio.h>
#include <stdlib.h>

static unsigned char *
bench_read (const char *path, size_t *len)
{
  FILE *f = fopen (path, "rb");
  unsigned char *b = NULL;
  size_t n = 0, cap = 0, k;
  if (f == NULL)
    {
      perror (path);
      exit (1);
    }
  do
    {
      if (n == cap)
	{
	  cap = cap ? 2 * cap : 65536;
	  b = realloc (b, cap);
	  if (b == NULL)
	    {
	      fprintf (stderr, "out of memory\n");
	      exit (1);
	    }
	}
      k = fread (b + n, 1, cap - n, f);
      n += k;
    }
  while (k > 0);
  fclose (f);
  *len = n;
  return b;
}

static void
bench_write (const char *path, const void *b, size_t len)
{
  FILE *f = fopen (path, "wb");
  if (f == NULL || fwrite (b, 1, len, f) != len || fclose (f) != 0)
    {
      perror (path);
      exit (1);
    }
}

/* FNV-1a, 32 bits.  */
static unsigned long
bench_hash (const unsigned char *b, size_t len)
{
  unsigned long h = 2166136261u;
  for (size_t i = 0; i < len; i++)
    h = ((h ^ b[i]) * 16777619u) & 0xffffffffu;
  return h;
}
#endif
