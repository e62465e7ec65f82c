/* Test that the loader refuses malformed module files cleanly.  The host
   reads a good module (argv[1]) and writes corrupted copies of it to a
   temporary file: empty, truncated, bad ELF header fields, tables and
   sections pointing outside the file or overflowing, out-of-range string
   and symbol indices, bad segments, relocations and import tables, and
   code changed to forbidden or unsandboxed instructions.  Each is loaded
   into a fresh domain: sfi_domain_load must fail with a non-empty reason
   (printed into the log), the host must not crash, and no host memory may
   change.  Code the verifier must refuse must be refused with the
   verifier's problem code.  Every variant is tried twice: in a domain at
   the module's link addresses, and in one relocated because another
   domain holds them.  A nonexistent path, a directory and a device are
   refused too.  At the end a fresh domain loads the original module and
   a call works.  
   sfi-target: mips*-*-* (it corrupts ELF32 MIPS modules).  */
/* { dg-do run } */

#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include "host.h"

#ifndef R_MIPS_32
#define R_MIPS_32 2
#endif
#ifndef R_MIPS_GOT16
#define R_MIPS_GOT16 9
#endif

/* The link addresses of sfi-module.ld (include/sfi/mips-abi.h).  */
#define LINK_CODE 0x11000000u
#define LINK_DATA 0x13000000u

/* MIPS instruction words.  */
#define INSN_SYSCALL	0x0000000cu	/* syscall */
#define INSN_SW_V0_A0	0xac820000u	/* sw $2,0($4) */
#define INSN_LUI_GP	0x3c1c1234u	/* lui $28,0x1234 */
#define INSN_JR_A0	0x00800008u	/* jr $4 */

/* The original module.  */
static unsigned char *orig;
static size_t orig_size;

/* The variant being built: a copy of the original, which the mutation
   functions change (SIZE included).  */
static unsigned char *buf;
static size_t size;

/* Section indices in the original, found by name or type.  */
static int sec_text, sec_symtab, sec_strtab, sec_shstrtab, sec_rel,
  sec_rel_text, sec_comment, sec_attrs;
/* File offset of function ext_square.  */
static uint32_t square_off;

/* Data-segment delta of a fresh domain while another one holds the link
   addresses, measured before the relocated pass.  */
static intptr_t data_delta;

/* Host memory a bad module could reach: filled with a pattern and checked
   after every load.  */
static volatile uint32_t victim[64];
#define VICTIM_WORD(i) (0x600d0000u + (i))

static Elf32_Ehdr *
eh (void)
{
  return (Elf32_Ehdr *) buf;
}

static Elf32_Phdr *
ph (int i)
{
  return (Elf32_Phdr *) (buf + eh ()->e_phoff) + i;
}

static Elf32_Shdr *
sh (int i)
{
  return (Elf32_Shdr *) (buf + eh ()->e_shoff) + i;
}

/* Index of the first program header of TYPE with FLAGS among its flags
   (PF_X for the code segment, PF_W for the data).  */
static int
find_ph (uint32_t type, uint32_t flags)
{
  for (int i = 0; i < eh ()->e_phnum; i++)
    if (ph (i)->p_type == type && (ph (i)->p_flags & flags) == flags)
      return i;
  fail ("the module has no program header of type %u, flags %u", type,
	flags);
}

/* Index of the section named NAME, or -1.  */
static int
find_section (const char *name)
{
  const Elf32_Shdr *names = sh (eh ()->e_shstrndx);
  for (int i = 0; i < eh ()->e_shnum; i++)
    if (strcmp ((char *) buf + names->sh_offset + sh (i)->sh_name, name) == 0)
      return i;
  return -1;
}

/* The symbol named NAME.  */
static Elf32_Sym *
find_symbol (const char *name)
{
  Elf32_Sym *sym = (Elf32_Sym *) (buf + sh (sec_symtab)->sh_offset);
  const char *str = (char *) buf + sh (sec_strtab)->sh_offset;
  for (size_t i = 0; i < sh (sec_symtab)->sh_size / sizeof *sym; i++)
    if (strcmp (str + sym[i].st_name, name) == 0)
      return &sym[i];
  fail ("the module has no symbol %s", name);
}

