/* Declarations shared by the target-independent parts of the plugin.

   The plugin is built once per target compiler; plugin/sfi-target.h states
   what each target must provide.  This header holds the policy modes and
   the parsed options, which every pass reads but only sfi-plugin.cc
   writes.  */

#ifndef SFI_PLUGIN_SFI_H
#define SFI_PLUGIN_SFI_H

/* The policy a translation unit is compiled for.  Only some are
   implemented; the option table lists all so that users get a clear
   "not yet implemented" rather than "unknown mode".  */
enum sfi_mode
{
  SFI_MODE_NONE,	/* No change: the unsandboxed baseline.  */
  SFI_MODE_REGS,	/* Dedicated registers reserved, no sandboxing.  */
  SFI_MODE_SANDBOX,	/* Stores and jumps sandboxed (paper, 3.2).  */
  SFI_MODE_MATCH,	/* Sandboxing, and a trap where a guard changed
			   the address: the paper's segment matching (3.1)
			   diagnostics, without trusting the trap.  */
  SFI_MODE_PROTECT	/* Loads sandboxed as well.  */
};

/* Options after parsing; read-only outside sfi-plugin.cc.  */
struct sfi_options
{
  enum sfi_mode mode;
  /* Reuse a sandboxed base for later stores in the same block.  */
  bool reuse;
  /* Guard a loop's one store base once, before the loop (sfi-hoist.cc).  */
  bool hoist;
  /* Run a one-block loop whose store base advances by constants on the
     data register (sfi-hoist.cc).  */
  bool induction;
  /* Give a loop's sums of an unchanging base and a stepped index
     pointers of their own, for the induction rule (sfi-derive.cc).  */
  bool derive;
  /* Check an epilogue's stack-pointer adjustment with the restoring load
     before it, moved after it, instead of a touching load.  */
  bool sink_restore;
  /* Put a return's guard right after the last write of the return
     address, not just before the return.  */
  bool early_return_guard;
  /* The same for indirect jumps and calls (not in match code, whose
     report names the jump).  */
  bool early_jump_guard;
  /* Keep the return address register valid everywhere, so that returns
     need no guard (where the target supports it: sfi_target_valid_ra).  */
  bool valid_ra;
  /* Sandbox with one instruction that inserts the offset bits into the
     dedicated register (MIPS32r2 "ins"), where the target has one.  */
  bool ins_guard;
  /* With -fsfi=protect, guard into the load registers as well, where
     the target has them (sfi_target_load_regs).  */
  bool load_regs;
  /* Emit data guards and the data register's revalidation as the
     target's own insn patterns, not asm, so that the delay-slot filler
     can move instructions across them (MIPS).  */
  bool fill_slots;
  /* Alpha: data guards of one "and" with the mask, no "bis" with the
     base; such a module runs only in a domain the runtime places for it
     (sfi/alpha-abi.h).  Not in match code.  Unless AND_ONLY_SET, the
     target chooses (sfi_target_init: on for protect code on Alpha).  */
  bool and_only;
  bool and_only_set;
  /* Print one line per rewritten instruction to the dump file.  */
  bool verbose;
  /* Enable the pass's dump file.  */
  bool dump;
  /* Compiling a module (the specs file says so): even with mode=none,
     use the module's code model (sfi_target_init), so that the
     unsandboxed baseline differs from sandboxed code only in what the
     policy needs.  */
  bool module;
  /* Where to write host stubs for exported functions, or NULL.  */
  const char *stubs;
};

extern struct sfi_options sfi_opts;

/* True if the mode sandboxes stores and jumps: sandbox, match, which
   also checks every guard, and protect, which sandboxes loads as well.  */
static inline bool
sfi_sandboxing_p (void)
{
  return (sfi_opts.mode == SFI_MODE_SANDBOX || sfi_opts.mode == SFI_MODE_MATCH
	  || sfi_opts.mode == SFI_MODE_PROTECT);
}

/* True if every guard is followed by its check (-fsfi=match): a trap
   when the guarded address differs from the address the program
   computed, so a wild store or jump stops at its own instruction instead
   of being redirected silently.  Safety still rests on the guard alone
   (docs/design.md, "Segment matching").  */
static inline bool
sfi_match_p (void)
{
  return sfi_opts.mode == SFI_MODE_MATCH;
}

/* True if loads are sandboxed like stores (-fsfi=protect).  */
static inline bool
sfi_protect_p (void)
{
  return sfi_opts.mode == SFI_MODE_PROTECT;
}

/* Name of MODE as the user spells it.  */
extern const char *sfi_mode_name (enum sfi_mode mode);

/* sfi-asm.cc: inline-assembly helpers of the targets.  WHAT of the load
   mnemonics that -fsfi=protect refuses in inline asm.  */
#define SFI_ASM_LOADS "loads, and -fsfi=protect sandboxes every load"
extern rtx sfi_gen_asm (machine_mode mode, const char *templ, unsigned nout,
			const unsigned *outs, unsigned nin, rtx *ins);
extern const char *sfi_scan_asm (const char *templ,
				 bool (*jumps) (const char *, size_t),
				 const char *const *unsafe, size_t nunsafe,
				 const char *what,
				 const char *const *reserved,
				 size_t nreserved);

/* sfi-shapes.cc: RTL shapes every target reads the same way.  */
extern bool sfi_return_p (rtx_insn *insn, unsigned default_ra, unsigned *ra);
extern rtx *sfi_indirect_target_loc (rtx_insn *insn);
extern bool sfi_plain_access_p (rtx_insn *insn, unsigned regno);

