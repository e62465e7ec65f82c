/* The target contract: what each plugin/<arch>/target.cc provides.

   (Named sfi-target.h, not target.h: GCC's own target.h, which declares
   targetm, must stay reachable from gcc-compat.h.)

   The target-independent pass (sfi-sandbox.cc) walks the final RTL insn
   stream and decides *what* must be sandboxed; the target decides *how*
   its addresses look and which instructions implement a guard.  Exactly
   one target is compiled into a plugin (configure picks it); there is no
   default implementation.

   All functions are called from the sandbox pass, on one function at a
   time, after register allocation (hard registers only, no pseudos), unless
   the comment says otherwise.  Registers are hard register numbers of the
   target compiler.  */

#ifndef SFI_PLUGIN_TARGET_H
#define SFI_PLUGIN_TARGET_H

/* The dedicated registers, from the target's ABI header.  */
struct sfi_target_regs
{
  unsigned mask;	/* Segment size - 1.  */
  unsigned codeseg;	/* Code segment base.  */
  unsigned dataseg;	/* Data segment base.  */
  unsigned code;	/* Sandboxed code address.  */
  unsigned data;	/* Sandboxed data address.  */
};

extern const struct sfi_target_regs sfi_target_regs;

/* The name of the pass the sandbox pass runs just before (see
   sfi-passes.def).  */
extern const char sfi_target_pass_before[];

/* Whether code with reserved registers keeps GCC's scheduling before
   register allocation (sched1; sfi-plugin.cc, sfi_override_gate): a
   measured choice per target.  */
extern const bool sfi_target_schedule_before_ra;

/* Called from plugin_init, after argument parsing and before any option
   processing by the compiler proper: force the target options the policy
   needs (for MIPS, non-PIC code without abicalls) and report options it
   cannot support with error ().  Return false if compilation cannot go
   on.  */
extern bool sfi_target_init (void);

/* Called from plugin_init right after sfi_target_init when the mode
   reserves registers: make the register allocator leave the dedicated
   registers alone (fix_register).  */
extern void sfi_target_reserve_registers (void);

/* True if compiled code must not write REGNO: the dedicated registers
   the target reserves (all five of sfi_target_regs, or fewer where its
   guards need fewer).  */
extern bool sfi_target_dedicated_p (unsigned regno);

/* The load registers of -fsfi=protect: more data registers, always
   valid like the data register but written only by plain guards
   (sfi_target_gen_guard, sfi_target_gen_guard_sum), so that the sandbox
   pass can keep several guarded bases.  Store the ones the policy
   reserves in REGS (at most SFI_MAX_LOAD_REGS) and return how many
   (none where the target or the policy has none).  They are among the
   dedicated registers whenever reserved; whether the pass uses them is
   the option's business (-fplugin-arg-sfi-no-load-regs, sfi-sandbox.cc).  */
#define SFI_MAX_LOAD_REGS 3
extern unsigned sfi_target_load_regs (unsigned *regs);

/* Called when the compiler starts the translation unit (PLUGIN_START_UNIT),
   after the assembler file's prologue has been written to FILE: emit any
   directive the policy needs (for MIPS, assembler options that match the
   options sfi_target_init forced).  */
extern void sfi_target_start_unit (FILE *file);

/* Called at the start of the pass for each function: diagnose (error_at /
   sorry_at) function-level properties the target cannot sandbox, such as
   MIPS16 or microMIPS code.  Return false to skip the function after such
   a diagnostic.  The target may also remove code that writes a register
   the policy makes always valid (Alpha: GCC's computations of the GP in
   $29, which the runtime sets).  */
extern bool sfi_target_function_ok_p (function *fun);

/* *ADDR_LOC is the address of a MEM.  Set *BASE_LOC to the location of
   its base register (ADDR_LOC itself for a bare register), so the caller
   can replace it with the data register, and return true if the address
   is that register plus a displacement the guard zones cover.  Return
   false for address forms the target does not know; for a store the
   caller then reports an error.  */
extern bool sfi_target_decompose_address (rtx *addr_loc, rtx **base_loc);

/* ADDR is the address of a stored MEM that sfi_target_decompose_address
   rejected.  Return an equivalent address of the base-plus-displacement
   form (for example a small constant address as the zero register plus
   the constant), or NULL_RTX if there is none.  */