/* Learn the layout of the original module (in BUF).  */
static void
parse_original (void)
{
  if (size < sizeof (Elf32_Ehdr) || memcmp (buf, ELFMAG, SELFMAG) != 0
      || eh ()->e_shoff == 0 || eh ()->e_shstrndx >= eh ()->e_shnum)
    fail ("the original module is not an ELF file with sections");
  sec_text = find_section (".text");
  sec_symtab = find_section (".symtab");
  sec_strtab = find_section (".strtab");
  sec_shstrtab = eh ()->e_shstrndx;
  sec_rel = find_section (".rel.data");
  sec_rel_text = find_section (".rel.text");
  sec_comment = find_section (".comment");
  sec_attrs = find_section (".gnu.attributes");
  if (sec_text < 0 || sec_symtab < 0 || sec_strtab < 0 || sec_rel < 0
      || sec_rel_text < 0 || sec_comment < 0 || sec_attrs < 0)
    fail ("the original module lacks a section this test changes");
  if (sh (sec_symtab)->sh_link != (uint32_t) sec_strtab)
    fail ("the symbol table does not use .strtab");
  Elf32_Sym *sq = find_symbol ("ext_square");
  if (sq->st_shndx != sec_text || sq->st_size < 8)
    fail ("ext_square is not in .text");
  square_off = sq->st_value - sh (sec_text)->sh_addr
	       + sh (sec_text)->sh_offset;
}

/* Store instruction word INSN at file offset OFF (native byte order: the
   host runs with the module's).  */
static void
put_word (uint32_t off, uint32_t insn)
{
  memcpy (buf + off, &insn, 4);
}

/* The mutations.  */

