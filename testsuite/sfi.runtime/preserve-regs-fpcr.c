/* Test that the bound entry of variant SFI_SAVE_INT_FP gives the host
   back its preserved floating-point registers when the module writes one
   with "mf_fpcr" encoded with Fa other than Fc.  The CPU writes Fa (Alpha
   Architecture Reference Manual, MF_FPCR; qemu: dest_fpr (ctx, ra)), but
   the load-time scan of the registers a module may write (written_by in
   runtime/alpha/tramp.c) records only Rc/Fc for opcodes 0x14-0x17, so
   the trampoline does not save the host's $f2, and the module's FPCR
   value replaces it.  probe_regs is the one of preserve-regs.c.

   Red-team finding: fails until written_by also records Fa of MF_FPCR
   (function 0x025 of opcode 0x17).
   sfi-target: alpha*-*-*
   sfi-module: preserve-regs-fpcr-ext.c  */
/* { dg-do run } */

#include "host.h"
#include "preserve-regs-fpcr-ext.stubs.h"

uintptr_t probe_regs (uintptr_t fn, uintptr_t arg);

#if defined __mips__
#define INT_BITS 0xffu
__asm__ (
"	.macro	setp reg, v\n"
"	lui	\\reg, 0x5a5a\n"
"	ori	\\reg, \\reg, \\v\n"
"	.endm\n"
"	.macro	chk reg, v, bit\n"
"	setp	$8, \\v\n"
"	xor	$8, $8, \\reg\n"
"	sltu	$8, $0, $8\n"
"	sll	$8, $8, \\bit\n"
"	or	$2, $2, $8\n"
"	.endm\n"
"	.macro	fsetp freg, v\n"
"	setp	$8, \\v\n"
"	sw	$8, 0($sp)\n"
"	sw	$8, 4($sp)\n"
"	ldc1	\\freg, 0($sp)\n"
"	.endm\n"
"	.macro	fchk freg, v\n"
"	sdc1	\\freg, 0($sp)\n"
"	lw	$9, 0($sp)\n"
"	chk	$9, \\v, 11\n"
"	lw	$9, 4($sp)\n"
"	chk	$9, \\v, 11\n"
"	.endm\n"
"	.text\n"
"	.set	push\n"
"	.set	noreorder\n"
"	.set	nomacro\n"
"	.globl	probe_regs\n"
"	.type	probe_regs, @function\n"
"	.ent	probe_regs\n"
"probe_regs:\n"
"	addiu	$sp, $sp, -112\n"
"	sw	$31, 104($sp)\n"
"	sw	$16, 16($sp)\n"
"	sw	$17, 20($sp)\n"
"	sw	$18, 24($sp)\n"
"	sw	$19, 28($sp)\n"
"	sw	$20, 32($sp)\n"
"	sw	$21, 36($sp)\n"
"	sw	$22, 40($sp)\n"
"	sw	$23, 44($sp)\n"
"	sw	$30, 48($sp)\n"
"	sw	$28, 52($sp)\n"
"	sdc1	$f20, 56($sp)\n"
"	sdc1	$f22, 64($sp)\n"
"	sdc1	$f24, 72($sp)\n"
"	sdc1	$f26, 80($sp)\n"
"	sdc1	$f28, 88($sp)\n"
"	sdc1	$f30, 96($sp)\n"
"	sw	$sp, 12($sp)\n"		/* $sp is checked against this.  */
"	setp	$16, 0x10\n"
"	setp	$17, 0x11\n"
"	setp	$18, 0x12\n"
"	setp	$19, 0x13\n"
"	setp	$20, 0x14\n"
"	setp	$21, 0x15\n"
"	setp	$22, 0x16\n"
"	setp	$23, 0x17\n"
"	setp	$30, 0x1e\n"
"	fsetp	$f20, 0x20\n"
"	fsetp	$f22, 0x22\n"
"	fsetp	$f24, 0x24\n"
"	fsetp	$f26, 0x26\n"
"	fsetp	$f28, 0x28\n"
"	fsetp	$f30, 0x2a\n"
"	move	$25, $4\n"
"	jalr	$25\n"
"	move	$4, $5\n"
"	move	$2, $0\n"
"	chk	$16, 0x10, 0\n"
"	chk	$17, 0x11, 1\n"
"	chk	$18, 0x12, 2\n"
"	chk	$19, 0x13, 3\n"
"	chk	$20, 0x14, 4\n"
"	chk	$21, 0x15, 5\n"
"	chk	$22, 0x16, 6\n"
"	chk	$23, 0x17, 7\n"
"	chk	$30, 0x1e, 8\n"
"	lw	$9, 52($sp)\n"
"	xor	$8, $9, $28\n"
"	sltu	$8, $0, $8\n"
"	sll	$8, $8, 9\n"
"	or	$2, $2, $8\n"
"	lw	$9, 12($sp)\n"
"	xor	$8, $9, $sp\n"
"	sltu	$8, $0, $8\n"
"	sll	$8, $8, 10\n"
"	or	$2, $2, $8\n"
"	fchk	$f20, 0x20\n"
"	fchk	$f22, 0x22\n"
"	fchk	$f24, 0x24\n"
"	fchk	$f26, 0x26\n"
"	fchk	$f28, 0x28\n"
"	fchk	$f30, 0x2a\n"
"	lw	$16, 16($sp)\n"
"	lw	$17, 20($sp)\n"
"	lw	$18, 24($sp)\n"
"	lw	$19, 28($sp)\n"
"	lw	$20, 32($sp)\n"
"	lw	$21, 36($sp)\n"
"	lw	$22, 40($sp)\n"
"	lw	$23, 44($sp)\n"
"	lw	$30, 48($sp)\n"
"	lw	$28, 52($sp)\n"
"	ldc1	$f20, 56($sp)\n"
"	ldc1	$f22, 64($sp)\n"
"	ldc1	$f24, 72($sp)\n"
"	ldc1	$f26, 80($sp)\n"
"	ldc1	$f28, 88($sp)\n"
"	ldc1	$f30, 96($sp)\n"
"	lw	$31, 104($sp)\n"
"	jr	$31\n"
"	addiu	$sp, $sp, 112\n"
"	.end	probe_regs\n"
"	.size	probe_regs, .-probe_regs\n"
"	.set	pop\n");
#elif defined __alpha__
#define INT_BITS 0x3fu
__asm__ (
"	.macro	setp reg, v\n"
"	ldah	\\reg, 0x5a5a($31)\n"
"	lda	\\reg, \\v(\\reg)\n"
"	.endm\n"
"	.macro	chk reg, v, bit\n"
"	setp	$1, \\v\n"
"	cmpeq	$1, \\reg, $1\n"
"	xor	$1, 1, $1\n"
"	sll	$1, \\bit, $1\n"
"	bis	$0, $1, $0\n"
"	.endm\n"
"	.macro	fsetp freg, v\n"
"	setp	$1, \\v\n"
"	stq	$1, 144($30)\n"
"	ldt	\\freg, 144($30)\n"
"	.endm\n"
"	.macro	fchk freg, v\n"
"	stt	\\freg, 144($30)\n"
"	ldq	$2, 144($30)\n"
"	chk	$2, \\v, 11\n"
"	.endm\n"
"	.text\n"
"	.set	noreorder\n"
"	.set	nomacro\n"
"	.align	4\n"
"	.globl	probe_regs\n"
"	.type	probe_regs, @function\n"
"	.ent	probe_regs\n"
"probe_regs:\n"
"	.frame	$30, 160, $26, 0\n"
"	.prologue 0\n"
"	lda	$30, -160($30)\n"
"	stq	$26, 0($30)\n"
"	stq	$9, 8($30)\n"
"	stq	$10, 16($30)\n"
"	stq	$11, 24($30)\n"
"	stq	$12, 32($30)\n"
"	stq	$13, 40($30)\n"
"	stq	$14, 48($30)\n"
"	stq	$15, 56($30)\n"
"	stq	$29, 64($30)\n"
"	stt	$f2, 72($30)\n"
"	stt	$f3, 80($30)\n"
"	stt	$f4, 88($30)\n"
"	stt	$f5, 96($30)\n"
"	stt	$f6, 104($30)\n"
"	stt	$f7, 112($30)\n"
"	stt	$f8, 120($30)\n"
"	stt	$f9, 128($30)\n"
"	stq	$30, 136($30)\n"	/* $sp is checked against this.  */
"	setp	$9, 0x10\n"
"	setp	$10, 0x11\n"
"	setp	$11, 0x12\n"
"	setp	$12, 0x13\n"
"	setp	$13, 0x14\n"
"	setp	$14, 0x15\n"
"	setp	$15, 0x1f\n"
"	fsetp	$f2, 0x22\n"
"	fsetp	$f3, 0x23\n"
"	fsetp	$f4, 0x24\n"
"	fsetp	$f5, 0x25\n"
"	fsetp	$f6, 0x26\n"
"	fsetp	$f7, 0x27\n"
"	fsetp	$f8, 0x28\n"
"	fsetp	$f9, 0x29\n"
"	bis	$16, $16, $27\n"
"	bis	$17, $17, $16\n"
"	jsr	$26, ($27), 0\n"
"	bis	$31, $31, $0\n"
"	chk	$9, 0x10, 0\n"
"	chk	$10, 0x11, 1\n"
"	chk	$11, 0x12, 2\n"
"	chk	$12, 0x13, 3\n"
"	chk	$13, 0x14, 4\n"
"	chk	$14, 0x15, 5\n"
"	chk	$15, 0x1f, 8\n"
"	ldq	$2, 64($30)\n"
"	cmpeq	$2, $29, $1\n"
"	xor	$1, 1, $1\n"
"	sll	$1, 9, $1\n"
"	bis	$0, $1, $0\n"
"	ldq	$2, 136($30)\n"
"	cmpeq	$2, $30, $1\n"
"	xor	$1, 1, $1\n"
"	sll	$1, 10, $1\n"
"	bis	$0, $1, $0\n"
"	fchk	$f2, 0x22\n"
"	fchk	$f3, 0x23\n"
"	fchk	$f4, 0x24\n"
"	fchk	$f5, 0x25\n"
"	fchk	$f6, 0x26\n"
"	fchk	$f7, 0x27\n"
"	fchk	$f8, 0x28\n"
"	fchk	$f9, 0x29\n"
"	ldq	$26, 0($30)\n"
"	ldq	$9, 8($30)\n"
"	ldq	$10, 16($30)\n"
"	ldq	$11, 24($30)\n"
"	ldq	$12, 32($30)\n"
"	ldq	$13, 40($30)\n"
"	ldq	$14, 48($30)\n"
"	ldq	$15, 56($30)\n"
"	ldq	$29, 64($30)\n"
"	ldt	$f2, 72($30)\n"
"	ldt	$f3, 80($30)\n"
"	ldt	$f4, 88($30)\n"
"	ldt	$f5, 96($30)\n"
"	ldt	$f6, 104($30)\n"
"	ldt	$f7, 112($30)\n"
"	ldt	$f8, 120($30)\n"
"	ldt	$f9, 128($30)\n"
"	lda	$30, 160($30)\n"
"	ret	$31, ($26), 1\n"
"	.end	probe_regs\n"
"	.set	macro\n"
"	.set	reorder\n");
#else
#error "preserve-regs.c: unsupported architecture"
#endif

