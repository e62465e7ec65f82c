/* Test that the host can enter a module only at instructions of its
   verified code (entry invariant E1, runtime/sfi-priv.h).  The host
   reads a good module (argv[1], ext.c) and writes copies of it in which
   the function symbol ext_square, which typed stubs and
   sfi_domain_call take as the address to jump to, points elsewhere:
   into the jump table (a return entry, its first entry, a word inside
   it), at the end of the code, past it into the fill of the last page,
   at the end of the code segment (the next segment), or between two
   instructions.  The loader must refuse each with a reason that names
   the symbol, before any call; the same copy with ext_square moved to
   another instruction of the code still loads.  The entry point is
   checked the same way.  At the end the original loads and a call
   works.  */
/* { dg-do run } */

#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <sfi/host-calls.h>
#include "host.h"

/* Modules are ELF files of the width of the host's pointers.  */
#if __SIZEOF_POINTER__ == 8
typedef Elf64_Ehdr Ehdr;
typedef Elf64_Phdr Phdr;
typedef Elf64_Shdr Shdr;
typedef Elf64_Sym Sym;
#else
typedef Elf32_Ehdr Ehdr;
typedef Elf32_Phdr Phdr;
typedef Elf32_Shdr Shdr;
typedef Elf32_Sym Sym;
#endif

/* The default segment size (sfi/<arch>-abi.h): the domains here use it.  */
#define SEG_SIZE 0x01000000

static unsigned char *orig, *buf;
static size_t size;
static char tmp[64];

static Ehdr *
eh (void)
{
  return (Ehdr *) buf;
}

/* The symbol NAME of the copy in BUF.  */
static Sym *
find_symbol (const char *name)
{
  Shdr *sh = (Shdr *) (buf + eh ()->e_shoff);
  for (int i = 0; i < eh ()->e_shnum; i++)
    if (sh[i].sh_type == SHT_SYMTAB)
      {
	Sym *sym = (Sym *) (buf + sh[i].sh_offset);
	const char *str = (char *) buf + sh[sh[i].sh_link].sh_offset;
	for (size_t k = 0; k < sh[i].sh_size / sizeof *sym; k++)
	  if (strcmp (str + sym[k].st_name, name) == 0)
	    return &sym[k];
      }
  fail ("the module has no symbol %s", name);
}

/* The code segment's program header.  */
static Phdr *
code_phdr (void)
{
  Phdr *ph = (Phdr *) (buf + eh ()->e_phoff);
  for (int i = 0; i < eh ()->e_phnum; i++)
    if (ph[i].p_type == PT_LOAD && (ph[i].p_flags & PF_X))
      return &ph[i];
  fail ("the module has no code segment");
}

/* Write BUF to the temporary file.  */
static void
write_copy (void)
{
  int fd = open (tmp, O_WRONLY | O_TRUNC);
  if (fd < 0 || write (fd, buf, size) != (ssize_t) size)
    fail ("cannot write %s: %s", tmp, strerror (errno));
  close (fd);
}

/* Load the copy into a fresh domain; return the result of the load and
   leave the reason in ERR.  */
static int
try_load (const char *what, char *err, size_t n)
{
  struct sfi_domain_config cfg = { 0, 0, "entry-symbols" };
  struct sfi_domain *d = sfi_domain_create (&cfg);
  if (!d)
    fail ("%s: no domain", what);
  write_copy ();
  int r = sfi_domain_load (d, tmp);
  snprintf (err, n, "%s", sfi_domain_error (d));
  printf ("%s: %s\n", what, r == 0 ? "(loaded)" : err);
  sfi_domain_destroy (d);
  return r;
}

int
main (int argc, char **argv)
{
  FILE *f = fopen (argv[1], "rb");
  if (!f || fseek (f, 0, SEEK_END) != 0 || (size = ftell (f)) == 0)
    fail ("cannot read %s", argv[1]);
  rewind (f);
  orig = malloc (size);
  buf = malloc (size);
  if (!orig || !buf || fread (orig, 1, size, f) != size)
    fail ("cannot read %s", argv[1]);
  fclose (f);
  const char *dir = getenv ("TMPDIR");
  snprintf (tmp, sizeof tmp, "%s/sfi-entry-XXXXXX", dir ? dir : "/tmp");
  int fd = mkstemp (tmp);
  if (fd < 0)
    fail ("mkstemp: %s", strerror (errno));
  close (fd);

  memcpy (buf, orig, size);
  uintptr_t code = code_phdr ()->p_vaddr, end = code + code_phdr ()->p_memsz;
  uintptr_t square = find_symbol ("ext_square")->st_value;
  uintptr_t other = find_symbol ("ext_get")->st_value;
  struct { const char *what; uintptr_t addr; } bad[] = {
    { "a return entry", code + SFI_JT_ENTRY_SIZE * (SFI_JT_RETURN_BASE + 1) },
    { "the jump table's first entry", code },
    { "a word inside the jump table", code + 0x1000 - 4 },
    { "the end of the code", end },
    { "the fill after the code", end + 4 },
    { "the end of the code segment", code + SEG_SIZE },
    { "the middle of an instruction", square + 2 },
  };
  char err[512];
  int failures = 0;
  for (unsigned k = 0; k < sizeof bad / sizeof bad[0]; k++)
    {
      char what[128];
      snprintf (what, sizeof what, "ext_square at %s (0x%lx)", bad[k].what,
		(unsigned long) bad[k].addr);
      memcpy (buf, orig, size);
      find_symbol ("ext_square")->st_value = bad[k].addr;
      if (try_load (what, err, sizeof err) == 0)
	{
	  printf ("  ** %s: accepted\n", what);
	  failures++;
	}
      else if (!strstr (err, "ext_square") || !strstr (err, "entry point"))
	{
	  printf ("  ** %s: unclear reason\n", what);
	  failures++;
	}
    }
  /* Another instruction of the verified code is an entry point.  */
  memcpy (buf, orig, size);
  find_symbol ("ext_square")->st_value = other + 4;
  if (try_load ("ext_square at ext_get+4", err, sizeof err) != 0)
    {
      printf ("  ** an instruction of the code was refused\n");
      failures++;
    }
  /* So is the entry point of a program run.  */
  uintptr_t entries[] = { code + SFI_JT_ENTRY_SIZE * SFI_JT_RETURN_BASE, end,
			  eh ()->e_entry + 2 };
  for (unsigned k = 0; k < sizeof entries / sizeof entries[0]; k++)
    {
      char what[128];
      snprintf (what, sizeof what, "entry point at 0x%lx",
		(unsigned long) entries[k]);
      memcpy (buf, orig, size);
      eh ()->e_entry = entries[k];
      if (try_load (what, err, sizeof err) == 0 || !strstr (err, "entry"))
	{
	  printf ("  ** %s: accepted or unclear\n", what);
	  failures++;
	}
    }
  unlink (tmp);
  if (failures)
    fail ("%d misplaced entry points accepted or refused unclearly",
	  failures);

  struct sfi_domain *d = load (argv[1], 0);
  if (call1 (d, "ext_square", 5) != 26)
    fail ("the original module does not work");
  sfi_domain_destroy (d);
  pass ("function symbols and the entry point outside the verified code"
	" are refused");
}
