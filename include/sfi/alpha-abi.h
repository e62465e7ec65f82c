/* SFI ABI for Alpha (alpha-linux-gnu, 64-bit, little endian).

   Shared by the verifier (verifier/alpha/), the plugin (plugin/alpha/)
   and the runtime (runtime/alpha/).  Plain
   macros only, so C, C++ and assembler can include it.  */

#ifndef SFI_ALPHA_ABI_H
#define SFI_ALPHA_ABI_H

/* The values every architecture shares (SFI_SP_MAX_ADJUST,
   SFI_SP_SLACK, SFI_GUARD_SIZE, the default stack, the jump-table
   entries).  */
#include "sfi/domain-abi.h"

/* The five dedicated registers: $4-$8 (t3-t7), caller-saved temporaries
   of the Alpha calling standard that GCC never uses for a fixed purpose.
   Excluded on purpose: $0 (v0), $16-$21 (arguments), $22 and $23, which
   GCC's prologue uses as pointer and counter when it probes a large
   frame, $23-$25, $27 and $28, which its integer-division millicode
   (__divq, __remq, ...) uses as return, argument, result and scratch
   registers, $26 (ra), $27 (pv), $28 (at), $29 (gp), $30 (sp), $31
   (zero).  $15 (fp) is an ordinary preserved register (see below).  */
#define SFI_ALPHA_REG_MASK	5	/* $t4: segment size - 1.  */
#define SFI_ALPHA_REG_CODESEG	6	/* $t5: code segment base.  */
#define SFI_ALPHA_REG_DATASEG	7	/* $t6: data segment base.  */
#define SFI_ALPHA_REG_CODE	8	/* $t7: sandboxed code address.  */
#define SFI_ALPHA_REG_DATA	4	/* $t3: sandboxed data address.  */

#define SFI_ALPHA_REG_MASK_NAME		"$5"
#define SFI_ALPHA_REG_CODESEG_NAME	"$6"
#define SFI_ALPHA_REG_DATASEG_NAME	"$7"
#define SFI_ALPHA_REG_CODE_NAME		"$8"
#define SFI_ALPHA_REG_DATA_NAME		"$4"

#define SFI_ALPHA_REG_RA	26
#define SFI_ALPHA_REG_PV	27
/* $28 (at): not allocated in module code; the plugin's stack touches
   ("ldq $28,0($sp)") load into it, at any instruction boundary.  */
#define SFI_ALPHA_REG_AT	28
#define SFI_ALPHA_REG_GP	29
#define SFI_ALPHA_REG_SP	30
#define SFI_ALPHA_REG_ZERO	31

/* The always-valid register: $sp.  It may be written only by
   - "lda $sp,K($sp)" (|K| <= SFI_SP_MAX_ADJUST), followed by a memory
     access through $sp before the next control transfer and before $sp
     is adjusted again (the guard zones catch an overrun);
   - a move ("bis S,S,$sp", "bis $31,S,$sp", "bis S,$31,$sp") from a
     sandboxed data register.
   It must be valid at every control transfer.  The invariant and the
   guard-zone arithmetic are those of mips-abi.h (SFI_SP_SLACK, 96 KiB
   worst case, SFI_GUARD_SIZE, all in domain-abi.h).  The paper keeps the frame pointer $15
   valid the same way (3.3); GCC's Alpha back end does not save a fixed
   frame pointer, so $15 is an ordinary register here and stores through
   it are sandboxed.

   $29 (gp) is valid always, and dedicated: module code never writes it
   (the plugin removes GCC's "ldgp" computations; those in the prologue
   become two nops, which direct calls skip), and every entry sets it to
   the module's GP (entry invariant E2), which the loader checks lies in
   the data segment.  Loads and stores through it with a 16-bit
   displacement (small data, "!gprel"; the GOT, "!literal") need no
   guard, as through MIPS $gp.  */