extern rtx sfi_target_base_address (rtx addr);

/* Return true if ADDR, an address sfi_target_decompose_address does not
   take apart, names no register but is printed through an always-valid
   one: MIPS small data, "%gp_rel(sym)($28)".  */
extern bool sfi_target_implicit_valid_address_p (rtx addr);

/* With -fsfi=protect: if INSN loads through a register without a MEM in
   its pattern (Alpha's GOT load "ldq R,sym($29) !literal" is an unspec),
   return the location of that register operand, else NULL.  The load's
   displacement is a relocation the guard zones cover.  */
extern rtx *sfi_target_hidden_load_base (rtx_insn *insn);

/* Return true if a store through REGNO with a guard-zone-sized
   displacement needs no sandboxing because the register is always valid
   (the stack pointer, the global pointer where the ABI header says so).  */
extern bool sfi_target_always_valid_base_p (unsigned regno);

/* Return the pattern of a guard: one insn that puts SRC, with its segment
   bits replaced by those of segment register SEG, into dedicated register
   DEST (the paper's "and" and "or").  SRC is a register, or a constant
   address (a symbol or an integer) that the guard loads first.  It must be a single insn that the
   delay-slot filler cannot split or copy: a branch target that starts
   with half a guard could otherwise leave DEST invalid on another path.  */
extern rtx sfi_target_gen_guard (unsigned dest, rtx src, unsigned seg);

/* Return true if REGNO is kept valid by the paper's 3.3 rule for the
   stack pointer: written only by a small constant adjustment that a
   memory access through it checks before the next control transfer, by
   a move from another such register, or through the data register,
   sandboxed.  Only the stack pointer is, on both targets (the paper's
   Alpha frame pointer rule is not used: plugin/alpha/target.cc says
   why).  Such registers are always-valid bases.  */
extern bool sfi_target_adjustable_p (unsigned regno);

/* Return the pattern of a guard that puts BASE + DISP (BASE a register,
   DISP a displacement of a load or store), with its segment bits
   replaced by those of the data segment, into the data register DEST.
   Used when BASE itself may lie outside the segment while BASE + DISP
   does not (a large frame offset split into a high and a low part).  */
extern rtx sfi_target_gen_guard_sum (unsigned dest, rtx base, rtx disp);

/* Return the pattern of one insn that sets adjustable register REGNO to
   SRC (the source of an original "REGNO = SRC") through the data
   register, sandboxed, so REGNO never holds an invalid value; or NULL_RTX
   if SRC has a form the target cannot compute that way.  */
extern rtx sfi_target_gen_adjustable_write (unsigned regno, rtx src);

/* Return true if SET writes an adjustable register with another (or the
   same) adjustable register plus a constant that the guard zones cover
   (the paper's 3.3 stack-pointer rule).  */
extern bool sfi_target_small_adjust_p (rtx set);

/* Return the pattern of a load through adjustable register REGNO that
   faults if REGNO has left its segment, and has no other effect.  It is
   emitted after a small adjustment that no memory access through REGNO
   follows before the next control transfer.  */
extern rtx sfi_target_gen_touch (unsigned regno);

/* Induction pointers (sfi-hoist.cc): return the pattern of one insn
   that adds K (a signed 16-bit constant) to data register REGNO (the
   data register, or a load register of protect code), the form the
   verifier's induction rule accepts ("addiu R,R,K", "lda R,K(R)"); it
   must not be split or moved into a delay slot.  */
extern rtx sfi_target_gen_adjust (unsigned regno, HOST_WIDE_INT k);

/* Return the pattern of one insn that makes data register REGNO valid
   again after an induction loop left it near its segment: an address in
   the data segment that no guard's correctness depends on.  */
extern rtx sfi_target_gen_revalidate (unsigned regno);

/* Return true if INSN is a return, setting *RA to the register holding
   the return address.  */
extern bool sfi_target_return_p (rtx_insn *insn, unsigned *ra);

/* Rewrite return INSN in place to jump through the code register, which
   the caller has just sandboxed.  */
extern void sfi_target_rewrite_return (rtx_insn *insn);

