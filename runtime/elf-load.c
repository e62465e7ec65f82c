/* Defensive loading of an ELF module into a fault domain.

   The module file is untrusted input.  Every offset and size is checked
   against the file size before use, every PT_LOAD segment must lie inside
   the code segment (executable, not writable) or the data segment (not
   executable), and any program header type we do not understand is
   refused (default deny).  The symbol table gives _gp (the module's
   global pointer, which must be inside the data segment; a stripped MIPS
   module's .reginfo has it too), _end (start of the heap) and the
   function symbols used to name faulting code.

   Modules are ELF32 or ELF64 files as the architecture says
   (SFI_ARCH_ELF_CLASS): the code is written once with the types of
   that class (SFI_ELF (Ehdr) is Elf32_Ehdr or Elf64_Ehdr), and every
   address and size read from the file is handled as a uintptr_t, the
   width of the module's addresses.  */

#include <elf.h>
#include <stdint.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include "sfi-priv.h"

/* Limits on untrusted counts: far above what a linker produces for a
   module, low enough that loops and allocations stay small.  */
#define FILE_SIZE_MAX	(256u << 20)	/* Larger than two segments.  */
#define PHNUM_MAX	64
#define NSYMS_MAX	(1u << 20)

#ifndef PT_GNU_PROPERTY
#define PT_GNU_PROPERTY 0x6474e553
#endif

/* The ELF types of the architecture's class.  */
typedef SFI_ELF (Ehdr) Ehdr;
typedef SFI_ELF (Phdr) Phdr;
typedef SFI_ELF (Shdr) Shdr;
typedef SFI_ELF (Sym) Sym;
typedef SFI_ELF (Addr) Addr;

/* Modules run in the host's address space: their addresses are the
   host's pointers.  */
_Static_assert (sizeof (Addr) == sizeof (uintptr_t),
		"SFI_ARCH_ELF_CLASS is not the width of the host's pointers");

/* Alignment of the header tables and the symbol table in the file (4
   for ELF32, 8 for ELF64), so that they can be read in place.  */
#define TABLE_ALIGN (sizeof (Addr) - 1)

/* Return nonzero if [OFF, OFF+LEN) lies within a file of SIZE bytes.  */
static int
in_file (uint64_t off, uint64_t len, size_t size)
{
  return off <= size && len <= size - off;
}

/* Return nonzero if [ADDR, ADDR+LEN) lies within the segment at BASE of
   D's size.  */
static int
in_segment (const struct sfi_domain *d, uintptr_t base, uintptr_t addr,
	    uintptr_t len)
{
  return addr >= base && addr - base <= d->cfg.seg_size
	 && len <= d->cfg.seg_size - (addr - base);
}

/* Fail the load of D because WHAT, code or data (DATA), ends EXTENT
   bytes into its segment, more than D's segments hold, naming the
   segment size at which it would fit (with the default stack, for
   data), and keeping it in d->img.fit_seg_size for a loader that may
   retry (loader-main.c).  Return -1.  */
int
sfi_fit_failf (struct sfi_domain *d, const char *what, uintptr_t extent,
	       int data)
{
  uintptr_t fit = d->cfg.seg_size;
  for (;;)
    {
      fit *= 2;
      if (fit > SFI_MAX_SEG_SIZE)
	{
	  fit = 0;
	  break;
	}
      if (data ? sfi_data_fits (extent, fit, sfi_default_stack_size (fit),
				d->cfg.host_area)
	       : extent <= fit)
	break;
    }
  d->img.fit_seg_size = fit;
  char with[64] = ", which";
  if (data)
    snprintf (with, sizeof with, ", which with the stack (%lu KiB)",
	      (unsigned long) (d->cfg.stack_size >> 10));
  if (fit == 0)
    return sfi_domain_failf (d, "%s ends %lu KiB into its segment%s is"
			     " more than the largest segments (%lu MiB)"
			     " hold", what, (unsigned long) (extent >> 10),
			     with, (unsigned long) (SFI_MAX_SEG_SIZE >> 20));
  return sfi_domain_failf (d, "%s ends %lu KiB into its segment%s is more"
			   " than the domain's %lu KiB segments hold; load it"
			   " into a domain with %lu MiB segments (sfi-run"
			   " --segment-size=%luM, struct sfi_domain_config's"
			   " seg_size)", what, (unsigned long) (extent >> 10),
			   with, (unsigned long) (d->cfg.seg_size >> 10),
			   (unsigned long) (fit >> 20),
			   (unsigned long) (fit >> 20));
}

