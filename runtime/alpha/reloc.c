/* Relocating an Alpha module to a domain that does not sit at the link
   addresses.

   Every domain keeps the module's code-to-data distance (alpha-abi.h),
   so code and data move by the same delta.  Alpha code is then
   unchanged: it reaches its GP relative to its own address (GPDISP),
   data relative to the GP (GPREL*, LITERAL) and code relative to the pc
   (BRADDR, BRSGP).  Only absolute addresses stored in the data segment
   move: the REFQUAD words the module's own relocations name (--emit-
   relocs keeps them), and the words of the GOT, which the linker builds
   without relocations (every entry of a static module's GOT is an
   address, or zero for an undefined weak symbol).  Relocation types that
   would need the code changed are refused.  */

#include <elf.h>
#include <string.h>
#include "sfi-priv.h"

/* glibc's <elf.h> lacks this one (binutils include/elf/alpha.h).  */
#ifndef R_ALPHA_BRSGP
#define R_ALPHA_BRSGP		28
#endif

/* The delta of D for an absolute module address V stored at link
   time, or 0 if V is not an address of the module.  */
static intptr_t
delta_for (const struct sfi_domain *d, uint64_t v)
{
  if ((v >= SFI_ARCH_LINK_CODE && v - SFI_ARCH_LINK_CODE < d->img.code_used)
      || (v >= SFI_ARCH_LINK_DATA
	  && v - SFI_ARCH_LINK_DATA <= d->img.heap_start - d->lay.data_base))
    return d->img.code_delta;
  return 0;
}

/* Return the run address of the 8 bytes at link address ADDR of D's
   loaded data, or 0 if they are not all inside it.  Offsets are compared
   before the delta is added, so no sum can wrap into host memory.  */
static uintptr_t
data_word (const struct sfi_domain *d, uint64_t addr)
{
  if (addr & 7 || addr < SFI_ARCH_LINK_DATA
      || addr - SFI_ARCH_LINK_DATA + 8 > d->img.heap_start - d->lay.data_base)
    return 0;
  return addr + d->img.data_delta;
}

/* Implement sfi_arch_apply_reloc: ENTRY is an Elf64_Rela of a section
   loaded in the code (IN_CODE) or the data segment.  */
int
sfi_arch_apply_reloc (struct sfi_domain *d, const void *entry, int in_code)
{
  const Elf64_Rela *r = entry;
  unsigned type = ELF64_R_TYPE (r->r_info);
  switch (type)
    {
    case R_ALPHA_NONE: case R_ALPHA_GPREL32: case R_ALPHA_LITERAL:
    case R_ALPHA_LITUSE: case R_ALPHA_GPDISP: case R_ALPHA_BRADDR:
    case R_ALPHA_HINT: case R_ALPHA_GPRELHIGH: case R_ALPHA_GPRELLOW:
    case R_ALPHA_GPREL16: case R_ALPHA_BRSGP:
      return 0;
    case R_ALPHA_REFQUAD:
      if (!in_code)
	{
	  uintptr_t at = data_word (d, r->r_offset);
	  if (!at)
	    return sfi_domain_failf (d, "relocation at %#lx outside the"
				     " module's data",
				     (unsigned long) r->r_offset);
	  uint64_t *w = (uint64_t *) at;
	  *w += delta_for (d, *w);
	  return 0;
	}
      /* Code holds no addresses.  */
      return sfi_domain_failf (d, "absolute address in code at %#lx",
			       (unsigned long) r->r_offset);
    default:
      return sfi_domain_failf (d, "unsupported relocation type %u at %#lx",
			       type, (unsigned long) r->r_offset);
    }
}

/* Implement sfi_arch_relocate_start: code and data move together, and
   the GOT, which has no relocations, moves word by word.  */
int
sfi_arch_relocate_start (struct sfi_domain *d, const unsigned char *buf,
			 size_t size)
{
  const Elf64_Ehdr *eh = (const Elf64_Ehdr *) buf;
  const Elf64_Shdr *sh = (const Elf64_Shdr *) (buf + eh->e_shoff);
  const Elf64_Shdr *names = &sh[eh->e_shstrndx];

  if (d->img.code_delta != d->img.data_delta)
    return sfi_domain_failf (d, "code and data moved apart (%#lx, %#lx)",
			     (unsigned long) d->img.code_delta,
			     (unsigned long) d->img.data_delta);
  for (unsigned i = 0; i < eh->e_shnum; i++)
    {
      const char *name = sh[i].sh_name < names->sh_size
			 ? (const char *) buf + names->sh_offset + sh[i].sh_name
			 : "";
      if (strcmp (name, ".got") != 0 || !(sh[i].sh_flags & SHF_ALLOC))
	continue;
      /* Words, not relocation entries as well.  */
      if (sh[i].sh_type != SHT_PROGBITS)
	return sfi_domain_failf (d, "bad GOT section");
      for (uint64_t a = sh[i].sh_addr; a + 8 <= sh[i].sh_addr + sh[i].sh_size;
	   a += 8)
	{
	  uintptr_t at = data_word (d, a);
	  if (!at)
	    return sfi_domain_failf (d, "GOT outside the module's data");
	  uint64_t *w = (uint64_t *) at;
	  *w += delta_for (d, *w);
	}
    }
  return 0;
}

/* Implement sfi_arch_prepare_code: Alpha code needs nothing.  */
void
sfi_arch_prepare_code (struct sfi_domain *d)
{
  (void) d;
}
