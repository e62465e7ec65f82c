/* Test that a domain whose load failed can be loaded again: the host
   loads copies of the module that the loader refuses at different stages
   (a bad symbol table, before anything is copied; code the verifier
   refuses, after the symbols, segments and relocations are processed)
   into the same domain several times, then the original.  The original
   must load, its functions must be found and work, fault reports must
   name the right function, and the failed attempts must not leak heap.
   sfi.h does not say that a failed load spends the domain, so a host may
   retry, for example after fixing a missing import.  A third copy's data
   leaves no room for the stack, which the loader found only after making
   the code executable; that code, verified for another module, stayed
   reachable from the next one (a red team jumped into it from a sandbox
   module and wrote host memory).  After every refused load no page of
   the domain's code segment may be executable.  
   sfi-target: mips*-*-* (it corrupts ELF32 MIPS modules).  */
/* { dg-do run } */

#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <malloc.h>
#include <unistd.h>
#include "host.h"

#define TRIES 8

static unsigned char *orig;
static size_t orig_size;
static char tmp[64];
static const char *orig_path;

/* Write ORIG to the temporary file, with the word at file offset OFF
   replaced by WORD if OFF is not 0.  */
static void
write_copy (uint32_t off, uint32_t word)
{
  int fd = open (tmp, O_WRONLY | O_TRUNC);
  if (fd < 0)
    fail ("cannot open %s: %s", tmp, strerror (errno));
  unsigned char *b = malloc (orig_size);
  if (!b)
    fail ("out of memory");
  memcpy (b, orig, orig_size);
  if (off)
    memcpy (b + off, &word, 4);
  if (write (fd, b, orig_size) != (ssize_t) orig_size)
    fail ("cannot write %s", tmp);
  close (fd);
  free (b);
}

/* File offsets of ext_square's first word, of the symbol table's
   sh_entsize field and of the data segment's p_memsz, and a p_memsz
   that leaves no room for the stack in a 16 MiB segment.  */
static uint32_t square_off, entsize_off, memsz_off, memsz_big;

/* Executable mappings after a refused load, [start, end) pairs.  */
static uintptr_t exec_map[64][2];
static int n_exec;

/* Record the executable mappings of the process.  */
static void
note_exec (void)
{
  FILE *f = fopen ("/proc/self/maps", "r");
  char line[256];
  if (!f)
    fail ("cannot read /proc/self/maps");
  while (fgets (line, sizeof line, f))
    {
      unsigned long lo, hi;
      char perm[8];
      if (sscanf (line, "%lx-%lx %7s", &lo, &hi, perm) == 3 && perm[2] == 'x'
	  && n_exec < 64)
	{
	  exec_map[n_exec][0] = lo;
	  exec_map[n_exec][1] = hi;
	  n_exec++;
	}
    }
  fclose (f);
}

static void
parse (void)
{
  const Elf32_Ehdr *eh = (const Elf32_Ehdr *) orig;
  const Elf32_Shdr *sh = (const Elf32_Shdr *) (orig + eh->e_shoff);
  for (int i = 0; i < eh->e_shnum; i++)
    if (sh[i].sh_type == SHT_SYMTAB)
      {
	const Elf32_Sym *sym = (const Elf32_Sym *) (orig + sh[i].sh_offset);
	const char *str = (const char *) orig + sh[sh[i].sh_link].sh_offset;
	entsize_off = eh->e_shoff + i * sizeof *sh
		      + offsetof (Elf32_Shdr, sh_entsize);
	for (size_t k = 0; k < sh[i].sh_size / sizeof *sym; k++)
	  if (strcmp (str + sym[k].st_name, "ext_square") == 0)
	    {
	      const Elf32_Shdr *text = &sh[sym[k].st_shndx];
	      square_off = sym[k].st_value - text->sh_addr + text->sh_offset;
	    }
      }
  const Elf32_Phdr *ph = (const Elf32_Phdr *) (orig + eh->e_phoff);
  for (int i = 0; i < eh->e_phnum; i++)
    if (ph[i].p_type == PT_LOAD && !(ph[i].p_flags & PF_X))
      {
	memsz_off = eh->e_phoff + i * sizeof *ph
		    + offsetof (Elf32_Phdr, p_memsz);
	memsz_big = 0x01000000 - (ph[i].p_vaddr & 0x00ffffff) - 0x10000;
      }
  if (!square_off || !entsize_off || !memsz_off)
    fail ("ext_square, the symbol table or the data segment not found");
}