/* Fail the load of D (return -1) if program header I, PH, of code (DATA
   0) or data, does not lie in its segment; if it lies past the segment's
   link address but not all below its end (its data is large, or aligned
   beyond the segment size), the module is too large for D's segment
   size rather than linked elsewhere, and the message names the size it
   needs.  */
static int
outside (struct sfi_domain *d, unsigned i, const Phdr *ph, int data)
{
  uintptr_t base = data ? SFI_ARCH_LINK_DATA : SFI_ARCH_LINK_CODE;
  uintptr_t other = data ? SFI_ARCH_LINK_CODE : SFI_ARCH_LINK_DATA;
  const char *kind = data ? "data" : "code";
  /* Large segments make the two link ranges overlap (MIPS: 64 MiB):
     what is linked lower must end below the other's link address, or
     relocations could not tell the two apart.  */
  if (in_segment (d, base, ph->p_vaddr, ph->p_memsz))
    {
      if (base < other && ph->p_vaddr + ph->p_memsz > other)
	return sfi_domain_failf (d, "%s segment %u at 0x%lx reaches the"
				 " link addresses of the %s segment", kind, i,
				 (unsigned long) ph->p_vaddr,
				 data ? "code" : "data");
      return 0;
    }
  if (ph->p_vaddr >= base && ph->p_vaddr + ph->p_memsz > ph->p_vaddr)
    return sfi_fit_failf (d, data ? "the module's data" : "the module's code",
			  ph->p_vaddr + ph->p_memsz - base, data);
  return sfi_domain_failf (d, "%s segment %u at 0x%lx outside the %s"
			   " segment", kind, i, (unsigned long) ph->p_vaddr,
			   kind);
}

/* Read the whole of PATH into a new buffer; store its size in *SIZE.  */
static unsigned char *
read_file (struct sfi_domain *d, const char *path, size_t *size)
{
  struct stat st;
  unsigned char *buf;
  size_t done = 0;
  /* Non-blocking, so that a FIFO without writer cannot hang the load
     before fstat refuses it.  */
  int fd = open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);

  if (fd < 0)
    {
      sfi_domain_failf (d, "%s", strerror (errno));
      return NULL;
    }
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode)
      || (uintmax_t) st.st_size > FILE_SIZE_MAX)
    {
      sfi_domain_failf (d, "not a regular file of reasonable size");
      close (fd);
      return NULL;
    }
  buf = malloc (st.st_size ? st.st_size : 1);
  while (buf && done < (size_t) st.st_size)
    {
      ssize_t n = read (fd, buf + done, st.st_size - done);
      if (n <= 0)
	{
	  free (buf);
	  buf = NULL;
	}
      else
	done += n;
    }
  close (fd);
  if (buf == NULL)
    sfi_domain_failf (d, "cannot read file");
  *size = done;
  return buf;
}