static void m_empty (void) { size = 0; }
static void m_trunc_ident (void) { size = 10; }
static void m_trunc_header (void) { size = sizeof (Elf32_Ehdr) - 1; }
static void m_trunc_header_only (void) { size = sizeof (Elf32_Ehdr); }
static void
m_trunc_phdrs (void)
{
  size = eh ()->e_phoff + eh ()->e_phnum * sizeof (Elf32_Phdr) - 4;
}
static void
m_trunc_text (void)
{
  size = sh (sec_text)->sh_offset + sh (sec_text)->sh_size / 2;
}
static void
m_trunc_symtab (void)
{
  size = sh (sec_symtab)->sh_offset + sh (sec_symtab)->sh_size / 2;
}
static void m_trunc_one_byte (void) { size--; }
static void m_magic (void) { buf[EI_MAG1] = 'X'; }
static void m_class (void) { buf[EI_CLASS] = ELFCLASS64; }
static void m_class_none (void) { buf[EI_CLASS] = ELFCLASSNONE; }
static void
m_data (void)
{
  buf[EI_DATA] = buf[EI_DATA] == ELFDATA2LSB ? ELFDATA2MSB : ELFDATA2LSB;
}
static void m_machine (void) { eh ()->e_machine = EM_X86_64; }
static void m_machine_alpha (void) { eh ()->e_machine = EM_ALPHA; }
static void m_type_dyn (void) { eh ()->e_type = ET_DYN; }
static void m_type_rel (void) { eh ()->e_type = ET_REL; }
static void m_flags_micromips (void) { eh ()->e_flags |= 0x02000000; }
static void m_flags_n32 (void) { eh ()->e_flags |= EF_MIPS_ABI2; }
static void m_phoff_end (void) { eh ()->e_phoff = (size + 4) & ~3u; }
static void m_phoff_wrap (void) { eh ()->e_phoff = 0xfffffff0; }
static void m_phoff_odd (void) { eh ()->e_phoff += 2; }
static void m_shoff_end (void) { eh ()->e_shoff = (size + 4) & ~3u; }
static void m_shoff_wrap (void) { eh ()->e_shoff = 0xfffffff0; }
static void m_phnum_huge (void) { eh ()->e_phnum = 0xffff; }
static void m_phnum_zero (void) { eh ()->e_phnum = 0; }
static void m_shnum_huge (void) { eh ()->e_shnum = 0xffff; }
static void m_shnum_past (void) { eh ()->e_shnum += 2; }
static void m_phentsize (void) { eh ()->e_phentsize = 16; }
static void m_shentsize (void) { eh ()->e_shentsize = 20; }
static void
m_shstrndx_range (void)
{
  eh ()->e_shstrndx = eh ()->e_shnum + 3;
}
static void m_shstrndx_max (void) { eh ()->e_shstrndx = 0xfffe; }
static void
m_symtab_wrap (void)
{
  sh (sec_symtab)->sh_offset = 0xfffffff0;
  sh (sec_symtab)->sh_size = 0x20;
}
static void m_symtab_size (void) { sh (sec_symtab)->sh_size = 0xfffffff0; }
static void m_symtab_past (void) { sh (sec_symtab)->sh_size += 16 * 4096; }
static void m_symtab_entsize (void) { sh (sec_symtab)->sh_entsize = 8; }
static void
m_strtab_wrap (void)
{
  sh (sec_strtab)->sh_offset = 0xffffff00;
  sh (sec_strtab)->sh_size = 0x200;
}
static void
m_strtab_unterminated (void)
{
  buf[sh (sec_strtab)->sh_offset + sh (sec_strtab)->sh_size - 1] = 'x';
}
static void
m_strtab_type (void)
{
  sh (sec_strtab)->sh_type = SHT_PROGBITS;
}
static void
m_shstrtab_wrap (void)
{
  sh (sec_shstrtab)->sh_offset = 0xfffffff0;
  sh (sec_shstrtab)->sh_size = 0x100;
}
static void
m_symtab_link (void)
{
  sh (sec_symtab)->sh_link = eh ()->e_shnum + 3;
}
static void
m_symtab_link_max (void)
{
  sh (sec_symtab)->sh_link = 0xffffffff;
}
static void
m_sym_name (void)
{
  find_symbol ("ext_square")->st_name = sh (sec_strtab)->sh_size;
}
static void
m_sym_name_max (void)
{
  find_symbol ("ext_get")->st_name = 0xffffffff;
}
static void
m_gp_outside (void)
{
  find_symbol ("_gp")->st_value = 0x00400000;
}
static void
m_data_filesz (void)
{
  Elf32_Phdr *p = ph (find_ph (PT_LOAD, PF_W));
  p->p_filesz = p->p_memsz + 4;
}
static void
m_code_filesz (void)
{
  Elf32_Phdr *p = ph (find_ph (PT_LOAD, PF_X));
  p->p_filesz = p->p_memsz + 4;
}
static void
m_code_offset (void)
{
  ph (find_ph (PT_LOAD, PF_X))->p_offset = size;
}
static void
m_data_offset_wrap (void)
{
  ph (find_ph (PT_LOAD, PF_W))->p_offset = 0xfffffff0;
}
static void
m_code_wx (void)
{
  ph (find_ph (PT_LOAD, PF_X))->p_flags |= PF_W;
}
static void
m_code_vaddr (void)
{
  ph (find_ph (PT_LOAD, PF_X))->p_vaddr = LINK_DATA;
}
static void
m_code_memsz (void)
{
  ph (find_ph (PT_LOAD, PF_X))->p_memsz = 0x7ffffff0;
}
/* A second code segment 2 MiB past the first, with a forbidden
   instruction: the loader's passes go over the whole range, the pages
   between the two included (once unopened, so they faulted in the
   host).  */
