/* A small, defensive ELF reader; see elf-read.h.  */

#include <string.h>
#include "elf-read.h"

/* Limits with reasons: a module has a few dozen sections; more is either
   a broken file or an attempt to make the reader do a lot of work.  */
#define SHNUM_MAX 4096

uint32_t
sfi_elf_u32 (const struct sfi_elf *elf, const uint8_t *p)
{
  return elf->big_endian
    ? (uint32_t) p[0] << 24 | (uint32_t) p[1] << 16 | (uint32_t) p[2] << 8 | p[3]
    : (uint32_t) p[3] << 24 | (uint32_t) p[2] << 16 | (uint32_t) p[1] << 8 | p[0];
}

uint64_t
sfi_elf_u64 (const struct sfi_elf *elf, const uint8_t *p)
{
  uint64_t a = sfi_elf_u32 (elf, p), b = sfi_elf_u32 (elf, p + 4);
  return elf->big_endian ? a << 32 | b : b << 32 | a;
}

static unsigned
u16 (const struct sfi_elf *elf, const uint8_t *p)
{
  return elf->big_endian ? (unsigned) p[0] << 8 | p[1] : (unsigned) p[1] << 8 | p[0];
}

/* Return true if [OFF, OFF+LEN) lies inside the image.  */

static int
in_file (const struct sfi_elf *elf, uint64_t off, uint64_t len)
{
  return off <= elf->size && len <= elf->size - off;
}

int
sfi_elf_open (struct sfi_elf *elf, const uint8_t *data, size_t size,
	      const char **err)
{
  memset (elf, 0, sizeof *elf);
  elf->data = data;
  elf->size = size;
  if (size < 52 || memcmp (data, "\177ELF", 4) != 0)
    {
      *err = "not an ELF file";
      return -1;
    }
  if (data[4] != 1 && data[4] != 2)
    {
      *err = "bad ELF class";
      return -1;
    }
  if (data[5] != 1 && data[5] != 2)
    {
      *err = "bad ELF byte order";
      return -1;
    }
  elf->is64 = data[4] == 2;
  elf->big_endian = data[5] == 2;
  if (elf->is64 && size < 64)
    {
      *err = "truncated ELF header";
      return -1;
    }
  elf->type = u16 (elf, data + 16);
  elf->machine = u16 (elf, data + 18);
  if (elf->is64)
    {
      elf->entry = sfi_elf_u64 (elf, data + 24);
      elf->shoff = sfi_elf_u64 (elf, data + 40);
      elf->shentsize = u16 (elf, data + 58);
      elf->shnum = u16 (elf, data + 60);
      elf->shstrndx = u16 (elf, data + 62);
    }
  else
    {
      elf->entry = sfi_elf_u32 (elf, data + 24);
      elf->shoff = sfi_elf_u32 (elf, data + 32);
      elf->shentsize = u16 (elf, data + 46);
      elf->shnum = u16 (elf, data + 48);
      elf->shstrndx = u16 (elf, data + 50);
    }
  if (elf->shnum == 0)
    return 0;
  if (elf->shnum > SHNUM_MAX)
    {
      *err = "too many sections";
      return -1;
    }
  if (elf->shentsize != (elf->is64 ? 64u : 40u)
      || !in_file (elf, elf->shoff, (uint64_t) elf->shnum * elf->shentsize))
    {
      *err = "section header table outside the file";
      return -1;
    }
  if (elf->shstrndx >= elf->shnum)
    {
      *err = "bad section name table index";
      return -1;
    }
  return 0;
}

/* Read the raw header of section IDX without its name.  */

static void
read_shdr (const struct sfi_elf *elf, unsigned idx, struct sfi_shdr *sh)
{
  const uint8_t *p = elf->data + elf->shoff + (uint64_t) idx * elf->shentsize;
  if (elf->is64)
    {
      sh->type = sfi_elf_u32 (elf, p + 4);
      sh->flags = sfi_elf_u64 (elf, p + 8);
      sh->addr = sfi_elf_u64 (elf, p + 16);
      sh->offset = sfi_elf_u64 (elf, p + 24);
      sh->size = sfi_elf_u64 (elf, p + 32);
      sh->link = sfi_elf_u32 (elf, p + 40);
      sh->info = sfi_elf_u32 (elf, p + 44);
      sh->entsize = sfi_elf_u64 (elf, p + 56);
    }
  else
    {
      sh->type = sfi_elf_u32 (elf, p + 4);
      sh->flags = sfi_elf_u32 (elf, p + 8);
      sh->addr = sfi_elf_u32 (elf, p + 12);
      sh->offset = sfi_elf_u32 (elf, p + 16);
      sh->size = sfi_elf_u32 (elf, p + 20);
      sh->link = sfi_elf_u32 (elf, p + 24);
      sh->info = sfi_elf_u32 (elf, p + 28);
      sh->entsize = sfi_elf_u32 (elf, p + 36);
    }
}

int
sfi_elf_section (const struct sfi_elf *elf, unsigned idx, struct sfi_shdr *sh,
		 const char **err)
{
  if (idx >= elf->shnum)
    {
      *err = "no such section";
      return -1;
    }
  read_shdr (elf, idx, sh);
  if (sh->type != SFI_SHT_NOBITS && !in_file (elf, sh->offset, sh->size))
    {
      *err = "section contents outside the file";
      return -1;
    }

  struct sfi_shdr strs;
  read_shdr (elf, elf->shstrndx, &strs);
  const uint8_t *p = elf->data + elf->shoff + (uint64_t) idx * elf->shentsize;
  uint32_t name = sfi_elf_u32 (elf, p);
  sh->name = "";
  if (in_file (elf, strs.offset, strs.size) && name < strs.size
      && memchr (elf->data + strs.offset + name, 0, strs.size - name))
    sh->name = (const char *) elf->data + strs.offset + name;
  return 0;
}

int
sfi_elf_symbol (const struct sfi_elf *elf, const char *name, uint64_t *value)
{
  const char *err;
  for (unsigned i = 0; i < elf->shnum; i++)
    {
      struct sfi_shdr sym, str;
      if (sfi_elf_section (elf, i, &sym, &err) != 0
	  || sym.type != SFI_SHT_SYMTAB
	  || sfi_elf_section (elf, sym.link, &str, &err) != 0)
	continue;
      uint64_t ent = elf->is64 ? 24 : 16;
      for (uint64_t off = ent; off + ent <= sym.size; off += ent)
	{
	  const uint8_t *p = elf->data + sym.offset + off;
	  uint32_t n = sfi_elf_u32 (elf, p);
	  if (n >= str.size
	      || !memchr (elf->data + str.offset + n, 0, str.size - n))
	    continue;
	  if (strcmp ((const char *) elf->data + str.offset + n, name) != 0)
	    continue;
	  *value = elf->is64 ? sfi_elf_u64 (elf, p + 8) : sfi_elf_u32 (elf, p + 4);
	  return 0;
	}
    }
  return -1;
}