/* Check the ELF header EH of a SIZE-byte file for a module D can run.  */
static int
check_header (struct sfi_domain *d, const Ehdr *eh, size_t size)
{
  static const union { uint16_t u; unsigned char c[2]; } order = { 1 };
  int data = order.c[0] ? ELFDATA2LSB : ELFDATA2MSB;

  if (size < sizeof *eh || memcmp (eh->e_ident, ELFMAG, SELFMAG) != 0)
    return sfi_domain_failf (d, "not an ELF file");
  if (eh->e_ident[EI_CLASS] != SFI_ELF_CLASS)
    return sfi_domain_failf (d, "not a %d-bit ELF file",
			     SFI_ARCH_ELF_CLASS);
  if (eh->e_ident[EI_DATA] != data)
    return sfi_domain_failf (d, "wrong byte order for this loader");
  if (eh->e_machine != SFI_ARCH_ELF_MACHINE)
    return sfi_domain_failf (d, "wrong machine %u", eh->e_machine);
  if (eh->e_type != ET_EXEC)
    return sfi_domain_failf (d, "not a linked module (ET_EXEC)");
  if (!SFI_ARCH_ELF_FLAGS_OK (eh->e_flags))
    return sfi_domain_failf (d, "unsupported ABI or ISA mode (need %s)",
			     SFI_ARCH_ELF_FLAGS_WANT);
  if (eh->e_phentsize != sizeof (Phdr) || eh->e_phnum == 0
      || eh->e_phnum > PHNUM_MAX
      || !in_file (eh->e_phoff, eh->e_phnum * sizeof (Phdr), size)
      || (eh->e_phoff & TABLE_ALIGN))
    return sfi_domain_failf (d, "bad program header table");
  if (eh->e_shnum
      && (eh->e_shentsize != sizeof (Shdr)
	  || !in_file (eh->e_shoff, eh->e_shnum * sizeof (Shdr), size)
	  || (eh->e_shoff & TABLE_ALIGN)))
    return sfi_domain_failf (d, "bad section header table");
  /* Without section names neither the markers nor an import could be
     found, which would let a module through unchecked: refuse.  */
  if (eh->e_shstrndx == SHN_UNDEF || eh->e_shstrndx >= eh->e_shnum)
    return sfi_domain_failf (d, "bad section name table index");
  const Shdr *names = (const Shdr *) ((const unsigned char *) eh
				     + eh->e_shoff) + eh->e_shstrndx;
  if (!in_file (names->sh_offset, names->sh_size, size)
      || names->sh_size == 0
      || ((const unsigned char *) eh)[names->sh_offset + names->sh_size - 1])
    return sfi_domain_failf (d, "bad section name table");
  return 0;
}

/* Check the program headers of the module BUF (SIZE bytes) for D: what
   the loader accepts, segments inside the file and inside their
   segments, a jump table at the start of the code; record the MIPS
   link-time global pointer.  Return 0, or -1 with a reason in D.  */
static int
check_segments (struct sfi_domain *d, const unsigned char *buf, size_t size)
{
  const Ehdr *eh = (const Ehdr *) buf;
  const Phdr *ph = (const Phdr *) (buf + eh->e_phoff);
  int have_jt = 0;

  for (unsigned i = 0; i < eh->e_phnum; i++)
    switch (ph[i].p_type)
      {
#ifdef SFI_ARCH_PT_GP
      case SFI_ARCH_PT_GP:
	/* A segment that holds the link-time global pointer (MIPS
	   .reginfo), which a stripped module still has.  */
	if (!d->img.have_gp
	    && ph[i].p_filesz >= SFI_ARCH_PT_GP_OFFSET + sizeof (Addr)
	    && in_file (ph[i].p_offset, SFI_ARCH_PT_GP_OFFSET + sizeof (Addr),
			size)
	    && (ph[i].p_offset & (sizeof (Addr) - 1)) == 0)
	  {
	    d->img.gp = *(const Addr *) (buf + ph[i].p_offset
				     + SFI_ARCH_PT_GP_OFFSET);
	    d->img.have_gp = 1;
	  }
	break;
#endif
      case PT_NULL: case PT_NOTE: case PT_GNU_STACK: case PT_PHDR:
      case PT_GNU_PROPERTY:
	break;
      case PT_LOAD:
	if (ph[i].p_filesz > ph[i].p_memsz
	    || !in_file (ph[i].p_offset, ph[i].p_filesz, size))
	  return sfi_domain_failf (d, "segment %u outside the file", i);
	if (ph[i].p_flags & PF_X)
	  {
	    if (ph[i].p_flags & PF_W)
	      return sfi_domain_failf (d, "segment %u is writable and"
				       " executable", i);
	    if (outside (d, i, &ph[i], 0))
	      return -1;
	    if (ph[i].p_vaddr == SFI_ARCH_LINK_CODE
		&& ph[i].p_memsz >= SFI_JT_SIZE)
	      have_jt = 1;
	  }
	else if (outside (d, i, &ph[i], 1))
	  return -1;
	break;
      default:
	if (SFI_ARCH_PT_IGNORED (ph[i].p_type))
	  break;
	return sfi_domain_failf (d, "unsupported program header type 0x%x"
				 " (dynamic, TLS or interpreter?)",
				 (unsigned) ph[i].p_type);
      }
  if (!have_jt)
    return sfi_domain_failf (d, "no jump table at the start of the code"
			     " segment (not linked with sfi-module.ld?)");
  return 0;
}