/* Load the module into D after TRIES refused loads of the copy with
   WORD at OFF; WHAT names the case.  */
static void
retry (int relocated, const char *what, uint32_t off, uint32_t word)
{
  struct sfi_domain_config cfg = { 0, 0, "retry" };
  struct sfi_domain *d = sfi_domain_create (&cfg);
  if (!d)
    fail ("no domain");
  write_copy (off, word);
  size_t heap = 0;
  n_exec = 0;
  for (int i = 0; i < TRIES; i++)
    {
      if (sfi_domain_load (d, tmp) == 0)
	fail ("%s: the bad copy was accepted", what);
      if (i == TRIES - 1)
	note_exec ();
      if (i == 0)
	{
	  printf ("%s%s: %s\n", what, relocated ? " (relocated)" : "",
		  sfi_domain_error (d));
	  heap = mallinfo2 ().uordblks;
	}
    }
  size_t heap2 = mallinfo2 ().uordblks;
  printf ("  heap in use after the first refusal %zu, after %d: %zu\n",
	  heap, TRIES, heap2);
  if (sfi_domain_load (d, "/nonexistent/sfi-module") == 0
      || !sfi_domain_error (d)[0])
    fail ("%s: a nonexistent file was accepted", what);
  if (sfi_domain_load (d, orig_path) != 0)
    fail ("%s: the original refused after %d failed loads: %s", what, TRIES,
	  sfi_domain_error (d));
  /* The code segment: 16 MiB at the base of ext_square's.  */
  uintptr_t code = sfi_domain_symbol (d, "ext_square") & ~(uintptr_t) 0xffffff;
  for (int k = 0; k < n_exec; k++)
    if (exec_map[k][0] < code + 0x1000000 && exec_map[k][1] > code)
      fail ("%s: code executable after a refused load: %#lx-%#lx", what,
	    (unsigned long) exec_map[k][0], (unsigned long) exec_map[k][1]);
  if (call1 (d, "ext_square", 12) != 145 || call1 (d, "ext_set", 5) != 0x600d
      || call0 (d, "ext_get") != 5)
    fail ("%s: wrong results after the retry", what);
  uintptr_t arg = 0x7fffff00, r;
  if (sfi_domain_call (d, "ext_fault", 1, &arg, &r) != 11
      || !strstr (sfi_domain_error (d), "(ext_fault+"))
    fail ("%s: bad fault report after the retry: %s", what,
	  sfi_domain_error (d));
  if (heap2 > heap + 64)
    fail ("%s: %d failed loads leaked %zu bytes of heap", what, TRIES - 1,
	  heap2 - heap);
  sfi_domain_destroy (d);
}

int
main (int argc, char **argv)
{
  setvbuf (stdout, NULL, _IOLBF, 0);
  orig_path = argv[1];
  FILE *f = fopen (argv[1], "rb");
  if (!f || fseek (f, 0, SEEK_END) != 0 || (long) (orig_size = ftell (f)) <= 0)
    fail ("cannot read %s", argv[1]);
  rewind (f);
  orig = malloc (orig_size);
  if (!orig || fread (orig, 1, orig_size, f) != orig_size)
    fail ("cannot read %s", argv[1]);
  fclose (f);
  parse ();
  const char *dir = getenv ("TMPDIR");
  snprintf (tmp, sizeof tmp, "%s/sfi-retry-XXXXXX", dir ? dir : "/tmp");
  int fd = mkstemp (tmp);
  if (fd < 0)
    fail ("mkstemp: %s", strerror (errno));
  close (fd);

  /* Once alone (at the link addresses), once next to a live domain
     (relocated).  */
  for (int relocated = 0; relocated < 2; relocated++)
    {
      struct sfi_domain *holder = relocated ? load (argv[1], 0) : NULL;
      retry (relocated, "bad symbol table", entsize_off, 8);
      /* "syscall": refused by the verifier, after everything else.  */
      retry (relocated, "syscall in ext_square", square_off, 0x0000000c);
      retry (relocated, "no room for the stack", memsz_off, memsz_big);
      if (holder && call1 (holder, "ext_square", 2) != 5)
	fail ("the live domain stopped working");
      sfi_domain_destroy (holder);
    }
  unlink (tmp);
  pass ("a domain loads a module after failed loads");
}
