/* sfi-verify: check that the executable sections of ELF files obey the
   SFI policy.

   usage: sfi-verify [--all] [--mode=auto|sandbox|match|protect] [--quiet]
		     [--segment-size=N] FILE...

   A FILE may be an archive (a static library): each member is checked.
   The policy is the sandbox policy, or the protect policy (loads
   sandboxed too) or the match policy (every guard followed by its
   check) for a file with that policy's marker section, unless --mode
   names one.

   Exit status: 0 every file is safe, 1 a file is unsafe, 2 a file is
   unusable (unreadable, not ELF, truncated, unsupported machine).  One line
   per problem: FILE:SECTION+OFFSET (ADDRESS) CODE: disassembly: reason.  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include "sfi-verify.h"
#include "archive.h"

/* Files larger than this are refused rather than read into memory.  */
#define FILE_SIZE_MAX ((size_t) 1 << 30)

struct report_ctx
{
  const char *file;
  const char *section;
  uint64_t base;		/* Address of the section's first byte.  */
  int all;
  int quiet;
};

/* Print problem P (a sfi_problem_sink).  */

static int
report (void *vctx, const struct sfi_problem *p)
{
  struct report_ctx *ctx = vctx;
  if (!ctx->quiet)
    printf ("%s:%s+0x%llx (0x%llx) %s: %s: %s\n", ctx->file, ctx->section,
	    (unsigned long long) (p->addr - ctx->base),
	    (unsigned long long) p->addr, p->code, p->disasm, p->reason);
  return ctx->all;
}

/* Read FILE into a malloc'd buffer.  Return NULL with errno or *ERR set.  */

static uint8_t *
read_file (const char *file, size_t *size, const char **err)
{
  /* Non-blocking, so that a FIFO without a writer cannot hang the open;
     only a regular file is read.  */
  int fd = open (file, O_RDONLY | O_NONBLOCK);
  struct stat st;
  if (fd < 0)
    return NULL;
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      *err = "not a regular file";
      close (fd);
      return NULL;
    }
  FILE *f = fdopen (fd, "rb");
  if (!f)
    {
      close (fd);
      return NULL;
    }
  uint8_t *buf = NULL;
  size_t len = 0, cap = 0;
  for (;;)
    {
      if (len == cap)
	{
	  cap = cap ? cap * 2 : 65536;
	  if (cap > FILE_SIZE_MAX)
	    {
	      *err = "file too large";
	      free (buf);
	      fclose (f);
	      return NULL;
	    }
	  uint8_t *nbuf = realloc (buf, cap);
	  if (!nbuf)
	    {
	      free (buf);
	      fclose (f);
	      return NULL;
	    }
	  buf = nbuf;
	}
      size_t got = fread (buf + len, 1, cap - len, f);
      len += got;
      if (got == 0)
	break;
    }
  fclose (f);
  *size = len;
  return buf;
}

/* Remember the section being checked, for report.  */

static void
note_section (void *vctx, const char *name, uint64_t base)
{
  struct report_ctx *ctx = vctx;
  ctx->section = name;
  ctx->base = base;
}

/* Verify the ELF image of SIZE bytes at DATA, called FILE in messages.
   Return 0 safe, 1 unsafe, 2 unusable.  */

static int
verify_image (const char *file, const uint8_t *data, size_t size,
	      const struct sfi_verify_opts *opts, struct report_ctx *ctx)
{
  const char *err = NULL;
  ctx->file = file;
  int status = sfi_verify_elf (data, size, opts, ctx->all, note_section,
			       ctx, &err);
  if (status == 2)
    fprintf (stderr, "sfi-verify: %s: %s\n", file, err);
  return status;
}

/* An archive being walked: its name, options, worst status so far.  */
struct archive_ctx
{
  const char *file;
  const struct sfi_verify_opts *opts;
  struct report_ctx *report;
  int status;
};

/* Verify archive member NAME (an sfi_member_fn), as "FILE(NAME)".  */

static int
verify_member (void *vctx, const char *name, const uint8_t *data,
	       size_t size)
{
  struct archive_ctx *a = vctx;
  char label[1024];
  snprintf (label, sizeof label, "%s(%s)", a->file, name);
  int s = verify_image (label, data, size, a->opts, a->report);
  if (s > a->status)
    a->status = s;
  return 0;
}

/* Verify FILE, an ELF file or an archive of them.  Return 0 safe, 1
   unsafe, 2 unusable.  */