/* Valid return addresses (-fplugin-arg-sfi-valid-ra).  Return the
   return-address register if the target keeps it valid in the code
   segment at every control transfer, so that a return through it needs
   no guard; or INVALID_REGNUM, and returns are sandboxed like indirect
   jumps.  Such a register is fixed (sfi_target_reserve_registers), is
   written only by calls, whose links are valid, and by the insns that
   sfi_target_guard_ra_write makes valid again, and its objects carry a
   marker that
   makes the verifier check the rule module-wide.  May be called from
   plugin_init.  */
extern unsigned sfi_target_valid_ra (void);

/* INSN, not a call, writes return-address register RA
   (sfi_target_valid_ra); it is usually an epilogue's reload.  Make RA
   valid again before any control transfer, by rewriting INSN or by
   adding insns after LAST (INSN, or the last insn already added after
   it), and return the new last insn.  */
extern rtx_insn *sfi_target_guard_ra_write (rtx_insn *insn, rtx_insn *last,
					    unsigned ra);

/* Return a location inside INSN's pattern holding the register an
   indirect jump, call or sibling call goes through, or the constant
   address of a direct call that may not land on a function of the module
   (a data symbol, an undefined weak function, an integer), or NULL if
   INSN needs no code guard.  */
extern rtx *sfi_target_indirect_target_loc (rtx_insn *insn);

/* INSN is an indirect call or jump whose target register, at LOC, the
   caller has just sandboxed into the code register.  Make INSN jump
   through the code register (usually by replacing *LOC).  */
extern void sfi_target_rewrite_indirect (rtx_insn *insn, rtx *loc);

/* Rewrite INSN if it is a target-specific construct that jumps but is
   not a call or jump insn (Alpha's integer-division millicode calls),
   so that it leaves the function only in a way the verifier accepts.
   Return true if INSN was such a construct.  */
extern bool sfi_target_rewrite_special (rtx_insn *insn);

/* Return true if INSN transfers control although it is neither a jump
   nor a call insn: one of the constructs sfi_target_rewrite_special
   rewrites.  */
extern bool sfi_target_special_transfer_p (rtx_insn *insn);

/* INSN is an inline asm statement, before one of GCC's split passes, in
   any mode in which sfi_target_init forced the target's options (pass
   sfi_asm, sfi-asm.cc).  Repair what those options would make the
   splitters break in its operands, so that no invalid RTL is left.  */
extern void sfi_target_legitimize_asm (rtx_insn *insn);

/* TEMPLATE is the text of an inline asm statement.  Return a short
   description of the first construct in it that may store to memory, jump,
   trap or write a register the policy protects, or NULL if it has none.  */
extern const char *sfi_target_asm_unsafe (const char *templ);

/* Generated host stubs (sfi-stubs.cc).  Called at the end of the unit,
   on the type of an exported function.  */

/* Where a value of a stub's call lives: up to two general registers, or
   one floating-point register.  REG names the registers in GCC's asm
   syntax ("$4"); CTYPE is the C type of a register variable holding it
   ("uint32_t", "double", "float").  */
struct sfi_stub_loc
{
  const char *reg[2];
  const char *ctype;
};

/* Assign the parameters of function type FNTYPE to argument registers
   (LOCS, one per parameter) and its result to result registers (*RET;
   no registers for void).  Return NULL, or the reason why a stub cannot
   pass this signature in registers.  */
extern const char *sfi_target_stub_layout (tree fntype,
					   vec<sfi_stub_loc> *locs,
					   sfi_stub_loc *ret);

/* NULL-terminated list of the argument and result registers a stub's
   asm statement clobbers unless they carry a value.  */
extern const char *const sfi_target_stub_value_regs[];
/* The argument registers among them, NULL-terminated.  */
extern const char *const sfi_target_stub_arg_regs[];
/* Where FP registers pair (MIPS o32: a double in $fN also occupies
   $fN+1), the asm text that clears the odd half of even register %s and
   keeps the float in its even half; NULL where they do not pair.  */
extern const char *const sfi_target_stub_fp_pair_clear;

/* The call instruction of a stub, as asm text: it calls the trampoline
   whose address is in register sfi_target_stub_target_reg.  */
extern const char sfi_target_stub_call_insn[];
extern const char sfi_target_stub_target_reg[];

#endif /* SFI_PLUGIN_TARGET_H */
