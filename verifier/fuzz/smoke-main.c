/* A deterministic driver for fuzz-verify.c, for "make check": no
   coverage feedback, just many seeded mutations of the seed files given
   on the command line (and of random buffers), run under GCC's address
   and undefined-behaviour sanitizers.  Prints one summary line; exit
   status 0 if nothing crashed (a sanitizer report aborts the run).

   usage: fuzz-smoke [--iterations=N] [--seed=S] SEED-FILE...  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static uint64_t rng_state;

/* xorshift64*: small and deterministic.  */
static uint64_t
rng (void)
{
  rng_state ^= rng_state >> 12;
  rng_state ^= rng_state << 25;
  rng_state ^= rng_state >> 27;
  return rng_state * 0x2545f4914f6cdd1dull;
}

/* Apply one random mutation to BUF of *SIZE bytes (capacity CAP).  */
static void
mutate (uint8_t *buf, size_t *size, size_t cap)
{
  static const uint32_t interesting[] = {
    0, 1, 0x7f, 0x80, 0xff, 0x7fff, 0x8000, 0xffff, 0x7fffffff, 0x80000000,
    0xffffffff, 40, 52, 64
  };
  size_t n = *size;
  switch (rng () % 6)
    {
    case 0:			/* Flip a bit.  */
      if (n)
	buf[rng () % n] ^= 1u << (rng () % 8);
      break;
    case 1:			/* Set a byte.  */
      if (n)
	buf[rng () % n] = rng ();
      break;
    case 2:			/* Write an interesting word.  */
      if (n >= 4)
	{
	  uint32_t v = interesting[rng () % (sizeof interesting / 4)];
	  memcpy (buf + rng () % (n - 3), &v, 4);
	}
      break;
    case 3:			/* Truncate.  */
      if (n)
	*size = rng () % n;
      break;
    case 4:			/* Random instruction word.  */
      if (n >= 4)
	{
	  uint32_t v = rng ();
	  memcpy (buf + (rng () % (n / 4)) * 4, &v, 4);
	}
      break;
    default:			/* Grow with random bytes.  */
      while (*size < cap && rng () % 8)
	buf[(*size)++] = rng ();
      break;
    }
}

int
main (int argc, char **argv)
{
  long iterations = 1000;
  int first = 1;
  rng_state = 0x5f1d0c0ffee;
  for (; first < argc && strncmp (argv[first], "--", 2) == 0; first++)
    if (sscanf (argv[first], "--iterations=%ld", &iterations) != 1
	&& sscanf (argv[first], "--seed=%lu", (unsigned long *) &rng_state) != 1)
      {
	fprintf (stderr, "fuzz-smoke: unknown option %s\n", argv[first]);
	return 2;
      }

  enum { CAP = 1 << 20 };
  uint8_t *seed = malloc (CAP), *buf = malloc (CAP);
  long runs = 0;
  int nseeds = argc - first;
  for (long it = 0; it < iterations; it++)
    {
      size_t size = 0;
      if (nseeds > 0)
	{
	  FILE *f = fopen (argv[first + it % nseeds], "rb");
	  if (!f)
	    {
	      perror (argv[first + it % nseeds]);
	      return 2;
	    }
	  size = fread (seed, 1, CAP, f);
	  fclose (f);
	}
      else
	{
	  /* No seeds: start from random bytes.  */
	  size = rng () % 4096;
	  for (size_t b = 0; b < size; b++)
	    seed[b] = rng ();
	}
      memcpy (buf, seed, size);
      int mutations = 1 + rng () % 8;
      for (int m = 0; m < mutations; m++)
	mutate (buf, &size, CAP);
      LLVMFuzzerTestOneInput (buf, size);
      runs++;
    }
  printf ("fuzz-smoke: %ld inputs from %d seeds, no crash\n", runs, nseeds);
  free (seed);
  free (buf);
  return 0;
}