static void
m_code_gap (void)
{
  Elf32_Phdr *p = ph (find_ph (PT_GNU_STACK, 0));
  for (int i = 0; i < 4; i++)
    put_word (size + 4 * i, INSN_SYSCALL);
  p->p_type = PT_LOAD;
  p->p_flags = PF_R | PF_X;
  p->p_offset = size;
  p->p_vaddr = p->p_paddr = LINK_CODE + 0x200000;
  p->p_filesz = p->p_memsz = 16;
  p->p_align = 4;
  size += 16;
}
static void
m_data_vaddr_host (void)
{
  /* Where a static host program has its code.  */
  ph (find_ph (PT_LOAD, PF_W))->p_vaddr = 0x00400000;
}
static void
m_data_memsz_wrap (void)
{
  ph (find_ph (PT_LOAD, PF_W))->p_memsz = 0xfffff000;
}
static void
m_ph_dynamic (void)
{
  ph (find_ph (PT_GNU_STACK, 0))->p_type = PT_DYNAMIC;
}
static void
m_ph_interp (void)
{
  ph (find_ph (PT_GNU_STACK, 0))->p_type = PT_INTERP;
}
static void
m_ph_tls (void)
{
  ph (find_ph (PT_GNU_STACK, 0))->p_type = PT_TLS;
}
static void m_entry_host (void) { eh ()->e_entry = 0x00400000; }
static void m_entry_jt (void) { eh ()->e_entry = LINK_CODE + 8; }
static void m_entry_unloaded (void) { eh ()->e_entry = LINK_CODE + 0x800000; }
static void m_entry_odd (void) { eh ()->e_entry += 2; }
static void m_syscall (void) { put_word (square_off, INSN_SYSCALL); }
static void m_syscall_mid (void) { put_word (square_off + 4, INSN_SYSCALL); }
static void
m_syscall_last (void)
{
  /* The last word of the code in the file, past the last function.  */
  put_word (sh (sec_text)->sh_offset + sh (sec_text)->sh_size - 4,
	    INSN_SYSCALL);
}
static void m_store (void) { put_word (square_off, INSN_SW_V0_A0); }
static void m_gp_write (void) { put_word (square_off, INSN_LUI_GP); }
static void m_jump (void) { put_word (square_off, INSN_JR_A0); }

/* Relocations (used only by a relocated domain).  */
static Elf32_Rel *
first_rel (int sec)
{
  return (Elf32_Rel *) (buf + sh (sec)->sh_offset);
}
static void
m_rel_wrap_host (void)
{
  /* Link address + data delta wraps around to the host's VICTIM.  */
  Elf32_Rel *r = first_rel (sec_rel);
  r->r_offset = (Elf32_Addr) ((uintptr_t) &victim[8] - data_delta);
  r->r_info = ELF32_R_INFO (ELF32_R_SYM (r->r_info), R_MIPS_32);
}
static void
m_rel_outside (void)
{
  first_rel (sec_rel)->r_offset = 0x30000000;
}
static void
m_rel_type (void)
{
  Elf32_Rel *r = first_rel (sec_rel);
  r->r_info = ELF32_R_INFO (ELF32_R_SYM (r->r_info), R_MIPS_GOT16);
}
static void
m_rel_wrap (void)
{
  sh (sec_rel_text)->sh_offset = 0xfffffff0;
  sh (sec_rel_text)->sh_size = 0x20;
}
static void
m_rel_size (void)
{
  sh (sec_rel_text)->sh_size = 0xfffffff8;
}
static void
m_rel_entsize (void)
{
  sh (sec_rel_text)->sh_entsize = 12;
}
static void
m_rel_none (void)
{
  for (int i = 0; i < eh ()->e_shnum; i++)
    if (sh (i)->sh_type == SHT_REL)
      sh (i)->sh_type = SHT_PROGBITS;
}

/* Import tables: rename .gnu.attributes to .sfi_imports and point it at
   the bytes of .comment, rewritten with SLOT and NAME (LEN bytes of it,
   no terminating zero if LEN is its length).  */
