/* Benchmark of the verifier: MiB/s on a large, all-safe code image.

   usage: bench-verify [--mib=N] [--runs=N] OBJECT...
	  bench-verify [--mib=N] [--runs=N] --shape=SHAPE --isa=mips|alpha

   The second form times a synthetic, safe but adversarial image instead
   (linear-time verification must hold whatever the code's shape):
     chain    blocks each branching back to the one before, the last
	      carrying a half-done guard, so that state moves back one block
	      per pass of a naive fixed point (quadratic);
     fanin    every other instruction a branch to one far target, each
	      carrying a half-done guard (maximum fan-in);
     slots    (MIPS) branches whose delay slots each start a guard that
	      their targets and fall-through paths finish, densely packed.

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
#include "sfi/mips-abi.h"
#include "sfi/alpha-abi.h"

static uint8_t *image;
static size_t image_size, image_cap;
static int image_big_endian;	/* Byte order of the objects read.  */
/* The objects' guard scheme, return-address and policy markers
   (sfi_code).  */
static int image_ins_scheme, image_ra_valid, image_protect;

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
      if (sfi_elf_section (&elf, i, &sh, &err) != 0)
	continue;
      if (strcmp (sh.name, SFI_MIPS_INS_SECTION) == 0)
	image_ins_scheme = 1;
      if (strcmp (sh.name, SFI_MIPS_RA_SECTION) == 0
	  || strcmp (sh.name, SFI_ALPHA_RA_SECTION) == 0)
	image_ra_valid = 1;
      if (strcmp (sh.name, SFI_MIPS_PROTECT_SECTION) == 0
	  || strcmp (sh.name, SFI_ALPHA_PROTECT_SECTION) == 0)
	image_protect = 1;
      if (!(sh.flags & SFI_SHF_EXECINSTR) || sh.type != SFI_SHT_PROGBITS
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

/* Append the 32-bit word W to the image in its byte order.  */

static void
put (uint32_t w)
{
  if (image_size + 4 > image_cap)
    {
      image_cap = 2 * (image_size + 4);
      image = realloc (image, image_cap);
    }
  for (int b = 0; b < 4; b++)
    image[image_size++] = w >> (image_big_endian ? 24 - 8 * b : 8 * b);
}

/* MIPS encodings ($12 mask, $14 data base, $24 sandboxed data, $15
   sandboxed code).  */
#define M_R(rs, rt, rd, fn) ((uint32_t) (rs) << 21 | (rt) << 16 | (rd) << 11 | (fn))
#define M_BEQ(s, t, off) ((uint32_t) 4 << 26 | (s) << 21 | (t) << 16 | ((off) & 0xffff))
#define M_NOP 0
#define M_AND24 M_R (4, 12, 24, 0x24)	/* and $24,$4,$12 */
#define M_OR24 M_R (24, 14, 24, 0x25)	/* or $24,$24,$14 */
#define M_SW24 ((uint32_t) 0x2b << 26 | 24 << 21 | 5 << 16)	/* sw $5,0($24) */
#define M_TRAP 0x34			/* teq $0,$0 */
/* Alpha encodings ($5 mask, $7 data base, $4 sandboxed data).  */
#define A_OPR(op, fn, a, b, c) ((uint32_t) (op) << 26 | (a) << 21 | (b) << 16 | (fn) << 5 | (c))
#define A_BR(op, ra, d) ((uint32_t) (op) << 26 | (ra) << 21 | ((d) & 0x1fffff))
#define A_NOP A_OPR (0x11, 0x20, 31, 31, 31)
#define A_AND4 A_OPR (0x11, 0x00, 16, 5, 4)	/* and $16,$5,$4 */
#define A_BIS4 A_OPR (0x11, 0x20, 4, 7, 4)	/* bis $4,$7,$4 */
#define A_STQ4 ((uint32_t) 0x2d << 26 | 17 << 21 | 4 << 16)	/* stq $17,0($4) */
#define A_BEQ(d) A_BR (0x39, 16, d)
#define A_TRAP SFI_ALPHA_PAL_BPT	/* call_pal bpt */

/* Build the synthetic image SHAPE for ISA ALPHA of about WANT bytes.
   Return 0, or -1 if SHAPE is unknown.  */

static int
make_shape (const char *shape, int alpha, size_t want)
{
  size_t n = want / 4;
  image_big_endian = 0;
  if (strcmp (shape, "chain") == 0)
    {
      /* Block K: a no-op, then a branch back to block K-1 (MIPS: with
	 its delay slot).  The last block's branch carries $24/$4 masked;
	 every other block passes on what reaches it.  */
      size_t bl = alpha ? 2 : 3, nb = n / bl - 2;
      for (size_t k = 0; k < nb; k++)
	{
	  int last = k + 1 == nb;
	  if (alpha)
	    {
	      put (last ? A_AND4 : A_NOP);
	      put (k ? A_BEQ (-4) : A_NOP);
	    }
	  else
	    {
	      put (M_NOP);
	      put (k ? M_BEQ (4, 0, -5) : M_NOP);
	      put (last ? M_AND24 : M_NOP);
	    }
	}
    }
  else if (strcmp (shape, "fanin") == 0)
    {
      /* Regions of R instructions: branches to the region's last
	 instruction, each carrying a masked $24/$4, which that target
	 finishes.  R is as large as the branch displacement allows.  */
      size_t r = alpha ? (size_t) 1 << 19 : (size_t) 1 << 14;
      while (image_size / 4 + r <= n)
	{
	  size_t end = image_size / 4 + r - 1;
	  while (image_size / 4 + 3 <= end)
	    {
	      long at = image_size / 4;
	      if (alpha)
		{
		  put (A_AND4);
		  put (A_BEQ ((long) end - at - 2));
		  put (A_BIS4);
		}
	      else
		{
		  put (M_BEQ (4, 0, (long) end - at - 1));
		  put (M_AND24);
		  put (M_OR24);
		}
	    }
	  while (image_size / 4 < end)
	    put (alpha ? A_NOP : M_NOP);
	  put (alpha ? A_BIS4 : M_OR24);
	}
    }
  else if (strcmp (shape, "slots") == 0 && !alpha)
    {
      /* Branch, slot "and", "or" and a store, repeated: every slot's
	 masked state reaches both the branch target and the fall-through,
	 and each "or" is the target of the branch before it.  */
      size_t nb = n / 4 - 2;
      for (size_t k = 0; k < nb; k++)
	{
	  put (M_BEQ (4, 0, 1));
	  put (M_AND24);
	  put (M_OR24);
	  put (M_SW24);
	}
    }
  else
    return -1;
  /* End the way linked code ends: valid registers, then a trap.  */
  if (alpha)
    {
      put (A_BIS4);
      put (A_TRAP);
    }
  else
    {
      put (M_OR24);
      put (M_TRAP);
    }
  return 0;
}

static double
now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* Print the first few problems of an image that does not verify.  */

static int
show_problem (void *ctx, const struct sfi_problem *p)
{
  static int shown;
  fprintf (stderr, "  0x%llx %s: %s: %s\n", (unsigned long long) p->addr,
	   p->code, p->disasm, p->reason);
  return ++shown < 5;
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
  const char *shape = NULL, *isa = "mips";
  for (; first < argc && strncmp (argv[first], "--", 2) == 0; first++)
    if (strncmp (argv[first], "--shape=", 8) == 0)
      shape = argv[first] + 8;
    else if (strncmp (argv[first], "--isa=", 6) == 0)
      isa = argv[first] + 6;
    else if (sscanf (argv[first], "--mib=%zu", &mib) != 1
	     && sscanf (argv[first], "--runs=%d", &runs) != 1)
      {
	fprintf (stderr, "bench-verify: unknown option %s\n", argv[first]);
	return 2;
      }
  if (shape)
    {
      machine = strcmp (isa, "alpha") == 0 ? SFI_EM_ALPHA : SFI_EM_MIPS;
      if (make_shape (shape, machine == SFI_EM_ALPHA, mib << 20) != 0)
	{
	  fprintf (stderr, "bench-verify: no shape %s for %s\n", shape, isa);
	  return 2;
	}
    }
  for (int i = first; i < argc && !shape; i++)
    if ((machine = add_object (argv[i])) == 0)
      return 2;
  if (image_size == 0 || runs < 1)
    {
      fprintf (stderr, "usage: bench-verify [--mib=N] [--runs=N] OBJECT...\n"
	       "       bench-verify [--mib=N] [--runs=N] --shape=SHAPE"
	       " --isa=mips|alpha\n");
      return 2;
    }
  size_t unit = image_size, want = mib << 20;
  image = realloc (image, want + unit);
  while (image_size < want && !shape)
    {
      memcpy (image + image_size, image, unit);
      image_size += unit;
    }

  int (*verify) (const struct sfi_code *, const struct sfi_verify_opts *)
    = machine == SFI_EM_ALPHA ? sfi_verify_alpha : sfi_verify_mips;
  /* Objects are relocatable; a shape is linked code at address 0.  */
  struct sfi_code code = {
    image, image_size, 0, image_big_endian, 0, image_size, 0, 0, !shape, 0,
    image_ins_scheme, image_ra_valid, image_protect
  };
  struct sfi_verify_opts opts[2] = {
    { SFI_VERIFY_AUTO, NULL, NULL, 0, 0 },
    { SFI_VERIFY_AUTO, NULL, NULL, SFI_VERIFY_THREADS, 0 }
  };
  if (verify (&code, &opts[0]) != 0 || verify (&code, &opts[1]) != 0)
    {
      fprintf (stderr, "bench-verify: the image does not verify\n");
      struct sfi_verify_opts show = { SFI_VERIFY_AUTO, show_problem, NULL,
				      0, 0 };
      verify (&code, &show);
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
      char what[64];
      if (shape)
	snprintf (what, sizeof what, "shape %s", shape);
      else
	snprintf (what, sizeof what, "%d objects", argc - first);
      printf ("verifier (%s, %d thread%s): %zu MiB of code from %s,"
	      " %d runs: best %.0f MiB/s, median %.0f MiB/s\n",
	      machine == SFI_EM_ALPHA ? "alpha" : "mips", t + 1, t ? "s" : "",
	      image_size >> 20, what, runs, mibs[t][runs - 1],
	      mibs[t][runs / 2]);
    }
  return 0;
}
