/* Alpha definitions of the SFI runtime.

   Generic runtime code includes this header through sfi-priv.h, which
   supplies defaults for anything an architecture leaves undefined.  It
   is also included by switch.S, which sees only the macros: the layout
   of struct sfi_arch_ctx is given as byte offsets for the assembly, and
   the C structure, below them for C only, is checked against them.  */

#ifndef SFI_ARCH_H
#define SFI_ARCH_H

#include "sfi/alpha-abi.h"
#include "sfi/host-calls.h"

#define SFI_ARCH_LINK_CODE	SFI_ALPHA_LINK_CODE
#define SFI_ARCH_LINK_DATA	SFI_ALPHA_LINK_DATA
#define SFI_ARCH_DEFAULT_SEG_SIZE SFI_ALPHA_DEFAULT_SEG_SIZE
#define SFI_ARCH_ELF_MACHINE	0x9026	/* EM_ALPHA.  */
#define SFI_ARCH_ELF_CLASS	64
/* The relocation sections reloc.c applies, and their entries.  */
#define SFI_ARCH_RELOC_TYPE	SHT_RELA
#define SFI_ARCH_RELOC_SIZE	sizeof (Elf64_Rela)
#define SFI_ARCH_VERIFY		sfi_verify_alpha	/* The code verifier.  */
/* The marker section of code that keeps $26 valid (alpha-abi.h).  */
#define SFI_ARCH_RA_SECTION	SFI_ALPHA_RA_SECTION
/* The marker section of code built with -fsfi=protect (alpha-abi.h).  */
#define SFI_ARCH_PROTECT_SECTION	SFI_ALPHA_PROTECT_SECTION
#define SFI_ARCH_MATCH_SECTION	SFI_ALPHA_MATCH_SECTION
/* The marker of one-instruction data guards (alpha-abi.h), which need a
   domain placed by sfi_arch_place_and_only.  */
#define SFI_ARCH_AND_ONLY_SECTION SFI_ALPHA_AND_ONLY_SECTION
/* The mask register holds the data base's bits too (alpha-abi.h).  */
#define SFI_ARCH_GUARD_MASK(d) \
  ((d)->lay.data_base | ((d)->cfg.seg_size - 1))

/* Where domains may go: guest addresses under qemu-alpha stay below
   2^43; the registry holds many domains (the 64-bit address space is
   the point of Alpha).  */
#define SFI_ARCH_CODE_LIMIT	0x70000000000
#define SFI_ARCH_MAX_DOMAINS	131072

/* Every domain keeps the module's code-to-data distance (alpha-abi.h),
   and its page of trampolines lies right below its code segment, where
   the jump table's "br" reaches it (layout.c).  */
#define SFI_ARCH_CODE_DATA_DISTANCE SFI_ALPHA_LINK_DISTANCE

/* The jump table of the generic runtime.  */
#define SFI_JT_SIZE		SFI_ALPHA_JT_SIZE
#define SFI_MIN_SEG_SIZE	SFI_ALPHA_MIN_SEG_SIZE
#define SFI_MAX_SEG_SIZE	SFI_ALPHA_MAX_SEG_SIZE

/* Bytes a program's entry leaves free above its first $sp.  The Alpha
   calling standard has no home area for arguments; the same 32 bytes as
   on MIPS keep the two start-up stacks alike.  */
#define SFI_ARCH_ENTRY_RESERVE	32

/* "call_pal bpt": a stray jump into an unused jump-table or stub-page
   slot traps (SIGTRAP).  */
#define SFI_ARCH_TRAP_INSN	SFI_ALPHA_PAL_BPT
/* The rest of the last code page: "call_pal bpt", a trap the verifier
   accepts, so that the verified code ends with a trap and control cannot
   run off its end (SFI-E-FALLS-OFF-END).  */
#define SFI_ARCH_CODE_FILL	SFI_ALPHA_PAL_BPT
/* A call_pal trap (bpt, bugchk, gentrap) reports the pc after it.  */
#define SFI_ARCH_TRAP_PC_AFTER	1

/* Byte offsets of struct sfi_arch_ctx (below), used by switch.S.  */
#define CTX_HOST_SP	0
#define CTX_HOST_GP	8
#define CTX_HOST_RA	16
#define CTX_HOST_FP	24	/* $15.  */
#define CTX_HOST_S0	32	/* $9-$14: 6 words.  */
#define CTX_HOST_F2	80	/* $f2-$f9: 8 doubles.  */
#define CTX_MOD_SP	144
#define CTX_MOD_RA	152
#define CTX_MOD_GP	160
#define CTX_MASK	168
#define CTX_CODE_BASE	176
#define CTX_DATA_BASE	184
#define CTX_ENTRY	192
#define CTX_ARG0	200
#define CTX_ARG1	208
#define CTX_ARG2	216
#define CTX_DOMAIN	224
#define CTX_IN_MODULE	232
#define CTX_ARG3	240
#define CTX_SEQ		248
#define CTX_SCRUB	256	/* sfi_arch_scrub in protect domains, or 0.  */
#define CTX_FPC_TMP	264	/* sfi_arch_scrub's FPCR, as bits.  */
#define CTX_SIZE	272

/* The frame of sfi_arch_gate_common, just below the innermost entry
   frame, and where in it the previous domain stack pointer, the
   module's return address and the module's FPCR are kept.  */
#define SFI_ARCH_COMMON_FRAME	64
#define SFI_ARCH_COMMON_MOD_SP	24
#define SFI_ARCH_COMMON_MOD_RA	8
#define SFI_ARCH_COMMON_MOD_FPC	48

/* Where every entry frame (an entry trampoline's, sfi_arch_enter's)
   keeps the host's FP control register, FPCR (exit invariant X2,
   sfi-priv.h): the quadword after $26 and $29.  */
#define SFI_ARCH_FRAME_FPC	16

#ifndef __ASSEMBLER__
#include <stddef.h>
#include <stdint.h>

struct sfi_domain;

/* Machine state saved around domain entries and host calls: 64-bit
   registers.  The layout must match the CTX_* offsets above.  */
struct sfi_arch_ctx
{
  uint64_t host_sp, host_gp, host_ra, host_fp;
  uint64_t host_s[6];
  double host_f[8];
  uint64_t mod_sp, mod_ra, mod_gp;
  uint64_t mask, code_base, data_base;
  uint64_t entry, arg0, arg1, arg2;
  struct sfi_domain *domain;
  uint64_t in_module;
  uint64_t arg3;
  uint64_t seq;
  uint64_t scrub;		/* E4: sfi_arch_scrub, or 0.  */
  uint64_t fpc_tmp;
};

_Static_assert (offsetof (struct sfi_arch_ctx, host_f) == CTX_HOST_F2,
		"CTX_HOST_F2");
_Static_assert (offsetof (struct sfi_arch_ctx, mod_sp) == CTX_MOD_SP,
		"CTX_MOD_SP");
_Static_assert (offsetof (struct sfi_arch_ctx, domain) == CTX_DOMAIN,
		"CTX_DOMAIN");
_Static_assert (offsetof (struct sfi_arch_ctx, arg3) == CTX_ARG3, "CTX_ARG3");
_Static_assert (offsetof (struct sfi_arch_ctx, seq) == CTX_SEQ, "CTX_SEQ");
_Static_assert (offsetof (struct sfi_arch_ctx, fpc_tmp) == CTX_FPC_TMP,
		"CTX_FPC_TMP");
_Static_assert (sizeof (struct sfi_arch_ctx) == CTX_SIZE, "CTX_SIZE");
#endif /* !__ASSEMBLER__ */

#endif /* SFI_ARCH_H */
