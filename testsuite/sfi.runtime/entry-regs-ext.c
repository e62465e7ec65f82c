/* The module of entry-regs.c: functions written in assembly that check,
   at their first instruction, that every dedicated register holds its
   valid value (entry invariant E2, runtime/sfi-priv.h), and return one
   bit per register that does not (0: all valid).  What "valid" means
   comes from the module itself: the mask of the default segment size
   (the host uses it), the code and data segment bases from the link
   symbols the loader relocates (MIPS) or from the function's own
   address and the fixed code-to-data distance (Alpha).

     ext_regs             a leaf: an entry from the host (generic or
			  bound entry of any variant)
     ext_regs_after_call  calls the host function host_back (which calls
			  ext_regs back: a nested entry) and checks the
			  registers right after the host call returns;
			  result: its own bits << 8 | host_back's result
     ext_start            the program's entry point (e_entry, linked
			  with -e): checks and exits with the bits as the
			  status
     ext_return_to (OFF)  calls host_back with its return address set to
			  offset OFF of the code segment (sandboxed, as
			  the verifier requires), for host-call-return.c

   Bits, MIPS: 0 $12 mask, 1 $13 code base, 2 $14 data base (and, in the
   protect module entry-regs-protect-ext.c, the load registers $10 and
   $11 in the data segment: mips-abi.h), 3 $15 in the
   code segment, 4 $24 in the data segment, 5 $sp in the data segment,
   6 $gp the module's _gp, 7 $31 in the code segment.  Alpha: 0 $5 mask,
   1 $6 code base, 2 $7 data base (and, in the protect module, the load
   registers $1-$3 in the data segment: alpha-abi.h), 3 $8 in the code
   segment, 4 $4 in the data segment, 5 $30 in the data segment, 6 $29 the
   module's _gp, 7 $26 in the code segment.

   The typed stubs of ext_regs and ext_regs_after_call come from the C
   declarations below, whose own definitions are renamed out of the way
   with asm labels: the stubs call the module's symbols of those names,
   the assembly functions.
   sfi-module-options: -Wl,-e,ext_start  */

#include <sfi/sfi-import.h>

unsigned long host_back (void);
SFI_IMPORT (host_back, 0);

SFI_EXPORT unsigned long ext_regs (void) __asm__ ("ext_regs_decl");
SFI_EXPORT unsigned long ext_regs_after_call (void)
  __asm__ ("ext_regs_after_call_decl");

unsigned long
ext_regs (void)
{
  return ~0ul;
}

unsigned long
ext_regs_after_call (void)
{
  return ~0ul;
}

#if defined __mips__
#include <sfi/mips-abi.h>
_Static_assert (SFI_MIPS_DEFAULT_SEG_SIZE == 0x01000000, "sfi_check's mask");

/* The load registers of protect code, $10 and $11 ($14 is one too),
   are checked first, before anything is written: writing them is
   refused there.  */
#ifdef ENTRY_REGS_LOAD_REGS
#define CHECK_LOAD_REGS \
  "	sfi_chk_in $10, $5, 2\n" \
  "	sfi_chk_in $11, $5, 2\n"
#else
#define CHECK_LOAD_REGS ""
#endif

