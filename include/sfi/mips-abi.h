/* SFI ABI for MIPS o32 (big and little endian).

   This header is the single source of truth shared by the GCC plugin
   (plugin/mips/), the runtime (runtime/, runtime/mips/) and the verifier
   (verifier/).  Change a value here and all three follow; never copy a
   value into another file.

   It is plain C with only macros, so it can be included from C, C++ and
   assembler (.S) sources.  */

#ifndef SFI_MIPS_ABI_H
#define SFI_MIPS_ABI_H

/* The values every architecture shares (SFI_SP_MAX_ADJUST,
   SFI_SP_SLACK, SFI_GUARD_SIZE, the default stack, the jump-table
   entries).  */
#include "sfi/domain-abi.h"

/* The five dedicated registers of the paper's section 3.2.  All are
   caller-saved temporaries of the o32 ABI, so ordinary (host) code that
   calls into a domain does not expect them preserved, and reserving them
   costs the module no saves or restores.  Excluded on purpose: $at (the
   assembler's temporary), $v0/$v1 and $a0-$a3 (return values and
   arguments), $t9 (the PIC call register, and used by libgcc stubs),
   $k0/$k1 (kernel), $gp, $sp, $fp and $ra.  $t4-$t7 and $t8 are the
   temporaries GCC allocates last.  */
#define SFI_MIPS_REG_MASK	12	/* $t4: segment size - 1.  */
#define SFI_MIPS_REG_CODESEG	13	/* $t5: code segment base.  */
#define SFI_MIPS_REG_DATASEG	14	/* $t6: data segment base.  */
#define SFI_MIPS_REG_CODE	15	/* $t7: sandboxed code address.  */
#define SFI_MIPS_REG_DATA	24	/* $t8: sandboxed data address.  */

#define SFI_MIPS_REG_MASK_NAME		"$12"
#define SFI_MIPS_REG_CODESEG_NAME	"$13"
#define SFI_MIPS_REG_DATASEG_NAME	"$14"
#define SFI_MIPS_REG_CODE_NAME		"$15"
#define SFI_MIPS_REG_DATA_NAME		"$24"

/* Registers with special roles in the policy.  */
#define SFI_MIPS_REG_ZERO	0
#define SFI_MIPS_REG_AT		1
#define SFI_MIPS_REG_GP		28
#define SFI_MIPS_REG_SP		29
#define SFI_MIPS_REG_FP		30
#define SFI_MIPS_REG_RA		31

/* Always-valid registers: registers that, at every instruction boundary
   outside an unsafe region, hold an address from which any 16-bit
   displacement stays inside the data segment plus its guard zones.

   $sp: the runtime starts it inside the data segment.  Module code may
   change it only (a) by a sandboxed move from $t8 ("move $sp,$t8" after
   "and $t8,X,$t4; or $t8,$t8,$t6"), or (b) by "addiu $sp,$sp,K" with
   |K| <= SFI_SP_MAX_ADJUST, followed by a memory access through $sp
   (load or store, any 16-bit offset) before the next control transfer
   and before the next write of $sp.  Invariant kept: $sp is within
   SFI_SP_SLACK of the data segment at every region boundary.  During a
   region $sp is within SFI_SP_SLACK + SFI_SP_MAX_ADJUST, so the access
   hits at most SFI_SP_SLACK + SFI_SP_MAX_ADJUST + 32 KiB outside the
   segment, which the guard zone covers; if the access does not fault,
   its address is inside the segment, so $sp is again within 32 KiB of it.

   $gp: set by the runtime to the module's _gp, which the link layout puts
   inside the data segment; module code never writes it (the plugin forces
   -mno-abicalls, so GCC never reloads it), so $gp-relative stores with a
   16-bit displacement are safe without sandboxing.  */

/* Segments.  Code and data segments have the same size (one mask
   register), a power of two, and are aligned to it.  Data segment layout
   from its base: module .data/.sdata/.bss, then the heap growing up, then
   the stack growing down from SFI_STACK_TOP_OFFSET below the top.  */
#define SFI_MIPS_DEFAULT_SEG_SIZE	0x01000000	/* 16 MiB.  */
#define SFI_MIPS_MIN_SEG_SIZE		0x00100000	/* 1 MiB.  */
/* The largest: a quarter of the 256 MiB region a "j" reaches, which
   holds the code segment and the gate (runtime/mips/layout.c).  */
#define SFI_MIPS_MAX_SEG_SIZE		0x04000000	/* 64 MiB.  */
/* log2 of the default segment size: the width of the plugin's
   one-instruction guards "ins $24,X,0,24" and "ins $15,X,0,24", which
   the loader sets to log2 of the domain's segment size before it
   verifies the code.  */
#define SFI_MIPS_SEG_BITS		24

/* Guard schemes.  The paper's ("and R,X,$12; or R,R,SEG") needs $12-$14
   intact everywhere, so they are dedicated.  The "ins" scheme guards only
   with "ins R,X,0,B", which needs no other register: $12-$14 are then
   ordinary registers that module code may write, and the verifier must
   not trust an and/or guard.  An object (and so a module linked from it)
   that uses the "ins" scheme has a section of this name; the verifier
   applies the "ins" rules to any code whose file has one.  */