/* Copy the PT_LOAD segments of the checked module BUF to where they run
   in D: the link address plus the domain's code or data delta.  Return
   0, or -1 with a reason in D.  */
static int
copy_segments (struct sfi_domain *d, const unsigned char *buf)
{
  const Ehdr *eh = (const Ehdr *) buf;
  const Phdr *ph = (const Phdr *) (buf + eh->e_phoff);
  size_t page = sysconf (_SC_PAGESIZE);

  for (unsigned i = 0; i < eh->e_phnum; i++)
    if (ph[i].p_type == PT_LOAD && (ph[i].p_flags & PF_X)
	&& ph[i].p_vaddr + ph[i].p_memsz - SFI_ARCH_LINK_CODE
	   > d->img.code_used)
      d->img.code_used = ph[i].p_vaddr + ph[i].p_memsz - SFI_ARCH_LINK_CODE;
  /* Open the whole code range the segments span, from the segment's
     start, writable but not executable until the choke point: the later
     passes (relocation, the architecture's scans, the verifier) go over
     all of it, gaps between segments included (zeros, verified as code
     like the rest).  */
  uintptr_t hi = (d->lay.code_base + d->img.code_used + page - 1)
		 & ~(page - 1);
  if (d->img.code_used
      && mprotect ((void *) d->lay.code_base, hi - d->lay.code_base,
		   PROT_READ | PROT_WRITE) != 0)
    return sfi_domain_failf (d, "mprotect: %s", strerror (errno));
  for (unsigned i = 0; i < eh->e_phnum; i++)
    if (ph[i].p_type == PT_LOAD)
      {
	uintptr_t end = ph[i].p_vaddr + ph[i].p_memsz;
	uintptr_t run;
	if (ph[i].p_flags & PF_X)
	  run = ph[i].p_vaddr + d->img.code_delta;
	else
	  {
	    run = ph[i].p_vaddr + d->img.data_delta;
	    if (end + d->img.data_delta > d->img.heap_start)
	      d->img.heap_start = end + d->img.data_delta;
	  }
	memcpy ((void *) run, buf + ph[i].p_offset, ph[i].p_filesz);
	memset ((void *) (run + ph[i].p_filesz), 0,
		ph[i].p_memsz - ph[i].p_filesz);
      }
  return 0;
}

/* Load the segments of module BUF (SIZE bytes) into D, checking every
   program header first so that a refused module leaves nothing.  */
static int
load_segments (struct sfi_domain *d, const unsigned char *buf, size_t size)
{
  if (check_segments (d, buf, size) != 0)
    return -1;
  return copy_segments (d, buf);
}

/* Order symbols by address for binary search.  */
static int
sym_cmp (const void *a, const void *b)
{
  const struct sfi_symbol *x = a, *y = b;
  return x->addr < y->addr ? -1 : x->addr > y->addr;
}

/* Read the symbol table of the module in BUF: _gp, _end and the function
   symbols of the code segment.  */