/* Valid return addresses: code compiled with -fplugin-arg-sfi-valid-ra
   (the default) keeps $26 an address in the code segment at every
   control transfer, so it returns with a plain "ret $31,($26),1".  $26
   may then be written only by
   - a link ("bsr", "jsr" ... into $26: the next instruction's address);
   - "and X,$5,$26" followed, before any control transfer, by "bis
     $26,$6,$26" (an epilogue's reload, guarded in place).
   Every object of such code has a section named SFI_ALPHA_RA_SECTION.
   The rule holds for the whole module or not at all: a module with one
   such object is checked against it everywhere, so code that does not
   keep $26 valid is rejected rather than trusted.  */
#define SFI_ALPHA_RA_SECTION	".sfi.ra"

/* The protect policy (-fsfi=protect): loads are sandboxed like stores,
   so a domain can read nothing outside its data segment either.  Every
   object compiled with -fsfi=protect has a section of this name, and a
   module with one is checked against the protect rules everywhere (so
   code without them fails closed).  */
#define SFI_ALPHA_PROTECT_SECTION	".sfi.protect"

/* The load registers: in code of the protect policy, $1, $2 and $3
   are more sandboxed data addresses besides $4, so that up to four
   guarded bases (arrays read in turn, or a loop's hoisted base and the
   others of its body) stay at hand.  A guard into one is the data
   register's, "and X,$5,R; bis R,$7,R", so unlike MIPS's (one "ins")
   it has a state the verifier tracks, as for $4: valid, masked (the
   "and" done, the "bis" pending) or bad.  "and X,$5,R" (or "and
   $5,X,R") makes R masked; "bis R,$7,R" (or "bis $7,R,R") makes a
   masked or valid R valid; every other write (a move, "lda", a load,
   a link, a store-conditional's flag, ...) makes it bad.  Loads and
   stores through R need R valid, and R must be valid wherever control
   goes where the verifier cannot follow (indirect jumps, calls, and
   transfers in relocatable code), since every instruction an indirect
   jump may reach assumes it valid; so every entry sets the load
   registers to the data segment's base (entry invariant E2), as it does
   $4.  Elsewhere (sandbox and match code) they are ordinary registers.
   $1-$3 because they are caller-saved temporaries with no fixed use in
   GCC's Alpha back end but the static chain of nested functions, $1,
   which protect code moves elsewhere (SFI_ALPHA_STATIC_CHAIN).  */
#define SFI_ALPHA_REG_LOAD	1	/* The first one.  */
#define SFI_ALPHA_LOAD_REGS	{ SFI_ALPHA_REG_LOAD, 2, 3 }
#define SFI_ALPHA_N_LOAD_REGS	3
/* The same as a bit mask of register numbers.  */
#define SFI_ALPHA_LOAD_REG_MASK	((1u << 1) | (1u << 2) | (1u << 3))

/* The static chain of nested functions in protect code: $25 (t11), not
   GCC's $1, a load register there.  */
#define SFI_ALPHA_STATIC_CHAIN	25

/* The match policy (-fsfi=match): code sandboxed as for -fsfi=sandbox,
   and every guard of R from X followed by its check
     subq R,X,$28; beq $28,1f; call_pal bugchk; 1:
   which traps when the guard changed the address: a wild store or jump
   stops at its own instruction, and the runtime reports it as a segment
   violation.  Safety rests on the guard alone; the trap is a diagnosis.
   Objects compiled so have a section of this name.  */
#define SFI_ALPHA_MATCH_SECTION	".sfi.match"