/* sfi_check: the bits in $2; uses $3, $5, $6, $8, $9 and $25.  */
__asm__ (
"	.macro	sfi_chk_eq reg, want, bit\n"
"	xor	$25, \\reg, \\want\n"
"	sltu	$25, $0, $25\n"
"	sll	$25, $25, \\bit\n"
"	or	$2, $2, $25\n"
"	.endm\n"
"	.macro	sfi_chk_in reg, base, bit\n"
"	and	$25, \\reg, $6\n"
"	sfi_chk_eq $25, \\base, \\bit\n"
"	.endm\n"
"	.macro	sfi_check\n"
"	lui	$8, 0x00ff\n"
"	ori	$8, $8, 0xffff\n"
"	lui	$9, %hi(__sfi_code_start)\n"
"	addiu	$9, $9, %lo(__sfi_code_start)\n"
"	lui	$5, %hi(__sfi_data_start)\n"
"	addiu	$5, $5, %lo(__sfi_data_start)\n"
"	lui	$3, %hi(_gp)\n"
"	addiu	$3, $3, %lo(_gp)\n"
"	nor	$6, $8, $0\n"
"	move	$2, $0\n"
CHECK_LOAD_REGS
"	sfi_chk_eq $12, $8, 0\n"
"	sfi_chk_eq $13, $9, 1\n"
"	sfi_chk_eq $14, $5, 2\n"
"	sfi_chk_in $15, $9, 3\n"
"	sfi_chk_in $24, $5, 4\n"
"	sfi_chk_in $sp, $5, 5\n"
"	sfi_chk_eq $gp, $3, 6\n"
"	sfi_chk_in $31, $9, 7\n"
"	.endm\n"
"\n"
"	.text\n"
"	.set	push\n"
"	.set	noreorder\n"
"	.set	nomacro\n"
"	.globl	ext_regs\n"
"	.type	ext_regs, @function\n"
"	.ent	ext_regs\n"
"ext_regs:\n"
"	sfi_check\n"
"	jr	$31\n"
"	nop\n"
"	.end	ext_regs\n"
"	.size	ext_regs, .-ext_regs\n"
"\n"
"	.globl	ext_regs_after_call\n"
"	.type	ext_regs_after_call, @function\n"
"	.ent	ext_regs_after_call\n"
"ext_regs_after_call:\n"
"	addiu	$sp, $sp, -24\n"
"	sw	$31, 20($sp)\n"
"	jal	host_back\n"
"	nop\n"
"	move	$7, $2\n"
"	sfi_check\n"
"	sll	$2, $2, 8\n"
"	or	$2, $2, $7\n"
"	lw	$9, 20($sp)\n"
"	ins	$31, $9, 0, 24\n"	/* The loader sets the width.  */
"	ins	$31, $0, 0, 2\n"
"	addiu	$sp, $sp, 24\n"
"	jr	$31\n"
"	lw	$9, -4($sp)\n"
"	.end	ext_regs_after_call\n"
"	.size	ext_regs_after_call, .-ext_regs_after_call\n"
"\n"
"	.globl	ext_start\n"
"	.type	ext_start, @function\n"
"	.ent	ext_start\n"
"ext_start:\n"
"	sfi_check\n"
"	j	__sfi_jt_exit\n"
"	move	$4, $2\n"
"	.end	ext_start\n"
"	.size	ext_start, .-ext_start\n"
"\n"
"	.globl	ext_return_to\n"
"	.type	ext_return_to, @function\n"
"	.ent	ext_return_to\n"
"ext_return_to:\n"
"	addu	$9, $13, $4\n"
"	ins	$15, $9, 0, 24\n"
"	ins	$15, $0, 0, 2\n"
"	move	$31, $15\n"
"	j	host_back\n"
"	nop\n"
"	.end	ext_return_to\n"
"	.size	ext_return_to, .-ext_return_to\n"
"	.set	pop\n");

#elif defined __alpha__
#include <sfi/alpha-abi.h>
_Static_assert (SFI_ALPHA_DEFAULT_SEG_SIZE == 256 << 16, "sfi_check's mask");
_Static_assert (SFI_ALPHA_LINK_DISTANCE == 4096 << 16, "sfi_check's data");

/* The load registers of protect code, $1-$3, are checked first; no
   code here writes them (their writes other than guards are refused in
   protect code).  */
#ifdef ENTRY_REGS_LOAD_REGS
#define CHECK_LOAD_REGS \
  "	sfi_chk_in $1, $22, 2\n" \
  "	sfi_chk_in $2, $22, 2\n" \
  "	sfi_chk_in $3, $22, 2\n"
#else
#define CHECK_LOAD_REGS ""
#endif

/* sfi_check: the bits in $0; uses $18-$20, $22-$25 and $27 (not
   $1-$3).  */