static void
make_imports (uint32_t slot, const char *name, size_t len)
{
  Elf32_Shdr *s = sh (sec_attrs), *c = sh (sec_comment);
  if (c->sh_size < 4 + len + 1 || (c->sh_offset & 3))
    fail (".comment too small or misaligned for an import table");
  strcpy ((char *) buf + sh (sec_shstrtab)->sh_offset + s->sh_name,
	  ".sfi_imports");
  s->sh_type = SHT_PROGBITS;
  s->sh_offset = c->sh_offset;
  s->sh_size = 4 + len;
  memcpy (buf + c->sh_offset, &slot, 4);
  memcpy (buf + c->sh_offset + 4, name, len);
}
static void
m_import_missing (void)
{
  make_imports (0, "host_nothing", sizeof "host_nothing");
}
static void
m_import_missing_hidden (void)
{
  m_import_missing ();
  eh ()->e_shstrndx = eh ()->e_shnum + 3;
}
static void
m_import_slot (void)
{
  make_imports (0x7fffffff, "host_add", sizeof "host_add");
}
static void
m_import_unterminated (void)
{
  make_imports (0, "host_add", strlen ("host_add"));
}
static void
m_import_empty (void)
{
  make_imports (0, "", 1);
}
static void
m_import_escape (void)
{
  make_imports (0, "host_\033[2J", sizeof "host_\033[2J");
}
static void
m_import_wrap (void)
{
  make_imports (0, "host_add", sizeof "host_add");
  sh (sec_attrs)->sh_offset = 0xfffffff0;
  sh (sec_attrs)->sh_size = 0x100;
}

/* Where a variant applies.  */
#define BOTH 0			/* Both passes.  */
#define RELOC 1			/* Only a relocated domain reads it.  */