/* One-instruction data guards (-fplugin-arg-sfi-and-only): "and X,$5,R"
   alone makes a data register ($4, and the load registers of protect
   code) valid.  With the mask B | (size - 1) (see "Segments" below), R
   is the data segment's address B + (X & (size - 1)), or the same
   offset from a proper subset of B's bits.  The runtime places such a
   module only at a data base of exactly SFI_ALPHA_AND_ONLY_BITS bits,
   all in [SFI_ALPHA_AND_ONLY_LOW_BIT, SFI_ALPHA_AND_ONLY_HIGH_BIT], and
   keeps the places of the proper subsets of those bits, 0 among them,
   each with a segment of the largest size and a guard zone on both
   sides, reserved and inaccessible for as long as the process lives
   (the "holes"), so that every access R can reach is in the data
   segment or faults.  No base is a subset of another (they have as
   many bits), so no hole is a domain.  Below 0 the displacement wraps
   to the top of the address space, which user code can never map.
   Code guards keep both instructions, and the match policy does not
   use this form (its check compares with the "bis" result).  Every
   object so compiled has a section of this name; a module with one is
   verified with the rule only when the runtime placed it so, and
   refused where it could not be.  */
#define SFI_ALPHA_AND_ONLY_SECTION	".sfi.and_only"
#define SFI_ALPHA_AND_ONLY_BITS		4
#define SFI_ALPHA_AND_ONLY_LOW_BIT	32
#define SFI_ALPHA_AND_ONLY_HIGH_BIT	42

/* Traps module code may contain: call_pal bpt (0x80), bugchk (0x81) and
   gentrap (0xaa) raise signals the runtime reports as faults; imb (0x86)
   only synchronises the instruction stream; rduniq (0x9e) reads the
   thread pointer into $0.  Every other PALcode call (callsys, wruniq,
   ...) is refused.  */
#define SFI_ALPHA_PAL_BPT	0x80
#define SFI_ALPHA_PAL_BUGCHK	0x81
#define SFI_ALPHA_PAL_IMB	0x86
#define SFI_ALPHA_PAL_RDUNIQ	0x9e
#define SFI_ALPHA_PAL_GENTRAP	0xaa

/* Segments and link addresses.  A module is linked with its code segment
   SFI_ALPHA_LINK_DISTANCE above its data segment, and every domain keeps
   that distance, so the code is the same in every domain and needs no
   relocation, only the data does (the GP is reached through $29 only,
   above, with link-time displacements).  Segment sizes are
   powers of two up to half the distance; the page size under qemu-alpha
   is 8 KiB.  Guest addresses stay below 2^43 under qemu-alpha.

   Code above data, and every data base with the distance's bit clear,
   make the code base the data base with one more bit: the mask register
   holds the data base's bits besides the segment size - 1 (B | (size -
   1)), so that an "and" with it alone keeps an address within the data
   base's bits (the one-instruction guards below), while both
   two-instruction guards still land where they did: "and X,$5,R; bis
   R,$7,R" in the data segment, "and X,$5,R; bis R,$6,R" in the code
   segment, whose base has all of B's bits.  */
#define SFI_ALPHA_LINK_DATA		0x10000000000
#define SFI_ALPHA_LINK_DISTANCE		0x10000000	/* 256 MiB.  */
#define SFI_ALPHA_LINK_CODE		(SFI_ALPHA_LINK_DATA \
					 + SFI_ALPHA_LINK_DISTANCE)
#define SFI_ALPHA_MAX_SEG_SIZE		(SFI_ALPHA_LINK_DISTANCE / 2)
#define SFI_ALPHA_DEFAULT_SEG_SIZE	0x01000000	/* 16 MiB.  */
#define SFI_ALPHA_MIN_SEG_SIZE		0x00010000	/* 64 KiB.  */

/* Jump table: the first SFI_ALPHA_JT_SIZE bytes of the code segment (one
   8 KiB page, the page size under qemu-alpha); entries of 8 bytes.  A
   host-call entry is "lda $28,K($31); br $31,gate", a return entry
   "br $31,exit; call_pal bpt": "br" reaches 4 MiB either way, so the
   domain's page of trampolines sits right below its code segment.  */
#define SFI_ALPHA_JT_SIZE	0x2000
#define SFI_ALPHA_JT_ENTRY_SIZE	8

#endif /* SFI_ALPHA_ABI_H */
