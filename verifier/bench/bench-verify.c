/* Benchmark of the verifier: MiB/s on a large, all-safe code image.

   usage: bench-verify [--mib=N] [--runs=N] OBJECT...

   The image is the code of the given relocatable objects (compiled with
   the plugin, so every one verifies), repeated until it is N MiB (default
   64).  Branches are PC-relative and stay inside each copy; absolute
   jumps are unresolved in objects and count as calls.  The image is first
   checked to be accepted; then it is verified RUNS times (default 5) with
   one thread and with two (SFI_VERIFY_THREADS, as sfi-verify does),
   interleaved so both see the same machine load, and the best and median
   throughputs of each are printed.  The machine is shared: the two-thread
   figure needs the second core to be free.  This is a benchmark, not a
   test: run it with "make bench-verifier", never in the testsuite.  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "sfi-verify.h"
#include "elf-read.h"

static uint8_t *image;
static size_t image_size, image_cap;
static int image_big_endian;	/* Byte order of the objects read.  */

/* Append the executable sections of the object in FILE to the image.
   Return the ELF machine, or 0 after a message.  */

static unsigned
add_object (const char *file)
{
  FILE *f = fopen (file, "rb");
  if (!f)
    {
      perror (file);
      return 0;
    }
  static uint8_t buf[1 << 24];
  size_t size = fread (buf, 1, sizeof buf, f);
  fclose (f);
  struct sfi_elf elf;
  const char *err;
  if (sfi_elf_open (&elf, buf, size, &err) != 0)
    {
      fprintf (stderr, "%s: %s\n", file, err);
      return 0;
    }
  image_big_endian = elf.big_endian;
  for (unsigned i = 0; i < elf.shnum; i++)
    {
      struct sfi_shdr sh;
      if (sfi_elf_section (&elf, i, &sh, &err) != 0
	  || !(sh.flags & SFI_SHF_EXECINSTR) || sh.type != SFI_SHT_PROGBITS
	  || strcmp (sh.name, ".sfi_jt") == 0)
	continue;
      if (image_size + sh.size > image_cap)
	{
	  image_cap = 2 * (image_size + sh.size);
	  image = realloc (image, image_cap);
	}
      memcpy (image + image_size, buf + sh.offset, sh.size);
      image_size += sh.size;
    }
  return elf.machine;
}

static double
now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static int
cmp_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

int
main (int argc, char **argv)
{
  size_t mib = 64;
  int runs = 5, first = 1;
  unsigned machine = 0;
  for (; first < argc && strncmp (argv[first], "--", 2) == 0; first++)
    if (sscanf (argv[first], "--mib=%zu", &mib) != 1
	&& sscanf (argv[first], "--runs=%d", &runs) != 1)
      {
	fprintf (stderr, "bench-verify: unknown option %s\n", argv[first]);
	return 2;
      }
  for (int i = first; i < argc; i++)
    if ((machine = add_object (argv[i])) == 0)
      return 2;
  if (image_size == 0 || runs < 1)
    {
      fprintf (stderr, "usage: bench-verify [--mib=N] [--runs=N] OBJECT...\n");
      return 2;
    }
  size_t unit = image_size, want = mib << 20;
  image = realloc (image, want + unit);
  while (image_size < want)
    {
      memcpy (image + image_size, image, unit);
      image_size += unit;
    }

  int (*verify) (const struct sfi_code *, const struct sfi_verify_opts *)
    = machine == SFI_EM_ALPHA ? sfi_verify_alpha : sfi_verify_mips;
  struct sfi_code code = {
    image, image_size, 0, image_big_endian, 0, image_size, 0, 0, 1
  };
  struct sfi_verify_opts opts[2] = {
    { SFI_VERIFY_SANDBOX, NULL, NULL, 0 },
    { SFI_VERIFY_SANDBOX, NULL, NULL, SFI_VERIFY_THREADS }
  };
  if (verify (&code, &opts[0]) != 0 || verify (&code, &opts[1]) != 0)
    {
      fprintf (stderr, "bench-verify: the image does not verify\n");
      return 1;
    }
  double *mibs[2] = { malloc (runs * sizeof (double)),
		      malloc (runs * sizeof (double)) };
  for (int r = 0; r < runs; r++)
    for (int t = 0; t < 2; t++)
      {
	double t0 = now ();
	verify (&code, &opts[t]);
	mibs[t][r] = image_size / (now () - t0) / (1 << 20);
      }
  for (int t = 0; t < 2; t++)
    {
      qsort (mibs[t], runs, sizeof (double), cmp_double);
      printf ("verifier (%s, %d thread%s): %zu MiB of code from %d objects,"
	      " %d runs: best %.0f MiB/s, median %.0f MiB/s\n",
	      machine == SFI_EM_ALPHA ? "alpha" : "mips", t + 1, t ? "s" : "",
	      image_size >> 20, argc - first, runs, mibs[t][runs - 1],
	      mibs[t][runs / 2]);
    }
  return 0;
}