static int
load_symbols (struct sfi_domain *d, const unsigned char *buf, size_t size)
{
  const Ehdr *eh = (const Ehdr *) buf;
  const Shdr *sh = (const Shdr *) (buf + eh->e_shoff);
  const Shdr *symsh = NULL, *strsh;
  const Sym *sym;
  size_t n;

  for (unsigned i = 0; i < eh->e_shnum && !symsh; i++)
    if (sh[i].sh_type == SHT_SYMTAB)
      symsh = &sh[i];
  if (symsh == NULL)
    return 0;			/* Stripped: _gp from .reginfo.  */
  if (symsh->sh_link >= eh->e_shnum
      || symsh->sh_entsize != sizeof (Sym)
      || !in_file (symsh->sh_offset, symsh->sh_size, size)
      || (symsh->sh_offset & TABLE_ALIGN)
      || symsh->sh_size / sizeof (Sym) > NSYMS_MAX)
    return sfi_domain_failf (d, "bad symbol table");
  strsh = &sh[symsh->sh_link];
  if (strsh->sh_type != SHT_STRTAB
      || !in_file (strsh->sh_offset, strsh->sh_size, size)
      || strsh->sh_size == 0
      || buf[strsh->sh_offset + strsh->sh_size - 1] != 0)
    return sfi_domain_failf (d, "bad symbol string table");

  d->img.symstr = malloc (strsh->sh_size);
  n = symsh->sh_size / sizeof (Sym);
  d->img.syms = malloc ((n ? n : 1) * sizeof *d->img.syms);
  d->img.objs = malloc ((n ? n : 1) * sizeof *d->img.objs);
  if (d->img.symstr == NULL || d->img.syms == NULL || d->img.objs == NULL)
    return sfi_domain_failf (d, "out of memory");
  memcpy (d->img.symstr, buf + strsh->sh_offset, strsh->sh_size);

  sym = (const Sym *) (buf + symsh->sh_offset);
  for (size_t i = 0; i < n; i++)
    {
      const char *name;
      if (sym[i].st_name >= strsh->sh_size)
	return sfi_domain_failf (d, "bad symbol name offset");
      name = d->img.symstr + sym[i].st_name;
      if (strcmp (name, "_gp") == 0)
	{
	  d->img.gp = sym[i].st_value;
	  d->img.have_gp = 1;
	}
      else if (strcmp (name, "_end") == 0
	       && in_segment (d, SFI_ARCH_LINK_DATA, sym[i].st_value, 0)
	       && sym[i].st_value + d->img.data_delta > d->img.heap_start)
	d->img.heap_start = sym[i].st_value + d->img.data_delta;
      else if (SFI_ELF_ST_TYPE (sym[i].st_info) == STT_FUNC
	       && in_segment (d, SFI_ARCH_LINK_CODE, sym[i].st_value, 0))
	{
	  d->img.syms[d->img.nsyms].addr = sym[i].st_value + d->img.code_delta;
	  d->img.syms[d->img.nsyms].size = sym[i].st_size;
	  d->img.syms[d->img.nsyms].name = name;
	  d->img.nsyms++;
	}
    }
  /* Data objects, for sfi_domain_object.  */
  for (size_t i = 0; i < n; i++)
    if (SFI_ELF_ST_TYPE (sym[i].st_info) == STT_OBJECT
	&& sym[i].st_name < strsh->sh_size
	&& in_segment (d, SFI_ARCH_LINK_DATA, sym[i].st_value, sym[i].st_size))
      {
	d->img.objs[d->img.nobjs].addr = sym[i].st_value + d->img.data_delta;
	d->img.objs[d->img.nobjs].size = sym[i].st_size;
	d->img.objs[d->img.nobjs].name = d->img.symstr + sym[i].st_name;
	d->img.nobjs++;
      }
  qsort (d->img.syms, d->img.nsyms, sizeof *d->img.syms, sym_cmp);
  return 0;
}

/* Check every place the host can enter D's module (entry invariant E1,
   sfi-priv.h), once, after its segments are loaded: the entry point
   (sfi_domain_run) and every function symbol, which sfi_domain_symbol,
   sfi_domain_callv and the bound entries of typed stubs (a jump to a
   constant, not sandboxed) take as they are.  Each must be an aligned
   instruction of the verified code: not in the jump table, not in the
   fill after the code, not past it or in another segment.  */