static const struct variant
{
  const char *name;
  void (*mutate) (void);
  int where;
  const char *expect;		/* Required in the reason, or NULL.  */
} variants[] = {
  { "empty file", m_empty, BOTH, NULL },
  { "truncated in e_ident", m_trunc_ident, BOTH, NULL },
  { "truncated in the ELF header", m_trunc_header, BOTH, NULL },
  { "only the ELF header", m_trunc_header_only, BOTH, NULL },
  { "truncated in the program headers", m_trunc_phdrs, BOTH, NULL },
  { "truncated in .text", m_trunc_text, BOTH, NULL },
  { "truncated in .symtab", m_trunc_symtab, BOTH, NULL },
  { "one byte short", m_trunc_one_byte, BOTH, NULL },
  { "bad ELF magic", m_magic, BOTH, NULL },
  { "ELFCLASS64", m_class, BOTH, NULL },
  { "ELFCLASSNONE", m_class_none, BOTH, NULL },
  { "other byte order", m_data, BOTH, NULL },
  { "e_machine EM_X86_64", m_machine, BOTH, NULL },
  { "e_machine EM_ALPHA", m_machine_alpha, BOTH, NULL },
  { "e_type ET_DYN", m_type_dyn, BOTH, NULL },
  { "e_type ET_REL", m_type_rel, BOTH, NULL },
  { "e_flags microMIPS", m_flags_micromips, BOTH, NULL },
  { "e_flags n32", m_flags_n32, BOTH, NULL },
  { "e_phoff past the end", m_phoff_end, BOTH, NULL },
  { "e_phoff wrapping", m_phoff_wrap, BOTH, NULL },
  { "e_phoff misaligned", m_phoff_odd, BOTH, NULL },
  { "e_shoff past the end", m_shoff_end, BOTH, NULL },
  { "e_shoff wrapping", m_shoff_wrap, BOTH, NULL },
  { "e_phnum 65535", m_phnum_huge, BOTH, NULL },
  { "e_phnum 0", m_phnum_zero, BOTH, NULL },
  { "e_shnum 65535", m_shnum_huge, BOTH, NULL },
  { "e_shnum past the end", m_shnum_past, BOTH, NULL },
  { "e_phentsize 16", m_phentsize, BOTH, NULL },
  { "e_shentsize 20", m_shentsize, BOTH, NULL },
  { "e_shstrndx out of range", m_shstrndx_range, BOTH, NULL },
  { "e_shstrndx 0xfffe", m_shstrndx_max, BOTH, NULL },
  { ".symtab sh_offset+sh_size wrapping", m_symtab_wrap, BOTH, NULL },
  { ".symtab sh_size huge", m_symtab_size, BOTH, NULL },
  { ".symtab past the end", m_symtab_past, BOTH, NULL },
  { ".symtab sh_entsize 8", m_symtab_entsize, BOTH, NULL },
  { ".symtab sh_link out of range", m_symtab_link, BOTH, NULL },
  { ".symtab sh_link 0xffffffff", m_symtab_link_max, BOTH, NULL },
  { ".strtab sh_offset+sh_size wrapping", m_strtab_wrap, BOTH, NULL },
  { ".strtab not zero-terminated", m_strtab_unterminated, BOTH, NULL },
  { ".strtab not SHT_STRTAB", m_strtab_type, BOTH, NULL },
  { ".shstrtab sh_offset+sh_size wrapping", m_shstrtab_wrap, BOTH, NULL },
  { "st_name = size of .strtab", m_sym_name, BOTH, NULL },
  { "st_name 0xffffffff", m_sym_name_max, BOTH, NULL },
  { "_gp outside the data segment", m_gp_outside, BOTH, NULL },
  { "data p_filesz > p_memsz", m_data_filesz, BOTH, NULL },
  { "code p_filesz > p_memsz", m_code_filesz, BOTH, NULL },
  { "code p_offset at the end", m_code_offset, BOTH, NULL },
  { "data p_offset wrapping", m_data_offset_wrap, BOTH, NULL },
  { "code segment writable", m_code_wx, BOTH, NULL },
  { "code segment at the data address", m_code_vaddr, BOTH, NULL },
  { "code p_memsz 0x7ffffff0", m_code_memsz, BOTH, NULL },
  { "code segment 2 MiB past the first", m_code_gap, BOTH,
    "SFI-E-FORBIDDEN-INSN" },
  { "data segment at 0x400000", m_data_vaddr_host, BOTH, NULL },
  { "data p_memsz wrapping", m_data_memsz_wrap, BOTH, NULL },
  { "PT_DYNAMIC", m_ph_dynamic, BOTH, NULL },
  { "PT_INTERP", m_ph_interp, BOTH, NULL },
  { "PT_TLS", m_ph_tls, BOTH, NULL },
  { "entry point in the host", m_entry_host, BOTH, NULL },
  { "entry point in the jump table", m_entry_jt, BOTH, NULL },
  { "entry point past the code", m_entry_unloaded, BOTH, NULL },
  { "entry point misaligned", m_entry_odd, BOTH, NULL },
  { "syscall at ext_square", m_syscall, BOTH, "SFI-E-FORBIDDEN-INSN" },
  { "syscall at ext_square+4", m_syscall_mid, BOTH, "SFI-E-FORBIDDEN-INSN" },
  { "syscall at the end of .text", m_syscall_last, BOTH,
    "SFI-E-FORBIDDEN-INSN" },
  { "sw $2,0($4) at ext_square", m_store, BOTH, "SFI-E-UNSANDBOXED-STORE" },
  { "lui $gp at ext_square", m_gp_write, BOTH, "SFI-E-WRITES-DEDICATED" },
  { "jr $4 at ext_square", m_jump, BOTH, "SFI-E-UNSANDBOXED-JUMP" },
  { "import not offered", m_import_missing, BOTH, NULL },
  { "import not offered, e_shstrndx out of range", m_import_missing_hidden,
    BOTH, NULL },
  { "import slot 0x7fffffff", m_import_slot, BOTH, NULL },
  { "import name not terminated", m_import_unterminated, BOTH, NULL },
  { "import table wrapping", m_import_wrap, BOTH, NULL },
  { "import name empty", m_import_empty, BOTH, "bad import table entry" },
  { "import name with a terminal escape", m_import_escape, BOTH,
    "bad import table entry" },
  { "relocation offset wrapping to host memory", m_rel_wrap_host, RELOC,
    NULL },
  { "relocation outside the module", m_rel_outside, RELOC, NULL },
  { "relocation type R_MIPS_GOT16", m_rel_type, RELOC, NULL },
  { ".rel.text sh_offset+sh_size wrapping", m_rel_wrap, RELOC, NULL },
  { ".rel.text sh_size huge", m_rel_size, RELOC, NULL },
  { ".rel.text sh_entsize 12", m_rel_entsize, RELOC, NULL },
  { "no relocation sections", m_rel_none, RELOC, NULL },
};
#define NVARIANTS (sizeof variants / sizeof variants[0])

