/* The tag in the low bits of a domain context's saved host stack
   pointer, shared by the C runtime (sfi-priv.h), the switch code
   (<arch>/switch.S) and the trampolines it writes (<arch>/tramp.c).
   Plain macros only, so assembler can include it.

   Host frames are 16-byte aligned, so the low bits of the saved host
   stack pointer are free: they hold the register-saving variant of the
   innermost call (0-3), or SFI_FRAME_RUN for sfi_domain_run.  Every exit
   compares the tag with its own kind (exit invariant X1, sfi-priv.h).  */

#ifndef SFI_FRAME_H
#define SFI_FRAME_H

#define SFI_FRAME_RUN		4
#define SFI_FRAME_TAG_MASK	7

#endif /* SFI_FRAME_H */
