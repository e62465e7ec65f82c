/* A small, defensive ELF reader for the verifier and the loader.

   Every offset and size read from the file is checked against the file's
   size before use; nothing is trusted.  32- and 64-bit files of either
   byte order are read the same way.  */

#ifndef SFI_ELF_READ_H
#define SFI_ELF_READ_H

#include <stddef.h>
#include <stdint.h>

/* A section, with its fields widened to 64 bits.  */
struct sfi_shdr
{
  const char *name;		/* Never NULL ("" if unnamed).  */
  uint32_t type;
  uint64_t flags, addr, offset, size, entsize;
  uint32_t link, info;
};

/* An opened ELF image (the bytes stay owned by the caller).  */
struct sfi_elf
{
  const uint8_t *data;
  size_t size;
  int is64, big_endian;
  unsigned type, machine;
  uint64_t entry;
  uint64_t shoff;
  unsigned shnum, shentsize, shstrndx;
};

/* Open the image DATA of SIZE bytes.  Return 0, or -1 with *ERR set.  */
extern int sfi_elf_open (struct sfi_elf *elf, const uint8_t *data,
			 size_t size, const char **err);

/* Read section IDX into *SH.  Return 0, or -1 with *ERR set.  */
extern int sfi_elf_section (const struct sfi_elf *elf, unsigned idx,
			    struct sfi_shdr *sh, const char **err);

/* Find the value of symbol NAME in the image's .symtab.  Return 0 and set
   *VALUE, or -1 if there is none.  */
extern int sfi_elf_symbol (const struct sfi_elf *elf, const char *name,
			   uint64_t *value);

/* Read unsigned integers of the image's byte order.  */
extern uint32_t sfi_elf_u32 (const struct sfi_elf *elf, const uint8_t *p);
extern uint64_t sfi_elf_u64 (const struct sfi_elf *elf, const uint8_t *p);

#define SFI_EM_MIPS 8
#define SFI_EM_ALPHA 0x9026
#define SFI_SHF_ALLOC 2
#define SFI_SHF_EXECINSTR 4
#define SFI_SHT_PROGBITS 1
#define SFI_SHT_SYMTAB 2
#define SFI_SHT_NOBITS 8
#define SFI_ET_REL 1
#define SFI_ET_EXEC 2

#endif /* SFI_ELF_READ_H */