static int
check_entries (struct sfi_domain *d)
{
  if (!sfi_code_entry_ok (d, d->img.entry + d->img.code_delta))
    return sfi_domain_failf (d, "entry point 0x%lx outside the loaded code"
			     " (the verified instructions at 0x%lx-0x%lx)",
			     (unsigned long) d->img.entry,
			     (unsigned long) (SFI_ARCH_LINK_CODE
					      + SFI_JT_SIZE),
			     (unsigned long) (SFI_ARCH_LINK_CODE
					      + d->img.code_used));
  for (size_t i = 0; i < d->img.nsyms; i++)
    if (!sfi_code_entry_ok (d, d->img.syms[i].addr))
      return sfi_domain_failf (d, "function %s at 0x%lx is not an entry"
			       " point: not an aligned instruction of the"
			       " verified code at 0x%lx-0x%lx",
			       d->img.syms[i].name,
			       (unsigned long) (d->img.syms[i].addr
						- d->img.code_delta),
			       (unsigned long) (SFI_ARCH_LINK_CODE
						+ SFI_JT_SIZE),
			       (unsigned long) (SFI_ARCH_LINK_CODE
						+ d->img.code_used));
  return 0;
}

/* Return 1 if the module in BUF has a section named SECTION (a marker
   the verifier must know of: the MIPS guard scheme, valid return
   addresses, the policy, Alpha's one-instruction guards;
   sfi/<arch>-abi.h).  The section name table was checked by
   check_header.  */
static int
has_marker (const unsigned char *buf, const char *section)
{
  const Ehdr *eh = (const Ehdr *) buf;
  const Shdr *sh = (const Shdr *) (buf + eh->e_shoff);
  const Shdr *names = &sh[eh->e_shstrndx];
  for (unsigned i = 0; i < eh->e_shnum; i++)
    if (sh[i].sh_name < names->sh_size
	&& strncmp ((const char *) buf + names->sh_offset + sh[i].sh_name,
		    section, names->sh_size - sh[i].sh_name) == 0)
      return 1;
  return 0;
}

/* Nonzero if NAME is a C identifier, as SFI_IMPORT's names are: what
   the module wrote there goes into messages the host prints.  */
