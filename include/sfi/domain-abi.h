/* The parts of the SFI ABI that every architecture shares: how far the
   always-valid $sp may stray and the guard zones that cover it, and a
   domain's default stack.  mips-abi.h and alpha-abi.h include it, so
   each value has one definition; the jump-table entries are in
   host-calls.h.  Plain macros only, so C, C++, assembler and linker
   scripts can include it.  */

#ifndef SFI_DOMAIN_ABI_H
#define SFI_DOMAIN_ABI_H

#include "sfi/host-calls.h"

/* Largest displacement of a load or store: both ISAs have a signed
   16-bit immediate, -SFI_MAX_DISP .. SFI_MAX_DISP - 1.  It is also the
   reach of a sum GCC splits into a high part and a low part.  */
#define SFI_MAX_DISP		0x8000

/* The stack pointer's rule (mips-abi.h states it, alpha-abi.h restates
   it for Alpha): "$sp += K" with |K| <= SFI_SP_MAX_ADJUST, checked by a
   memory access through $sp before the next control transfer, keeps $sp
   within SFI_SP_SLACK of the data segment at every region boundary.  */
#define SFI_SP_MAX_ADJUST	0x8000
#define SFI_SP_SLACK		0x8000

/* Guard zones: PROT_NONE mappings below and above each segment.  The
   worst case is a store through $sp inside an unsafe region: slack
   (32 KiB) + adjustment (32 KiB) + displacement (32 KiB, the signed
   16-bit displacement of both ISAs) = 96 KiB, rounded up to 128 KiB (a
   multiple of every page size we support).  */
#define SFI_GUARD_SIZE		0x20000

/* A domain's default stack, at the top of its data segment, growing
   down from SFI_STACK_TOP_OFFSET below the top.  */
#define SFI_DEFAULT_STACK_SIZE	0x00100000	/* 1 MiB.  */
#define SFI_STACK_TOP_OFFSET	64

/* Below the stack, inaccessible pages of up to this size (a quarter of
   a smaller stack) make a stack that outgrows its share fault, instead
   of overwriting the heap's top.  Inside the data segment: only the
   domain's own memory is at stake, so a frame larger than the gap that
   jumps it writes the heap, as before.  */
#define SFI_STACK_GUARD_SIZE	0x10000		/* 64 KiB.  */

#endif /* SFI_DOMAIN_ABI_H */
