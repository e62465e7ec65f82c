/* The SFI ABI header of the architecture being compiled for.

   Code that is built for either architecture (the module support
   library, sfi-crt0, sfi-import.h) includes this header rather than
   mips-abi.h or alpha-abi.h, and finds here the few values it needs
   under one name.  */

#ifndef SFI_ABI_H
#define SFI_ABI_H

#if defined __mips__
#include "sfi/mips-abi.h"
#define SFI_ABI_JT_SIZE		SFI_MIPS_JT_SIZE
#define SFI_ABI_TRAP_WORD	SFI_MIPS_BREAK_INSN
#elif defined __alpha__
#include "sfi/alpha-abi.h"
#define SFI_ABI_JT_SIZE		SFI_ALPHA_JT_SIZE
#define SFI_ABI_TRAP_WORD	SFI_ALPHA_PAL_BPT	/* call_pal bpt */
#else
#error "sfi/abi.h: unsupported architecture"
#endif

#endif /* SFI_ABI_H */