/* sfi-stubs.cc: the sfi_export attribute and the stub writer.  */
extern void sfi_stubs_init (const char *plugin);

/* sfi-sandbox.cc, for sfi-hoist.cc: the label a direct jump goes to
   (or NULL), and what INSN's stores need: 0 no data guard, 1 guards of
   one base register *BASE, -1 anything else.  */
extern rtx_insn *sfi_jump_target (rtx_insn *insn);
extern int sfi_store_guard_base (rtx_insn *insn, unsigned *base);
/* ... and the template of INSN if it is an asm statement, else NULL.  */
extern const char *sfi_asm_template (rtx_insn *insn);
/* ... and the locations of the MEMs INSN stores to, and with
   -fsfi=protect those it loads from: every access the policy
   sandboxes.  "Store" in the passes means such an access.  */
extern void sfi_collect_accesses (rtx_insn *insn, auto_vec<rtx *> &mems);

/* sfi-bases.cc: true if a store of INSN through base register REGNO with
   displacement DISP (const0_rtx for none) needs its whole address
   sandboxed, because the base may be the high part of a split address
   and lie outside the segment while the address is inside.  */
extern bool sfi_store_needs_sum_p (rtx_insn *insn, unsigned regno, rtx disp);
/* ... and the displacement of address ADDR whose base register is at
   BASE_LOC (as sfi_target_decompose_address found it): const0_rtx for a
   bare register, else the constant or symbol added to the register.  */
extern rtx sfi_store_disp (rtx addr, rtx *base_loc);

/* sfi-hoist.cc: emit the guards of the loops whose accesses share a
   base the loop keeps (see there), and tell the walk (sfi-sandbox.cc)
   what the data registers hold.  Every vector is indexed by INSN_UID
   and may be shorter than the largest UID; INVALID_REGNUM where there
   is nothing to say.  */
struct sfi_loops
{
  /* At each label of a hoisted loop, the base whose sandboxed value the
     data register (slot 0) holds; SFI_LABEL_INDUCTION at the labels of
     a loop whose induction pointer runs on the data register beside
     other guarded bases.  */
  auto_vec<unsigned> label_base;
  /* At each label of such a loop, the base whose sandboxed value load
     register I (slot I + 1) holds, at UID * SFI_MAX_LOAD_REGS + I: a
     base the loop never changes, guarded on every entry; or
     SFI_LABEL_INDUCTION: one of the loop's other induction pointers
     runs on that load register.  */
  auto_vec<unsigned> label_pin;
  /* For each guard emitted, its base, and its slot in GUARD_SLOT; for
     the other insns emitted, a value that is not a register.  */
  auto_vec<unsigned> guard_base;
  auto_vec<unsigned char> guard_slot;
};
/* SLOT_REG[0..NSLOTS-1] are the walk's data registers: with more than
   one (the load registers of protect code), a loop may also access
   memory through other bases, which the walk guards into the others,
   and those the loop never changes may be guarded once, on entry.  */
#define SFI_LABEL_INDUCTION (INVALID_REGNUM - 3)
extern void sfi_hoist_guards (sfi_loops &loops, const unsigned *slot_reg,
			      unsigned nslots);
/* ... and its helpers that sfi-derive.cc shares: the position of an
   insn that sfi_number_insns numbered (-1 for one emitted since);
   whether FIRST .. LAST writes REGNO; whether INSN is "BASE += K" (K
   small); ADDR, an address through BASE, as one through DATA holding
   BASE + K (or NULL_RTX).  */
extern int sfi_pos (const auto_vec<int> &pos, rtx_insn *insn);
extern void sfi_number_insns (auto_vec<int> &pos, auto_vec<int> &jumps,
			      auto_vec<int> &loop_end,
			      auto_vec<int> &loop_near);
extern bool sfi_written_in_p (rtx_insn *first, rtx_insn *last,
			      unsigned regno);
extern bool sfi_small_add_p (rtx_insn *insn, unsigned base,
			     HOST_WIDE_INT *k);
extern rtx sfi_shift_address (rtx addr, unsigned base, HOST_WIDE_INT k,
			      unsigned data);
/* Whether call insn CALL leaves nothing of REGNO (by its callee's ABI,
   which -fipa-ra narrows).  */
extern bool sfi_call_clobbers_p (rtx_insn *call, unsigned regno);

/* sfi-derive.cc: give loops pointers for their sums of an unchanging
   base and a stepped index (see there), at most MAX per loop, before
   sfi_hoist_guards analyses them.  */
extern void sfi_derive_pointers (unsigned max);

/* sfi-trampolines.cc: nested functions whose address escapes run
   through the support library's pool of entries, not from the stack.  */
extern void sfi_closures_init (const char *plugin);

/* Pass factories, one per pass file; placements in sfi-passes.def.  */
extern rtl_opt_pass *make_pass_sfi_asm (gcc::context *);
extern rtl_opt_pass *make_pass_sfi_bases (gcc::context *);
extern rtl_opt_pass *make_pass_sfi_epilogue (gcc::context *);
extern rtl_opt_pass *make_pass_sfi_sandbox (gcc::context *);
extern simple_ipa_opt_pass *make_pass_sfi_variables (gcc::context *);

#endif /* SFI_PLUGIN_SFI_H */
