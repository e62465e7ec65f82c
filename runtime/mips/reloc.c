/* Relocating a MIPS module from its link addresses to its domain.

   Modules are static executables linked at SFI_MIPS_LINK_CODE and
   SFI_MIPS_LINK_DATA with --emit-relocs, so the relocations the linker
   resolved are still in the file (.rel.text, .rel.data, ...).  A domain
   elsewhere moves the code by D->code_delta and the data by
   D->data_delta, both multiples of the segment size (at least 1 MiB),
   hence multiples of 64 KiB.  That makes every relocation simple:

     R_MIPS_32      the word is an address: add the delta of its segment
     R_MIPS_26      j/jal target: add the code delta, staying in the
		    256 MiB region (code and gate share it by design)
     R_MIPS_HI16    upper half of an address: add the delta's upper half
     R_MIPS_LO16    lower half: unchanged (the deltas' are zero)
     R_MIPS_GPREL16/32, R_MIPS_PC16, R_MIPS_JALR   relative: unchanged

   Which segment an address belongs to is read from the address itself:
   code links below SFI_MIPS_LINK_CODE + 16 MiB, data above
   SFI_MIPS_LINK_DATA, and the midpoint splits the gap.  Any other
   relocation type refuses the module.  The patched code is verified
   afterwards like any other, so a bad relocation cannot make it unsafe,
   only wrong.  */

#include <elf.h>
#include <string.h>
#include "sfi-priv.h"

/* Addresses below this (link time) are code, above it data.  */
#define LINK_SPLIT ((SFI_ARCH_LINK_CODE + SFI_ARCH_LINK_DATA) / 2)

/* The delta of D for link address ADDR.  */
static intptr_t
delta_of (const struct sfi_domain *d, uint32_t addr)
{
  return addr < LINK_SPLIT ? d->img.code_delta : d->img.data_delta;
}

/* Return the run address of link address ADDR of D if [ADDR, ADDR+4)
   lies in the loaded code or data, else 0.  */
static uintptr_t
run_word (const struct sfi_domain *d, uint32_t addr)
{
  if (addr & 3)
    return 0;
  if (addr >= SFI_ARCH_LINK_CODE
      && addr - SFI_ARCH_LINK_CODE + 4 <= d->img.code_used)
    return addr + d->img.code_delta;
  /* Offsets within the loaded data, compared before the delta is added:
     a sum could wrap around and name host memory.  */
  if (addr >= SFI_ARCH_LINK_DATA
      && addr - SFI_ARCH_LINK_DATA + 4 <= d->img.heap_start - d->lay.data_base)
    return addr + d->img.data_delta;
  return 0;
}

/* Implement sfi_arch_apply_reloc: ENTRY is an Elf32_Rel; the section's
   segment does not matter (IN_CODE), the address says.  */
int
sfi_arch_apply_reloc (struct sfi_domain *d, const void *entry, int in_code)
{
  const Elf32_Rel *r = entry;
  unsigned type = ELF32_R_TYPE (r->r_info);
  uint32_t offset = r->r_offset;
  uintptr_t at = run_word (d, offset);
  if (!at)
    return sfi_domain_failf (d, "relocation at 0x%x outside the module",
			     offset);
  uint32_t *w = (uint32_t *) at;
  switch (type)
    {
    case R_MIPS_NONE: case R_MIPS_LO16: case R_MIPS_GPREL16:
    case R_MIPS_GPREL32: case R_MIPS_PC16: case R_MIPS_JALR:
      return 0;
    case R_MIPS_32:
      *w += delta_of (d, *w);
      return 0;
    case R_MIPS_HI16:
      {
	uint32_t hi = *w & 0xffff;
	uint32_t upper = (uint32_t) delta_of (d, hi << 16) >> 16;
	*w = (*w & ~0xffffu) | ((hi + upper) & 0xffff);
	return 0;
      }
    case R_MIPS_26:
      {
	uint32_t target = ((offset + 4) & SFI_ARCH_J_REGION_MASK)
			  | (*w & 0x03ffffff) << 2;
	uint32_t moved = target + d->img.code_delta;
	if ((moved & SFI_ARCH_J_REGION_MASK)
	    != ((at + 4) & SFI_ARCH_J_REGION_MASK))
	  return sfi_domain_failf (d, "jump at 0x%x cannot reach 0x%x from"
				   " this domain", offset, moved);
	*w = (*w & 0xfc000000) | ((moved >> 2) & 0x03ffffff);
	return 0;
      }
    default:
      return sfi_domain_failf (d, "unsupported relocation type %u at 0x%x",
			       type, offset);
    }
}

/* Implement sfi_arch_relocate_start: every delta must keep the low
   halves (R_MIPS_LO16) as they are.  */
int
sfi_arch_relocate_start (struct sfi_domain *d, const unsigned char *buf,
			 size_t size)
{
  if ((d->img.code_delta | d->img.data_delta) & 0xffff)
    return sfi_domain_failf (d, "segments not aligned to 64 KiB");
  return 0;
}

/* Implement sfi_arch_prepare_code.  The plugin's one-instruction guards
   "ins $24,X,0,N" and "ins $15,X,0,N" keep the segment bits a sandboxed
   register already has and replace the offset bits; N must be log2 of
   this domain's segment size, which a module does not know when it is
   compiled.  Every such instruction gets that width here, and so does
   "ins $31,X,0,N" in code that keeps $31 valid (its epilogues reload
   $31 that way), and "ins R,X,0,N" into a load register of protect
   code; the verifier, which runs next, checks the result
   against the same size.  Only guards are widened: the plugin emits
   them with the link-time width, SFI_MIPS_SEG_BITS; the "ins R,$0,0,2"
   that clears a code address's low bits keeps its width.  */
void
sfi_arch_prepare_code (struct sfi_domain *d)
{
  uint32_t *w = (uint32_t *) (d->lay.code_base + SFI_JT_SIZE);
  size_t n = (d->img.code_used - SFI_JT_SIZE) / 4;
  uint32_t msb = (uint32_t) __builtin_ctzl (d->cfg.seg_size) - 1;
  /* Only guards write the load registers of protect code (mips-abi.h);
     elsewhere "ins $10,X,0,24" may be any bit-field insertion.  */
  int load_regs = SFI_MIPS_LOAD_REGS_ON (d->img.mode == SFI_MODE_PROTECT,
				       d->img.ins_scheme);
  for (size_t k = 0; k < n; k++)
    {
      uint32_t rt = (w[k] >> 16) & 31;
      if ((w[k] & 0xfc0007ff) == 0x7c000004	/* ins rt,rs,0,SIZE  */
	  && ((w[k] >> 11) & 31) == SFI_MIPS_SEG_BITS - 1
	  && (rt == SFI_MIPS_REG_CODE || rt == SFI_MIPS_REG_DATA
	      || (rt == SFI_MIPS_REG_RA && d->img.ra_valid)
	      || (((SFI_MIPS_LOAD_REG_MASK >> rt) & 1) && load_regs)))
	w[k] = (w[k] & ~(31u << 11)) | (msb << 11);
    }
}