#define FP_BIT 11
#define ALWAYS ((1u << 8) | (1u << 9) | (1u << 10))

static int failures;

/* The generic entry, called as a C function by probe_regs.  */
static uintptr_t
generic (uintptr_t d)
{
  uintptr_t r;
  if (sfi_domain_call ((struct sfi_domain *) d, "ext_smash", 0, NULL, &r))
    fail ("sfi_domain_call: %s", sfi_domain_error ((struct sfi_domain *) d));
  return r;
}

/* Report the registers of REQUIRED that BAD says were lost.  */
static void
check (const char *what, int save, uintptr_t bad, uintptr_t required)
{
  if (bad & required)
    {
      printf ("  ** variant %d, %s: lost registers, bits %#lx\n", save,
	      what, (unsigned long) (bad & required));
      failures++;
    }
}

int
main (int argc, char **argv)
{
  int save = SFI_SAVE_INT_FP;
  struct sfi_domain_config cfg = { 0, 0, "preserve-regs-fpcr" };
  cfg.save = save;
  struct sfi_domain *d = sfi_domain_create (&cfg);
  if (!d || sfi_domain_load (d, argv[1]) != 0)
    fail ("load: %s", d ? sfi_domain_error (d) : "create");
  if (sfi_domain_bind (d, preserve_regs_fpcr_ext_sfi_names,
		       preserve_regs_fpcr_ext_sfi_names,
		       preserve_regs_fpcr_ext_sfi_count, save) != 0)
    fail ("bind: %s", sfi_domain_error (d));
  const struct sfi_domain_head *h = (const struct sfi_domain_head *) d;
  uintptr_t bad = probe_regs (h->entries[0], 0);
  if (sfi_domain_take_fault (d) != 0)
    fail ("the typed call faulted: %s", sfi_domain_error (d));
  if (bad & (1u << FP_BIT))
    fail ("variant %d lost a preserved floating-point register (bits %#lx)",
	  save, (unsigned long) bad);
  if (bad & ALWAYS)
    fail ("lost $fp, $gp or $sp (bits %#lx)", (unsigned long) bad);
  (void) check;
  (void) generic;
  pass ("mf_fpcr into a preserved register is seen by the trampoline");
}