__asm__ (
"	.macro	sfi_chk_eq reg, want, bit\n"
"	cmpeq	\\reg, \\want, $24\n"
"	xor	$24, 1, $24\n"
"	sll	$24, \\bit, $24\n"
"	bis	$0, $24, $0\n"
"	.endm\n"
"	.macro	sfi_chk_in reg, base, bit\n"
"	and	\\reg, $23, $25\n"
"	sfi_chk_eq $25, \\base, \\bit\n"
"	.endm\n"
"	.macro	sfi_check seq\n"
"	br	$27, 1f\n"
"1:	ldah	$20, 0($27)	!gpdisp!\\seq\n"	/* _gp, from the link,  */
"	lda	$20, 0($20)	!gpdisp!\\seq\n"
"	ldah	$18, 256($31)\n"	/* the segment size,  */
"	subq	$18, 1, $18\n"		/* its offset bits,  */
"	bic	$27, $18, $19\n"	/* the code base,  */
"	ldah	$22, -4096($19)\n"	/* the data base below it,  */
"	bis	$22, $18, $27\n"	/* the mask: its bits and the offset's.  */
"	ornot	$31, $18, $23\n"
"	bis	$31, $31, $0\n"
CHECK_LOAD_REGS
"	sfi_chk_eq $5, $27, 0\n"
"	sfi_chk_eq $6, $19, 1\n"
"	sfi_chk_eq $7, $22, 2\n"
"	sfi_chk_in $8, $19, 3\n"
"	sfi_chk_in $4, $22, 4\n"
"	sfi_chk_in $30, $22, 5\n"
"	sfi_chk_eq $29, $20, 6\n"
"	sfi_chk_in $26, $19, 7\n"
"	.endm\n"
"\n"
"	.text\n"
"	.set	noreorder\n"
"	.set	nomacro\n"
"	.align	4\n"
"	.globl	ext_regs\n"
"	.type	ext_regs, @function\n"
"	.ent	ext_regs\n"
"ext_regs:\n"
"	.frame	$30, 0, $26, 0\n"
"	.prologue 0\n"
"	sfi_check 1\n"
"	ret	$31, ($26), 1\n"
"	.end	ext_regs\n"
"\n"
"	.align	4\n"
"	.globl	ext_regs_after_call\n"
"	.type	ext_regs_after_call, @function\n"
"	.ent	ext_regs_after_call\n"
"ext_regs_after_call:\n"
"	.frame	$30, 16, $26, 0\n"
"	.prologue 0\n"
"	lda	$30, -16($30)\n"
"	stq	$26, 0($30)\n"
"	bsr	$26, host_back\n"
"	bis	$0, $0, $17\n"
"	sfi_check 2\n"
"	sll	$0, 8, $0\n"
"	bis	$0, $17, $0\n"
"	lda	$30, 16($30)\n"
"	ldq	$22, -16($30)\n"
"	and	$22, $5, $26\n"
"	bis	$26, $6, $26\n"
"	ret	$31, ($26), 1\n"
"	.end	ext_regs_after_call\n"
"\n"
"	.align	4\n"
"	.globl	ext_start\n"
"	.type	ext_start, @function\n"
"	.ent	ext_start\n"
"ext_start:\n"
"	.frame	$30, 0, $26, 0\n"
"	.prologue 0\n"
"	sfi_check 3\n"
"	bis	$0, $0, $16\n"
"	br	$31, __sfi_jt_exit\n"
"	.end	ext_start\n"
"\n"
"	.align	4\n"
"	.globl	ext_return_to\n"
"	.type	ext_return_to, @function\n"
"	.ent	ext_return_to\n"
"ext_return_to:\n"
"	.frame	$30, 0, $26, 0\n"
"	.prologue 0\n"
"	addq	$6, $16, $22\n"
"	and	$22, $5, $26\n"
"	bis	$26, $6, $26\n"
"	br	$31, host_back\n"
"	.end	ext_return_to\n"
"	.set	macro\n"
"	.set	reorder\n");
#else
#error "entry-regs-ext.c: unsupported architecture"
#endif