/* Failures so far, reported together at the end: the variants that
   changed host memory first, then the others.  */
static char failures[1024], corrupted[1024];
static int nfailures;

static void
append (char *list, size_t n, const char *item)
{
  if (list[0])
    strncat (list, "; ", n - strlen (list) - 1);
  strncat (list, item, n - strlen (list) - 1);
}

/* Record failure FMT of a variant; CORRUPT says that it changed host
   memory.  */
static void __attribute__ ((format (printf, 2, 3)))
record (int corrupt, const char *fmt, ...)
{
  va_list ap;
  char line[512];
  va_start (ap, fmt);
  vsnprintf (line, sizeof line, fmt, ap);
  va_end (ap);
  printf ("  ** %s\n", line);
  nfailures++;
  if (corrupt)
    append (corrupted, sizeof corrupted, line);
  else
    append (failures, sizeof failures, line);
}

/* Count the open descriptors below 1024.  */
static int
count_fds (void)
{
  int n = 0;
  for (int fd = 0; fd < 1024; fd++)
    if (fcntl (fd, F_GETFD) != -1)
      n++;
  return n;
}

static uint32_t try_seg_size;	/* Of try_load's domains; 0: default.  */

/* Load PATH into a fresh domain; it must fail with a reason containing
   EXPECT (if not NULL), leaving the host's memory alone.  WHAT names the
   case in messages.  */
static void
try_load (const char *what, const char *path, const char *expect)
{
  struct sfi_domain_config cfg = { try_seg_size, 0, "malformed" };
  struct sfi_domain *d = sfi_domain_create (&cfg);
  if (!d)
    fail ("%s: no domain", what);
  printf ("%s: ", what);
  fflush (stdout);
  int r = sfi_domain_load (d, path);
  const char *err = sfi_domain_error (d);
  printf ("%s\n", r == 0 ? "(loaded)" : err);
  if (r == 0)
    record (0, "%s: accepted", what);
  else if (!err || !err[0])
    record (0, "%s: refused without a reason", what);
  else if (expect && !strstr (err, expect))
    record (0, "%s: reason lacks %s", what, expect);
  for (int i = 0; i < 64; i++)
    if (victim[i] != VICTIM_WORD (i))
      {
	record (1, "%s: host memory at %p changed from 0x%x to 0x%x", what,
		(void *) &victim[i], VICTIM_WORD (i), victim[i]);
	victim[i] = VICTIM_WORD (i);
      }
  sfi_domain_destroy (d);
}

static char tmp[64];

/* Write the current variant to the temporary file.  */
static void
write_variant (void)
{
  int fd = open (tmp, O_WRONLY | O_TRUNC);
  if (fd < 0)
    fail ("cannot open %s: %s", tmp, strerror (errno));
  for (size_t done = 0; done < size;)
    {
      ssize_t n = write (fd, buf + done, size - done);
      if (n <= 0)
	fail ("cannot write %s", tmp);
      done += n;
    }
  close (fd);
}

/* Try every variant; RELOCATED says whether another domain holds the
   link addresses.  */