#define SFI_MIPS_INS_SECTION	".sfi.ins"

/* Valid return addresses: code of the "ins" scheme compiled with
   -fplugin-arg-sfi-valid-ra (the default) keeps $31 an address in the
   code segment at every control transfer (after its delay slot), so it
   returns with a plain "jr $31".  $31 may then be written only by
   - a link ("jal", "jalr", "bal", ...: the address after the delay slot);
   - "ins $31,X,0,B" (B at most log2 of the segment size), which keeps a
     valid $31 valid: an epilogue reloads the saved address into a free
     register X and inserts its offset bits;
   - "move $31,$15" ($15 is always valid).
   Every object of such code has a section named SFI_MIPS_RA_SECTION,
   and a module with one is checked against the rule everywhere, so code
   without it fails closed.  */
#define SFI_MIPS_RA_SECTION	".sfi.ra"

/* The protect policy (-fsfi=protect): loads are sandboxed like stores,
   so a domain can read nothing outside its data segment either.  Every
   object compiled with -fsfi=protect has a section of this name, and a
   module with one is checked against the protect rules everywhere (so
   code without them fails closed).  */
#define SFI_MIPS_PROTECT_SECTION	".sfi.protect"

/* The load registers: in code of both the protect policy and the "ins"
   scheme, $14, $11 and $10 are more sandboxed data addresses besides
   $24, so that up to four guarded bases (arrays read in turn, or a
   loop's hoisted base and the others of its body) stay at hand.  Each
   is always valid, like $gp: it may be written only by "ins R,X,0,B"
   (B at most log2 of the segment size), which keeps its segment bits,
   and every entry sets it to the data segment's base (entry invariant
   E2).  Loads and stores through them need no guard.  Elsewhere they
   are ordinary registers, but $14 in the paper's scheme, where it is
   the data segment base and never written.  $14 because the data
   segment base is a valid value for it; $10 and $11 because no
   trampoline uses them ($12 and $13 hold the mask and code base while
   an entry sandboxes its jump).  */
#define SFI_MIPS_REG_LOAD	14	/* The first one.  */
#define SFI_MIPS_LOAD_REGS	{ SFI_MIPS_REG_LOAD, 11, 10 }
#define SFI_MIPS_N_LOAD_REGS	3
/* The same as a bit mask of register numbers.  */
#define SFI_MIPS_LOAD_REG_MASK	((1u << 14) | (1u << 11) | (1u << 10))
/* Whether code of a policy and guard scheme has them (the plugin
   reserves them, the loader widens their guards; the verifier's
   sfi_load_regs_on states the same for every ISA).  */
#define SFI_MIPS_LOAD_REGS_ON(protect, ins_scheme) ((protect) && (ins_scheme))

/* The match policy (-fsfi=match): code sandboxed as for -fsfi=sandbox,
   and every guard followed by its check, "tne R,X,SFI_MIPS_TRAP_MATCH_CODE"
   (R the guarded register, X the address the program computed), which
   traps when the guard changed the address: a wild store or jump stops
   at its own instruction, and the runtime reports it as a segment
   violation.  Safety rests on the guard alone; the trap is a diagnosis.
   Objects compiled so have a section of this name.  */
#define SFI_MIPS_MATCH_SECTION	".sfi.match"
#define SFI_MIPS_TRAP_MATCH_CODE	0x53

/* Canonical link addresses of a module (sfi-module.ld).  A module is a
   static ELF executable linked with --emit-relocs at these addresses, so
   the runtime can map it there or relocate it.  The stub area (one page
   of trusted trampolines per domain, written by the runtime) starts at
   SFI_MIPS_LINK_GATE, in the same 256 MiB region as the code segments, because jump-table entries are MIPS "j" instructions
   whose target must share the upper 4 bits of the PC.  */
#define SFI_MIPS_LINK_GATE	0x10000000
#define SFI_MIPS_LINK_CODE	0x11000000
#define SFI_MIPS_LINK_DATA	0x13000000

/* The jump table: the first SFI_MIPS_JT_SIZE bytes of the code segment.  Each
   entry is two words, "j trampoline; <delay slot>", written by the
   runtime once the module is copied in, before the code segment is
   verified and made executable (the verifier skips the table).  The module reaches the host only by "jal" to an entry.
   The verifier does not decode the table (the runtime owns it) but allows
   direct jumps to the start of each entry.  */
#define SFI_MIPS_JT_SIZE	0x1000

/* Traps module code may contain; the runtime reports the resulting
   SIGTRAP/SIGFPE as a fault of the call.  GCC emits "teq divisor,$0,7"
   after each division (-mdivide-traps) and "teq $0,$0" for
   __builtin_trap (also where it isolates a certain null dereference).
   Every other trap, and "break", is refused by the verifier.  */
#define SFI_MIPS_TRAP_DIVZERO_CODE	7
#define SFI_MIPS_TRAP_INSN		0x00000034	/* teq $0,$0,0 */
/* "break 0", which the verifier refuses: what the runtime fills unused
   jump-table and stub-page slots with, so that a stray jump there traps
   (SIGTRAP under Linux and qemu-user).  */
#define SFI_MIPS_BREAK_INSN		0x0000000d


#endif /* SFI_MIPS_ABI_H */
