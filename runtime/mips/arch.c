/* MIPS encodings of the jump table and the gate page.

   The jump table is the first SFI_JT_SIZE bytes of the code segment: entry
   K is "j gate_K; nop", whose target is an immediate, so leaving the
   domain needs no dedicated register (paper, section 4).  Gate entry K is
   a four-instruction trusted trampoline in the gate page that loads the
   address of the common path (switch.S) and the call number K.  Unused
   table and gate slots hold the trap instruction.  The runtime writes
   both while the pages are still writable and not executable; the choke
   point in domain.c makes them executable afterwards.  */

#include <stdint.h>
#include "sfi-priv.h"

#define MIPS_NOP		0x00000000u
#define MIPS_J(target)		(0x08000000u | (((target) >> 2) & 0x03ffffffu))
#define MIPS_LUI_AT(hi)		(0x3c010000u | ((hi) & 0xffffu))
#define MIPS_ORI_AT_AT(lo)	(0x34210000u | ((lo) & 0xffffu))
#define MIPS_JR_AT		0x00200008u
#define MIPS_ORI_V1_ZERO(k)	(0x34030000u | ((k) & 0xffffu))

/* Store instruction word INSN at ADDR.  The loader runs with the module's
   byte order, so a native store is right.  */
static void
put_insn (uintptr_t addr, uint32_t insn)
{
  *(volatile uint32_t *) addr = insn;
}

/* Fill D's jump table: entries for the host calls and for the host
   functions the module imports jump to their gate trampolines; every
   other entry traps.  The gate lies in the same
   256 MiB region as the code segment by construction of the link
   addresses; check it rather than trust it.  */
void
sfi_arch_fill_jump_table (struct sfi_domain *d)
{
  for (unsigned k = 0; k < SFI_JT_ENTRIES; k++)
    {
      uintptr_t entry = d->code_base + k * SFI_JT_ENTRY_SIZE;
      uintptr_t gate = d->gate_base + k * SFI_GATE_ENTRY_SIZE;
      int used = (k < SFI_HOST_COUNT
		  || (k >= SFI_HOST_IMPORT_BASE
		      && d->imports[k - SFI_HOST_IMPORT_BASE]));
      if (used
	  && ((entry + 4) & SFI_ARCH_J_REGION_MASK)
	     == (gate & SFI_ARCH_J_REGION_MASK))
	{
	  put_insn (entry, MIPS_J (gate));
	  put_insn (entry + 4, MIPS_NOP);
	}
      else
	{
	  put_insn (entry, SFI_ARCH_TRAP_INSN);
	  put_insn (entry + 4, SFI_ARCH_TRAP_INSN);
	}
    }
}

/* Fill D's gate page: entry K loads the common path's address into $at
   and jumps there with K in $v1 (set in the delay slot).  The rest of the
   page traps, so a jump into a slot no table entry uses faults.  */
void
sfi_arch_fill_gate (struct sfi_domain *d)
{
  uint32_t common = (uint32_t) (uintptr_t) sfi_arch_gate_common;
  /* "ori" zero-extends, so the high half needs no %hi adjustment.  */
  uint32_t hi = common >> 16, lo = common & 0xffff;

  for (uintptr_t a = d->gate_base; a < d->gate_base + d->gate_size; a += 4)
    put_insn (a, SFI_ARCH_TRAP_INSN);
  for (unsigned k = 0; k < SFI_JT_ENTRIES; k++)
    {
      uintptr_t g = d->gate_base + k * SFI_GATE_ENTRY_SIZE;
      put_insn (g, MIPS_LUI_AT (hi));
      put_insn (g + 4, MIPS_ORI_AT_AT (lo));
      put_insn (g + 8, MIPS_JR_AT);
      put_insn (g + 12, MIPS_ORI_V1_ZERO (k));
    }
}

/* Make instructions written at [ADDR, ADDR+LEN) visible to instruction
   fetch.  qemu-user does not need it, real MIPS hardware does.  */
void
sfi_arch_flush_icache (uintptr_t addr, size_t len)
{
  __builtin___clear_cache ((char *) addr, (char *) addr + len);
}
