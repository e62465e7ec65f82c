/* Verifying a whole ELF image: every executable section, with the ISA
   chosen by the ELF header.  Used by sfi-verify and the fuzzing harness;
   the loader verifies its mapped code segment directly.  */

#include <stdint.h>
#include <string.h>
#include "sfi-verify.h"
#include "sfi/mips-abi.h"
#include "sfi/alpha-abi.h"
#include "elf-read.h"

/* Name of the runtime-owned jump-table section, which is not decoded:
   its bytes never run.  The loader writes the jump table itself over
   the first SFI_<ISA>_JT_SIZE bytes of the code segment and verifies
   the rest of the mapped segment (runtime/executable.c), so whatever a
   file puts in .sfi_jt, or in any section it names so, is replaced or
   verified there.  */
static const char jt_name[] = ".sfi_jt";

/* Nonzero if the module linker scripts (runtime/<arch>/sfi-module.ld.in)
   put an input section named NAME into the code segment.  */
static int
code_section_name_p (const char *name)
{
  return strcmp (name, ".text") == 0 || strncmp (name, ".text.", 6) == 0
	 || strcmp (name, ".stub") == 0 || strcmp (name, ".MIPS.stubs") == 0
	 || strncmp (name, ".gnu.linkonce.t.", 16) == 0;
}

/* Implement sfi_verify_elf.  */