static void
run_variants (int relocated)
{
  for (size_t v = 0; v < NVARIANTS; v++)
    {
      char what[160];
      if (variants[v].where == RELOC && !relocated)
	continue;
      memcpy (buf, orig, orig_size);
      size = orig_size;
      variants[v].mutate ();
      write_variant ();
      snprintf (what, sizeof what, "%s%s", variants[v].name,
		relocated ? " (relocated)" : "");
      try_load (what, tmp, variants[v].expect);
    }
}

int
main (int argc, char **argv)
{
  setvbuf (stdout, NULL, _IOLBF, 0);
  for (int i = 0; i < 64; i++)
    victim[i] = VICTIM_WORD (i);

  /* The original.  */
  FILE *f = fopen (argv[1], "rb");
  if (!f || fseek (f, 0, SEEK_END) != 0 || (orig_size = ftell (f)) <= 0)
    fail ("cannot read %s", argv[1]);
  rewind (f);
  orig = malloc (orig_size);
  buf = malloc (orig_size + 16);
  if (!orig || !buf || fread (orig, 1, orig_size, f) != orig_size)
    fail ("cannot read %s", argv[1]);
  fclose (f);
  memcpy (buf, orig, orig_size);
  size = orig_size;
  parse_original ();

  const char *dir = getenv ("TMPDIR");
  snprintf (tmp, sizeof tmp, "%s/sfi-malformed-XXXXXX", dir ? dir : "/tmp");
  int fd = mkstemp (tmp);
  if (fd < 0)
    fail ("mkstemp: %s", strerror (errno));
  close (fd);

  /* The unchanged copy loads, in both placements: the mutations, not the
     copying, are what the loader refuses.  */
  write_variant ();
  struct sfi_domain *probe = load (tmp, 0);
  if (!probe || call1 (probe, "ext_square", 3) != 10)
    fail ("the unchanged copy does not work");
  int fds = count_fds ();

  printf ("== at the link addresses\n");
  sfi_domain_destroy (probe);
  run_variants (0);
  try_load ("nonexistent path", "/nonexistent/sfi-module", NULL);
  try_load ("directory", dir ? dir : "/tmp", NULL);
  try_load ("character device", "/dev/null", NULL);
  /* In 64 MiB segments the code's and the data's link ranges overlap:
     code that reaches the data's link address is refused, not relocated
     as data.  */
  memcpy (buf, orig, orig_size);
  size = orig_size;
  ph (find_ph (PT_LOAD, PF_X))->p_memsz = 0x2100000;
  write_variant ();
  try_seg_size = 64 << 20;
  try_load ("code over the data's link address, 64 MiB segments", tmp,
	    "reaches the link addresses of the data segment");
  try_seg_size = 0;

  printf ("== relocated\n");
  struct sfi_domain *holder = load (argv[1], 0);
  if (!holder)
    fail ("no domain");
  memcpy (buf, orig, orig_size);
  size = orig_size;
  write_variant ();
  probe = load (tmp, 0);
  if (!probe)
    fail ("no domain");
  uintptr_t global = call0 (probe, "ext_global_address");
  data_delta = global - find_symbol ("global")->st_value;
  printf ("data delta of a fresh domain: 0x%lx\n",
	  (unsigned long) data_delta);
  if (data_delta == 0)
    fail ("the second domain is not relocated");
  sfi_domain_destroy (probe);
  run_variants (1);
  unlink (tmp);

  if (count_fds () != fds)
    record (0, "%d descriptors open before the variants, %d after", fds,
	    count_fds ());
  if (call1 (holder, "ext_square", 5) != 26)
    fail ("the live domain stopped working");
  sfi_domain_destroy (holder);
  struct sfi_domain *d = load (argv[1], 0);
  if (!d || call1 (d, "ext_square", 7) != 50)
    fail ("the original module does not work after the variants");
  sfi_domain_destroy (d);
  if (nfailures)
    fail ("%d problems with malformed modules: %s%s%s", nfailures, corrupted,
	  corrupted[0] && failures[0] ? "; " : "", failures);
  pass ("malformed modules refused with a reason, the host unharmed");
}
