/* MIPS o32 definitions of the SFI runtime.

   Generic runtime code includes this header through sfi-priv.h, which
   supplies defaults for anything an architecture leaves undefined (musl's
   arch/<arch>/reloc.h pattern).  It is also included by switch.S, so it
   holds only macros: the layout of struct sfi_arch_ctx is given here as
   byte offsets, and sfi-priv.h checks them against the C structure with
   static assertions.  */

#ifndef SFI_ARCH_H
#define SFI_ARCH_H

#include "sfi/mips-abi.h"

#define SFI_ARCH_NAME		"mips"
#define SFI_ARCH_LINK_GATE	SFI_MIPS_LINK_GATE
#define SFI_ARCH_LINK_CODE	SFI_MIPS_LINK_CODE
#define SFI_ARCH_LINK_DATA	SFI_MIPS_LINK_DATA
#define SFI_ARCH_DEFAULT_SEG_SIZE SFI_MIPS_DEFAULT_SEG_SIZE
#define SFI_ARCH_ELF_MACHINE	8	/* EM_MIPS.  */

/* "break 0": a stray jump into an unused jump-table or gate slot traps
   (SIGTRAP under Linux and qemu-user).  */
#define SFI_ARCH_TRAP_INSN	0x0000000d

/* MIPS "j" replaces the low 28 bits of the PC, so a jump-table entry can
   reach the gate only inside the same 256 MiB region.  */
#define SFI_ARCH_J_REGION_MASK	0xf0000000u

/* Byte offsets of struct sfi_arch_ctx (see sfi-priv.h), used by
   switch.S.  The host's callee-saved state is saved at entry to a domain
   and restored when the domain exits; the module's state is saved while
   it makes a host call.  */
#define CTX_HOST_SP	0
#define CTX_HOST_GP	4
#define CTX_HOST_RA	8
#define CTX_HOST_FP	12
#define CTX_HOST_S0	16	/* $16-$23: 8 words.  */
#define CTX_HOST_F20	48	/* $f20,$f22,...,$f30: 6 doubles.  */
#define CTX_MOD_SP	96
#define CTX_MOD_RA	100
#define CTX_MOD_GP	104
#define CTX_MASK	108
#define CTX_CODE_BASE	112
#define CTX_DATA_BASE	116
#define CTX_ENTRY	120
#define CTX_ARG0	124
#define CTX_ARG1	128
#define CTX_ARG2	132
#define CTX_DOMAIN	136
#define CTX_IN_MODULE	140
#define CTX_ARG3	144
#define CTX_SEQ		148	/* Calls entered, for the time budget.  */
#define CTX_SIZE	152

/* The frame of sfi_arch_gate_common, just below the innermost entry
   frame, and where in it the previous domain stack pointer is kept.  */
#define SFI_ARCH_COMMON_FRAME	48
#define SFI_ARCH_COMMON_MOD_SP	40

#endif /* SFI_ARCH_H */