static int
c_identifier (const char *name)
{
  for (const char *c = name; *c; c++)
    if (!((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || *c == '_'
	  || (c > name && *c >= '0' && *c <= '9')))
      return 0;
  return *name != 0;
}

/* Bind the host functions the module in BUF (SIZE bytes) imports: its
   non-loaded section .sfi_imports holds, for each, a 4-byte-aligned slot
   number and the name (sfi/sfi-import.h).  Every name must be one the
   host offered with sfi_domain_import.  */
static int
bind_imports (struct sfi_domain *d, const unsigned char *buf, size_t size)
{
  const Ehdr *eh = (const Ehdr *) buf;
  const Shdr *sh = (const Shdr *) (buf + eh->e_shoff);
  const Shdr *names = &sh[eh->e_shstrndx];
  for (unsigned i = 0; i < eh->e_shnum; i++)
    {
      if (sh[i].sh_name >= names->sh_size
	  || strncmp ((const char *) buf + names->sh_offset + sh[i].sh_name,
		      ".sfi_imports", names->sh_size - sh[i].sh_name) != 0)
	continue;
      if (sh[i].sh_type != SHT_PROGBITS
	  || !in_file (sh[i].sh_offset, sh[i].sh_size, size)
	  || (sh[i].sh_offset & 3))
	return sfi_domain_failf (d, "bad import table");
      const unsigned char *p = buf + sh[i].sh_offset;
      const unsigned char *end = p + sh[i].sh_size;
      while (p + 4 < end)
	{
	  uint32_t slot = *(const uint32_t *) p;
	  const char *name = (const char *) p + 4;
	  const unsigned char *nul = memchr (name, 0, end - p - 4);
	  if (!nul || slot >= SFI_IMPORTS_MAX || !c_identifier (name))
	    return sfi_domain_failf (d, "bad import table entry");
	  sfi_host_fn fn = NULL;
	  for (size_t o = 0; o < d->host.noffers && !fn; o++)
	    if (strcmp (d->host.offers[o].name, name) == 0)
	      fn = d->host.offers[o].fn;
	  if (!fn)
	    return sfi_domain_failf (d, "the module imports %.64s%s, which"
				     " the host does not provide", name,
				     strlen (name) > 64 ? "..." : "");
	  if (d->img.imports[slot] && d->img.imports[slot] != fn)
	    return sfi_domain_failf (d, "import slot %u bound twice", slot);
	  d->img.imports[slot] = fn;
	  p = (const unsigned char *) (((uintptr_t) nul + 4) & ~(uintptr_t) 3);
	}
    }
  return 0;
}

/* With SFI_DEBUG set, print the gdb command that loads the symbols of
   the module in PATH (BUF) at the addresses D gave its sections: the
   code and the data move by different amounts, so one offset does not
   do.  docs/debugging.md explains the rest.  */
static void
print_gdb_command (const struct sfi_domain *d, const char *path,
		   const unsigned char *buf)
{
  const Ehdr *eh = (const Ehdr *) buf;
  const Shdr *sh = (const Shdr *) (buf + eh->e_shoff);
  const Shdr *names = &sh[eh->e_shstrndx];
  char line[1024];
  int n = snprintf (line, sizeof line, "add-symbol-file %s", path);

  for (unsigned i = 0; i < eh->e_shnum && n < (int) sizeof line; i++)
    {
      if (!(sh[i].sh_flags & SHF_ALLOC) || sh[i].sh_size == 0
	  || sh[i].sh_name >= names->sh_size)
	continue;
      const char *name = (const char *) buf + names->sh_offset + sh[i].sh_name;
      uintptr_t addr = sh[i].sh_addr + ((sh[i].sh_flags & SHF_EXECINSTR)
					? d->img.code_delta : d->img.data_delta);
      if (strcmp (name, ".text") == 0)
	n += snprintf (line + n, sizeof line - n, " 0x%lx",
		       (unsigned long) addr);
      else
	n += snprintf (line + n, sizeof line - n, " -s %s 0x%lx", name,
		       (unsigned long) addr);
    }
  fprintf (stderr, "sfi: gdb: %s\n", line);
}

/* Move D's loaded module from its link addresses to where D runs: the
   architecture's first step, then every relocation section of a loaded
   section (not debugging information), checked here and applied by
   <arch>/reloc.c.  A module without relocations cannot move.  */
static int
relocate (struct sfi_domain *d, const unsigned char *buf, size_t size)
{
  const Ehdr *eh = (const Ehdr *) buf;
  const Shdr *sh = (const Shdr *) (buf + eh->e_shoff);
  int found = 0;

  if (sfi_arch_relocate_start (d, buf, size) != 0)
    return -1;
  for (unsigned i = 0; i < eh->e_shnum; i++)
    {
      if (sh[i].sh_type != SFI_ARCH_RELOC_TYPE || sh[i].sh_info >= eh->e_shnum
	  || !(sh[sh[i].sh_info].sh_flags & SHF_ALLOC))
	continue;
      if (sh[i].sh_entsize != SFI_ARCH_RELOC_SIZE
	  || sh[i].sh_offset > size || sh[i].sh_size > size - sh[i].sh_offset
	  || (sh[i].sh_offset & (sizeof (Addr) - 1)))
	return sfi_domain_failf (d, "bad relocation section %u", i);
      int in_code = (sh[sh[i].sh_info].sh_flags & SHF_EXECINSTR) != 0;
      const unsigned char *rel = buf + sh[i].sh_offset;
      for (size_t k = 0; k < sh[i].sh_size / SFI_ARCH_RELOC_SIZE; k++)
	if (sfi_arch_apply_reloc (d, rel + k * SFI_ARCH_RELOC_SIZE,
				  in_code) != 0)
	  return -1;
      found = 1;
    }
  if (!found)
    return sfi_domain_failf (d, "the module has no relocations (link it"
			     " with --emit-relocs) and cannot run at %#lx",
			     (unsigned long) d->lay.code_base);
  return 0;
}

/* Load the module in PATH into D (see sfi.h for the contract).  */
int
sfi_elf_load (struct sfi_domain *d, const char *path)
{
  size_t size = 0;
  unsigned char *buf = read_file (d, path, &size);
  const Ehdr *eh = (const Ehdr *) buf;
  int ret = -1;

  if (buf == NULL)
    return -1;
  /* What an earlier, failed load left behind.  */
  free (d->img.syms);
  free (d->img.objs);
  free (d->img.symstr);
  d->img.syms = d->img.objs = NULL;
  d->img.symstr = NULL;
  d->img.nsyms = d->img.nobjs = 0;
  d->img.have_gp = 0;
  d->img.code_used = 0;
  memset (d->img.imports, 0, sizeof d->img.imports);
  if (check_header (d, eh, size) != 0)
    goto out;
  /* The markers say how the module is checked (the verifier reads the
     same sections), and may move the domain (before anything is copied
     into it).  */
#ifdef SFI_ARCH_INS_SECTION
  d->img.ins_scheme = has_marker (buf, SFI_ARCH_INS_SECTION);
#endif
#ifdef SFI_ARCH_RA_SECTION
  d->img.ra_valid = has_marker (buf, SFI_ARCH_RA_SECTION);
#endif
  d->img.mode = (has_marker (buf, SFI_ARCH_PROTECT_SECTION)
		 ? SFI_MODE_PROTECT
		 : has_marker (buf, SFI_ARCH_MATCH_SECTION)
		 ? SFI_MODE_MATCH : SFI_MODE_SANDBOX);
  if ((int) d->img.mode < d->cfg.require_mode && !d->cfg.unverified)
    {
      sfi_domain_failf (d, "module built with -fsfi=%s; this domain"
			" requires -fsfi=%s", sfi_mode_name (d->img.mode),
			sfi_mode_name (d->cfg.require_mode));
      goto out;
    }
#ifdef SFI_ARCH_AND_ONLY_SECTION
  d->img.and_only = has_marker (buf, SFI_ARCH_AND_ONLY_SECTION);
  if (d->img.and_only && !d->lay.and_only)
    {
      if (sfi_arch_place_and_only (d) != 0)
	{
	  sfi_domain_failf (d, "no room for another domain of"
			    " one-instruction guards (%s; rebuild the module"
			    " with -fplugin-arg-sfi-no-and-only to run it in"
			    " any domain)", strerror (errno));
	  goto out;
	}
    }
#endif
  d->img.heap_start = d->lay.data_base;
  d->img.code_delta = (intptr_t) d->lay.code_base - SFI_ARCH_LINK_CODE;
  d->img.data_delta = (intptr_t) d->lay.data_base - SFI_ARCH_LINK_DATA;
  d->img.entry = eh->e_entry;
  if (!in_segment (d, SFI_ARCH_LINK_CODE, d->img.entry, 4))
    {
      sfi_domain_failf (d, "entry point 0x%lx outside the module's code",
			(unsigned long) d->img.entry);
      goto out;
    }
  if (load_symbols (d, buf, size) != 0 || load_segments (d, buf, size) != 0)
    goto out;
  if (!d->img.have_gp || !in_segment (d, SFI_ARCH_LINK_DATA, d->img.gp, 1))
    {
      sfi_domain_failf (d, "_gp missing or outside the data segment (a"
			" module keeps its symbol table: do not strip it)");
      goto out;
    }
  if (check_entries (d) != 0)
    goto out;
  if (bind_imports (d, buf, size) != 0)
    goto out;
  /* From link addresses to where this domain runs.  */
  if ((d->img.code_delta || d->img.data_delta)
      && relocate (d, buf, size) != 0)
    goto out;
  sfi_arch_prepare_code (d);
  d->img.entry += d->img.code_delta;
  d->img.gp += d->img.data_delta;
  if (getenv ("SFI_DEBUG") && eh->e_shstrndx < eh->e_shnum)
    print_gdb_command (d, path, buf);
  ret = 0;
 out:
  free (buf);
  return ret;
}

/* Return the function symbol of D that contains ADDR (or the nearest one
   before it, when symbol sizes are unknown), or NULL.  */
const struct sfi_symbol *
sfi_symbol_lookup (const struct sfi_domain *d, uintptr_t addr)
{
  size_t lo = 0, hi = d->img.nsyms;
  while (lo < hi)
    {
      size_t mid = (lo + hi) / 2;
      if (d->img.syms[mid].addr <= addr)
	lo = mid + 1;
      else
	hi = mid;
    }
  if (lo == 0 || addr - d->lay.code_base >= d->img.code_used)
    return NULL;
  if (d->img.syms[lo - 1].size && addr - d->img.syms[lo - 1].addr
			      >= d->img.syms[lo - 1].size)
    return NULL;
  return &d->img.syms[lo - 1];
}
