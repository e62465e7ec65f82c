/* MIPS o32 definitions of the SFI runtime.

   Generic runtime code includes this header through sfi-priv.h, which
   supplies defaults for anything an architecture leaves undefined (musl's
   arch/<arch>/reloc.h pattern).  It is also included by switch.S, which
   sees only the macros: the layout of struct sfi_arch_ctx is given as
   byte offsets for the assembly, and the C structure, below them for C
   only, is checked against them with static assertions.  */

#ifndef SFI_ARCH_H
#define SFI_ARCH_H

#include "sfi/mips-abi.h"

#define SFI_ARCH_LINK_GATE	SFI_MIPS_LINK_GATE
#define SFI_ARCH_LINK_CODE	SFI_MIPS_LINK_CODE
#define SFI_ARCH_LINK_DATA	SFI_MIPS_LINK_DATA
#define SFI_ARCH_DEFAULT_SEG_SIZE SFI_MIPS_DEFAULT_SEG_SIZE
#define SFI_MIN_SEG_SIZE	SFI_MIPS_MIN_SEG_SIZE
#define SFI_MAX_SEG_SIZE	SFI_MIPS_MAX_SEG_SIZE
/* The jump table of the generic runtime.  */
#define SFI_JT_SIZE		SFI_MIPS_JT_SIZE
#define SFI_ARCH_ELF_MACHINE	8	/* EM_MIPS.  */
#define SFI_ARCH_ELF_CLASS	32	/* ELFCLASS32: o32 modules.  */
/* The relocation sections reloc.c applies, and their entries.  */
#define SFI_ARCH_RELOC_TYPE	SHT_REL
#define SFI_ARCH_RELOC_SIZE	sizeof (Elf32_Rel)
#define SFI_ARCH_VERIFY		sfi_verify_mips	/* The code verifier.  */
/* The marker section of the "ins" guard scheme (mips-abi.h).  */
#define SFI_ARCH_INS_SECTION	SFI_MIPS_INS_SECTION
/* The marker section of code that keeps $31 valid (mips-abi.h).  */
#define SFI_ARCH_RA_SECTION	SFI_MIPS_RA_SECTION
/* The marker section of code built with -fsfi=protect (mips-abi.h).  */
#define SFI_ARCH_PROTECT_SECTION	SFI_MIPS_PROTECT_SECTION
#define SFI_ARCH_MATCH_SECTION	SFI_MIPS_MATCH_SECTION

/* Modules are o32 code without MIPS16 or microMIPS: no EF_MIPS_ABI2
   (n32, 0x20), EF_MIPS_ARCH_ASE_M16 or EF_MIPS_MICROMIPS flag, and an
   EF_MIPS_ABI field of at most E_MIPS_ABI_O32 (binutils
   include/elf/mips.h; glibc's <elf.h> lacks some of them).  */
#define SFI_ARCH_ELF_FLAGS_OK(flags) \
  (!((flags) & (0x00000020 | 0x04000000 | 0x02000000)) \
   && ((flags) & 0x0000f000) <= 0x00001000)
#define SFI_ARCH_ELF_FLAGS_WANT	"o32, no MIPS16/microMIPS"
/* PT_MIPS_ABIFLAGS is ignored; PT_MIPS_REGINFO (Elf32_RegInfo) has the
   link-time $gp in its last word.  */
#define SFI_ARCH_PT_IGNORED(type) ((type) == 0x70000003)
#define SFI_ARCH_PT_GP		0x70000000
#define SFI_ARCH_PT_GP_OFFSET	20

/* Bytes a program's entry leaves free above its first $sp: o32's
   16-byte home area of the argument registers, rounded up to twice the
   stack alignment.  */
#define SFI_ARCH_ENTRY_RESERVE	32

/* "break 0": a stray jump into an unused jump-table or gate slot traps
   (SIGTRAP under Linux and qemu-user).  */
#define SFI_ARCH_TRAP_INSN	SFI_MIPS_BREAK_INSN

/* The rest of the last code page: "teq $0,$0", a trap the verifier
   accepts, so that the verified code ends with a trap and control cannot
   run off its end (SFI-E-FALLS-OFF-END).  */
#define SFI_ARCH_CODE_FILL	SFI_MIPS_TRAP_INSN
/* A trap ("teq") reports its own pc.  */
#define SFI_ARCH_TRAP_PC_AFTER	0

/* MIPS "j" replaces the low 28 bits of the PC, so a jump-table entry can
   reach the gate only inside the same 256 MiB region.  */
#define SFI_ARCH_J_REGION_MASK	0xf0000000u

/* Byte offsets of struct sfi_arch_ctx (below), used by
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
#define CTX_SCRUB	152	/* sfi_arch_scrub in protect domains, or 0.  */
#define CTX_SIZE	160	/* With the doubles' alignment.  */

/* The frame of sfi_arch_gate_common, just below the innermost entry
   frame, and where in it the previous domain stack pointer, the
   module's return address and the module's FCSR are kept.  */
#define SFI_ARCH_COMMON_FRAME	48
#define SFI_ARCH_COMMON_MOD_SP	40
#define SFI_ARCH_COMMON_MOD_RA	32
#define SFI_ARCH_COMMON_MOD_FPC	44

/* Where every entry frame (an entry trampoline's, sfi_arch_enter's)
   keeps the host's FP control register, FCSR (exit invariant X2,
   sfi-priv.h): the word after $ra and $gp.  */
#define SFI_ARCH_FRAME_FPC	8

#ifndef __ASSEMBLER__
#include <stddef.h>
#include <stdint.h>

struct sfi_domain;

/* Machine state saved around domain entries and host calls: o32
   registers are 32-bit words.  The layout must match the CTX_* offsets
   above (checked below).  */
struct sfi_arch_ctx
{
  uint32_t host_sp, host_gp, host_ra, host_fp;
  uint32_t host_s[8];
  double host_f[6];
  uint32_t mod_sp, mod_ra, mod_gp;
  uint32_t mask, code_base, data_base;
  uint32_t entry, arg0, arg1, arg2;
  struct sfi_domain *domain;
  uint32_t in_module;
  uint32_t arg3;
  uint32_t seq;			/* Calls entered (time budget).  */
  uint32_t scrub;		/* E4: sfi_arch_scrub, or 0.  */
};

_Static_assert (offsetof (struct sfi_arch_ctx, host_f) == CTX_HOST_F20,
		"CTX_HOST_F20");
_Static_assert (offsetof (struct sfi_arch_ctx, mod_sp) == CTX_MOD_SP,
		"CTX_MOD_SP");
_Static_assert (offsetof (struct sfi_arch_ctx, domain) == CTX_DOMAIN,
		"CTX_DOMAIN");
_Static_assert (offsetof (struct sfi_arch_ctx, in_module) == CTX_IN_MODULE,
		"CTX_IN_MODULE");
_Static_assert (offsetof (struct sfi_arch_ctx, arg3) == CTX_ARG3, "CTX_ARG3");
_Static_assert (offsetof (struct sfi_arch_ctx, seq) == CTX_SEQ, "CTX_SEQ");
_Static_assert (sizeof (struct sfi_arch_ctx) == CTX_SIZE, "CTX_SIZE");
/* Generic code stores domain addresses in the words of the context.  */
_Static_assert (sizeof (uint32_t) == sizeof (uintptr_t), "o32 words");
#endif /* !__ASSEMBLER__ */

#endif /* SFI_ARCH_H */