static int
verify_file (const char *file, const struct sfi_verify_opts *base_opts,
	     struct report_ctx *ctx)
{
  const char *err = NULL;
  size_t size;
  errno = 0;
  uint8_t *data = read_file (file, &size, &err);
  if (!data)
    {
      fprintf (stderr, "sfi-verify: %s: %s\n", file,
	       err ? err : strerror (errno));
      return 2;
    }

  int status;
  if (sfi_is_archive (data, size))
    {
      struct archive_ctx a = { file, base_opts, ctx, 0 };
      if (sfi_archive_walk (data, size, verify_member, &a, &err) < 0)
	{
	  fprintf (stderr, "sfi-verify: %s: %s\n", file, err);
	  a.status = 2;
	}
      status = a.status;
    }
  else
    status = verify_image (file, data, size, base_opts, ctx);
  free (data);
  return status;
}

static void
usage (FILE *f)
{
  fprintf (f, "usage: sfi-verify [--all]"
	   " [--mode=auto|sandbox|match|protect]"
	   " [--quiet]\n"
	   "                  [--segment-size=N] FILE...\n"
	   "Check that every executable section of each ELF FILE (or of each\n"
	   "member of an archive) obeys the SFI policy.  Exit status: 0 safe,\n"
	   "1 unsafe, 2 unusable input.\n"
	   "  --all          report every problem, not just the first\n"
	   "  --mode=MODE    policy to check: sandbox (stores and jumps\n"
	   "                 sandboxed), match (the same, and every guard\n"
	   "                 followed by its check), protect (loads too), or\n"
	   "                 auto (the default: the file's .sfi.protect or\n"
	   "                 .sfi.match section, else sandbox)\n"
	   "  --segment-size=N  the segment size the code will run with\n"
	   "                 (MIPS one-instruction guards; default 16M)\n"
	   "  --quiet        print nothing, only set the exit status\n");
}

int
main (int argc, char **argv)
{
  struct report_ctx ctx = { 0 };
  struct sfi_verify_opts opts = { SFI_VERIFY_AUTO, report, &ctx,
				  SFI_VERIFY_THREADS, 0 };
  int first = 1, status = 0;

  for (; first < argc && argv[first][0] == '-' && argv[first][1]; first++)
    {
      const char *a = argv[first];
      if (strcmp (a, "--") == 0)
	{
	  first++;
	  break;
	}
      if (strcmp (a, "--all") == 0)
	ctx.all = 1;
      else if (strcmp (a, "--quiet") == 0 || strcmp (a, "-q") == 0)
	ctx.quiet = 1;
      else if (strncmp (a, "--segment-size=", 15) == 0)
	{
	  char *end;
	  unsigned long n = strtoul (a + 15, &end, 0), max = 1ul << 40;
	  /* A value the unit would shift past the largest wraps: refuse
	     it before shifting.  */
	  if (*end == 'K' || *end == 'k')
	    n = n > max >> 10 ? max + 1 : n << 10, end++;
	  else if (*end == 'M' || *end == 'm')
	    n = n > max >> 20 ? max + 1 : n << 20, end++;
	  if (*end || a[15] == '-' || n < 2 || (n & (n - 1)) || n > max)
	    {
	      fprintf (stderr, "sfi-verify: bad segment size '%s' (a power of"
		       " two)\n", a + 15);
	      return 2;
	    }
	  opts.seg_bits = (unsigned) __builtin_ctzl (n);
	}
      else if (strcmp (a, "--mode=auto") == 0)
	opts.mode = SFI_VERIFY_AUTO;
      else if (strcmp (a, "--mode=sandbox") == 0)
	opts.mode = SFI_VERIFY_SANDBOX;
      else if (strcmp (a, "--mode=protect") == 0)
	opts.mode = SFI_VERIFY_PROTECT;
      else if (strcmp (a, "--mode=match") == 0)
	opts.mode = SFI_VERIFY_MATCH;
      else if (strncmp (a, "--mode=", 7) == 0)
	{
	  fprintf (stderr, "sfi-verify: unknown mode '%s' (expected auto,"
		   " sandbox, match or protect)\n", a + 7);
	  return 2;
	}
      else if (strcmp (a, "--help") == 0)
	{
	  usage (stdout);
	  return 0;
	}
      else
	{
	  fprintf (stderr, "sfi-verify: unknown option '%s'\n", a);
	  usage (stderr);
	  return 2;
	}
    }
  if (first >= argc)
    {
      usage (stderr);
      return 2;
    }
  for (int i = first; i < argc; i++)
    {
      int s = verify_file (argv[i], &opts, &ctx);
      if (s > status)
	status = s;
    }
  return status;
}