int
sfi_verify_elf (const uint8_t *data, size_t size,
		const struct sfi_verify_opts *opts, int all,
		void (*section) (void *, const char *, uint64_t),
		void *section_ctx, const char **err)
{
  struct sfi_elf elf;
  if (sfi_elf_open (&elf, data, size, err) != 0)
    return 2;
  int (*verify) (const struct sfi_code *, const struct sfi_verify_opts *);
  /* The markers (<isa>-abi.h): valid return addresses, and the protect
     and match policies.  */
  const char *ra_marker, *protect_marker, *match_marker;
  /* Where modules link their code, and how far it may reach: the
     largest code segment, or the data's link address (MIPS).  */
  uint64_t code_link, code_max;
  if (elf.machine == SFI_EM_MIPS && !elf.is64)
    {
      verify = sfi_verify_mips;
      code_link = SFI_MIPS_LINK_CODE;
      code_max = SFI_MIPS_LINK_DATA - SFI_MIPS_LINK_CODE;
      ra_marker = SFI_MIPS_RA_SECTION;
      protect_marker = SFI_MIPS_PROTECT_SECTION;
      match_marker = SFI_MIPS_MATCH_SECTION;
    }
  else if (elf.machine == SFI_EM_ALPHA && elf.is64 && !elf.big_endian)
    {
      verify = sfi_verify_alpha;
      code_link = SFI_ALPHA_LINK_CODE;
      code_max = SFI_ALPHA_MAX_SEG_SIZE;
      ra_marker = SFI_ALPHA_RA_SECTION;
      protect_marker = SFI_ALPHA_PROTECT_SECTION;
      match_marker = SFI_ALPHA_MATCH_SECTION;
    }
  else
    {
      *err = "not a 32-bit MIPS or a 64-bit little-endian Alpha file";
      return 2;
    }
  if (elf.type != SFI_ET_REL && elf.type != SFI_ET_EXEC)
    {
      *err = "not a relocatable object, executable or module";
      return 2;
    }

  /* The code range direct jumps may reach, the jump table, the guard
     scheme (MIPS), whether the return address is kept valid, and the
     policy.  */
  uint64_t lo = UINT64_MAX, hi = 0, jt_lo = 0, jt_hi = 0;
  int ins_scheme = 0, ra_valid = 0, protect = 0, match = 0, and_only = 0;
  /* Default deny: code is found by its sections, so a file must have
     them, and none may hide code from the walk below (the loader goes by
     the executable segments instead, and refuses such files too).  */
  if (elf.shnum == 0)
    {
      *err = "no section table: its code cannot be found";
      return 2;
    }
  for (unsigned i = 0; i < elf.shnum; i++)
    {
      struct sfi_shdr sh;
      if (sfi_elf_section (&elf, i, &sh, err) != 0)
	return 2;
      if ((sh.flags & SFI_SHF_EXECINSTR) && sh.size != 0
	  && sh.type != SFI_SHT_PROGBITS)
	{
	  *err = "an executable section that is not PROGBITS";
	  return 2;
	}
      /* Code not marked so: in an object, a section the link puts in
	 the code segment; in a module, one at the code's link addresses
	 (the jump table aside, which the loader writes itself).  */
      if (!(sh.flags & SFI_SHF_EXECINSTR) && sh.size != 0
	  && sh.type != SFI_SHT_NOBITS
	  && (elf.type == SFI_ET_REL
	      ? code_section_name_p (sh.name)
	      : (sh.flags & SFI_SHF_ALLOC) && sh.addr >= code_link
		&& sh.addr - code_link < code_max
		&& strcmp (sh.name, jt_name) != 0))
	{
	  *err = "code in a section not marked executable";
	  return 2;
	}
      if (strcmp (sh.name, SFI_MIPS_INS_SECTION) == 0)
	ins_scheme = 1;
      /* Alpha's one-instruction guards: valid where the runtime places
	 the module for them (alpha-abi.h), which it does by the same
	 marker.  */
      if (elf.machine == SFI_EM_ALPHA
	  && strcmp (sh.name, SFI_ALPHA_AND_ONLY_SECTION) == 0)
	and_only = 1;
      if (strcmp (sh.name, ra_marker) == 0)
	ra_valid = 1;
      if (strcmp (sh.name, protect_marker) == 0)
	protect = 1;
      if (strcmp (sh.name, match_marker) == 0)
	match = 1;
      if (!(sh.flags & SFI_SHF_EXECINSTR))
	continue;
      if (strcmp (sh.name, jt_name) == 0)
	{
	  jt_lo = sh.addr;
	  jt_hi = sh.addr + sh.size;
	  continue;
	}
      if (sh.addr < lo)
	lo = sh.addr;
      if (sh.addr + sh.size > hi)
	hi = sh.addr + sh.size;
    }

  int status = 0;
  for (unsigned i = 0; i < elf.shnum; i++)
    {
      struct sfi_shdr sh;
      if (sfi_elf_section (&elf, i, &sh, err) != 0)
	return 2;
      if (!(sh.flags & SFI_SHF_EXECINSTR) || sh.type != SFI_SHT_PROGBITS
	  || sh.size == 0 || strcmp (sh.name, jt_name) == 0)
	continue;
      struct sfi_code code = {
	.bytes = data + sh.offset,
	.size = sh.size,
	.vaddr = sh.addr,
	.big_endian = elf.big_endian,
	.target_start = lo,
	.target_end = hi,
	.jt_start = jt_lo,
	.jt_end = jt_hi,
	.relocatable = elf.type == SFI_ET_REL,
	.seg_bits = opts->seg_bits,
	.ins_scheme = ins_scheme,
	.ra_valid = ra_valid,
	.and_only = and_only,
	/* In auto mode the marker decides; otherwise the mode does.  */
	.protect = opts->mode == SFI_VERIFY_AUTO ? protect
		   : opts->mode == SFI_VERIFY_PROTECT,
	.match = opts->mode == SFI_VERIFY_AUTO ? match
		 : opts->mode == SFI_VERIFY_MATCH,
      };
      if (section)
	section (section_ctx, sh.name, sh.addr);
      int n = verify (&code, opts);
      if (n < 0)
	{
	  *err = "executable section size is not a multiple of 4";
	  return 2;
	}
      if (n > 0)
	{
	  status = 1;
	  if (!all)
	    break;
	}
    }
  return status;
}
