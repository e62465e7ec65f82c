/* Private declarations shared by the files of the SFI runtime loader.

   The architecture header (runtime/<arch>/sfi-arch.h) comes first; every
   macro it may leave out gets a generic default below, so generic code
   tests features with a plain "if (X)" and compiles on every
   architecture.  The architecture header also defines struct
   sfi_arch_ctx, the machine state its assembly switch code saves and
   loads, whose layout is the architecture's own; generic code only
   assigns domain addresses (uintptr_t) to its fields and reads them
   back.  The domain structure and the functions each runtime file
   exports to the others are declared here.  */

#ifndef SFI_PRIV_H
#define SFI_PRIV_H

#include <stddef.h>
#include <stdint.h>
#include <signal.h>
#include <pthread.h>
#include "sfi-arch.h"
#include "sfi.h"

/* Number of register-saving variants (enum sfi_save).  */
#define SFI_SAVE_VARIANTS 3

/* The entry and exit invariants.  Every transfer of control between
   the host and module code keeps them (docs/design.md, "Entering and
   leaving a domain", says why they are what the verifier relies on).

   Entries, host to module: a typed stub's bound entry, the generic
   entry of sfi_domain_call and sfi_domain_callv, the program start of
   sfi_domain_run, and the return from a host call into the domain.

   E1. Control lands on a verified instruction of the module: an aligned
       address in [code_base + SFI_JT_SIZE, code_base + code_used)
       (sfi_code_entry_ok).  The module's function symbols and entry
       point are checked once, when it is loaded; addresses that reach
       the runtime at call time are checked then: the target of
       sfi_domain_callv, and the return address of every host call
       (host-calls.c), which may also be the start of a jump-table
       entry, because a function that tail-calls the host returns to
       its own caller, and that may be a return entry.
   E2. Every dedicated register holds its valid value on the first
       instruction, as the verifier assumes at every instruction: the
       mask and the code and data segment bases exactly, the sandboxed
       code and data address registers inside their segments; and $sp,
       $gp and the return-address register are valid too (the call's
       return entry, the program's exit entry, or the module's own
       link).  Code of the one-instruction guards (MIPS "ins" scheme,
       marked SFI_ARCH_INS_SECTION) may write the mask and base
       registers like any other, so there they are not dedicated: a
       bound entry leaves them as the host had them.  In protect code
       the load registers (MIPS $10, $11, $14 in the "ins" scheme; Alpha
       $1-$3) are more sandboxed data addresses: every entry sets them
       to the data segment base.  The entry
       trampolines (trampolines.c, one sequence of steps for every
       architecture), sfi_arch_enter and the return path of
       sfi_arch_gate_common (<arch>/switch.S) establish it on every
       architecture and for every register-saving variant.
   E3. The FP control register (MIPS FCSR, Alpha FPCR: rounding mode,
       IEEE trap enables, flags) holds a defined value on the first
       instruction: on a call or a program start the host's, as it was
       at the entry (the module starts in the host's FP environment,
       like a C function the host calls), but with clear exception
       flags in a protect domain's calls and at a program start (E4);
       on the return from a host
       call the module's own, as it made the call, so that a module's
       rounding mode and trap enables survive its callbacks.
   E4. Code of the protect policy finds no host value in a register:
       it may read no host memory, and a register is as good a channel
       (the host's stack, code and context addresses, or a key the host
       just used).  Every entry into a protect domain clears every
       register the entry does not set, except the arguments: the
       trampolines and sfi_arch_enter call sfi_arch_scrub (<arch>/
       switch.S) before loading the dedicated registers, the gate's
       return path sfi_arch_scrub_temps, which spares the preserved
       registers (the module's own values) and keeps the result.  The
       typed stubs of a protect module pass zero in the argument
       registers a call leaves unused, and in the odd half of a MIPS
       float argument's pair (plugin/sfi-stubs.cc).  Nor in the FP
       control register: sfi_arch_scrub clears the exception flags the
       host's last FP operations raised (E3 gives the module the
       host's rounding mode and trap enables, not its history).  And the
       verifier refuses to protect code what reads the host thread's
       state, which no entry can clear: MIPS rdhwr (UserLocal is the
       host's thread pointer), Alpha rduniq (SFI-E-READS-HOST-STATE).
       Protect domains hold sfi_arch_scrub's address in their context
       (CTX_SCRUB), others 0.  In the other policies a module may read
       the whole address space, so its calls and returns clear only what
       they always did (the context register, the caller-saved general
       registers after a host call); a program start, which is rare,
       calls sfi_arch_scrub in every policy.

   Exits, module to host: the return entries of the jump table (to the
   exit trampolines) and its host-call entries (to the gate).

   X1. An exit trampoline of variant V ends the call in progress only if
       that call has variant V: the tag in the low bits of the context's
       host stack pointer says which call is innermost.  Reached in any
       other call, or in a program run, it does not touch the host's
       frame: it makes the host call SFI_HOST_BAD_EXIT + V, which ends
       the call in progress as a fault of the domain.
   X2. Host code runs with the host's FP control register, never the
       module's: every entry saves the host's in its frame (word
       SFI_ARCH_FRAME_FPC of the frame the context records), and every
       transfer back to host code puts it back first: the exit
       trampolines (a return, and a fault, time limit or sfi_end_call
       that ends a call through them), sfi_arch_leave (the end of a
       program run, however it ends), and the gate's common path before
       each host function (which then gives the module its own back,
       E3).  The signal handlers that end a call also put the host's
       value into the signal context they resume, so that returning from
       the handler does not reload a module's (MIPS: with a pending
       enabled exception) on the way to the exit.  Like the host's
       preserved registers, the register is the host's state: a host
       function's change to it during a call lasts until the call ends,
       and the entry's value is restored then.  */

/* Pseudo host calls of the runtime's own trampolines, beyond every
   jump-table entry (and small enough for an immediate operand on every
   architecture): an exit trampoline of variant V reached outside a call
   of variant V (X1 above) makes host call SFI_HOST_BAD_EXIT + V.  */
#define SFI_HOST_BAD_EXIT 0x7f00

/* Low bits of the context's saved host stack pointer: the variant of
   the innermost call, or SFI_FRAME_RUN for sfi_domain_run.  */
#include "sfi-frame.h"

/* Room sfi_domain_alloc gives a domain by default, below its stack.
   The area and every block in it are multiples of SFI_HOST_ALIGN, the
   largest alignment of a scalar on both architectures.  */
#define SFI_DEFAULT_HOST_AREA 0x10000
#define SFI_HOST_ALIGN	8
#define SFI_HOST_ROUND(n) (((n) + SFI_HOST_ALIGN - 1) \
			   & ~(uintptr_t) (SFI_HOST_ALIGN - 1))

/* The jump table's entries (SFI_JT_SIZE, the architecture's, in
   sfi-arch.h), and how many imports it holds (host-calls.h).  */
#define SFI_JT_ENTRIES		(SFI_JT_SIZE / SFI_JT_ENTRY_SIZE)
#define SFI_IMPORTS_MAX		(SFI_JT_ENTRIES - SFI_HOST_IMPORT_BASE)

/* Size of a domain's stub page of trusted trampolines.  */
#define SFI_STUB_PAGE_SIZE 0x2000

/* Generic defaults.  */
/* The mask register's value for D: the segment size - 1, or with the
   data base's bits too (Alpha).  */
#ifndef SFI_ARCH_GUARD_MASK
#define SFI_ARCH_GUARD_MASK(d) ((d)->cfg.seg_size - 1)
#endif
#ifndef SFI_ARCH_TRAP_INSN
#define SFI_ARCH_TRAP_INSN 0
#endif
#ifndef SFI_ARCH_J_REGION_MASK
/* Jumps reach the whole space (the architecture's layout.c then says
   where code segments may go).  */
#define SFI_ARCH_J_REGION_MASK 0
#endif
#ifndef SFI_ARCH_NEEDS_CACHE_FLUSH
#define SFI_ARCH_NEEDS_CACHE_FLUSH 1
#endif
/* Alignment of the module's stack pointer: 8 bytes for o32, 16 for
   64-bit ABIs.  */
#ifndef SFI_ARCH_STACK_ALIGN
#define SFI_ARCH_STACK_ALIGN (2 * sizeof (uintptr_t))
#endif
/* ELF class of modules (32 or 64): modules live in the host's address
   space, so by default that of the host's pointers.  */
#ifndef SFI_ARCH_ELF_CLASS
#if __SIZEOF_POINTER__ == 8
#define SFI_ARCH_ELF_CLASS 64
#else
#define SFI_ARCH_ELF_CLASS 32
#endif
#endif

/* The ELF types of modules (elf-load.c, <arch>/reloc.c), after <elf.h>:
   SFI_ELF (Ehdr) is Elf32_Ehdr or Elf64_Ehdr.  */
#if SFI_ARCH_ELF_CLASS == 64
#define SFI_ELF(type) Elf64_##type
#define SFI_ELF_ST_TYPE(info) ELF64_ST_TYPE (info)
#define SFI_ELF_CLASS ELFCLASS64
#elif SFI_ARCH_ELF_CLASS == 32
#define SFI_ELF(type) Elf32_##type
#define SFI_ELF_ST_TYPE(info) ELF32_ST_TYPE (info)
#define SFI_ELF_CLASS ELFCLASS32
#else
#error "SFI_ARCH_ELF_CLASS must be 32 or 64"
#endif
/* The module's ELF header flags (e_flags) are acceptable: the ABI and
   ISA mode of the runtime; SFI_ARCH_ELF_FLAGS_WANT says which for
   messages.  */
#ifndef SFI_ARCH_ELF_FLAGS_OK
#define SFI_ARCH_ELF_FLAGS_OK(flags) 1
#define SFI_ARCH_ELF_FLAGS_WANT "the runtime's ABI"
#endif
/* Processor-specific program header types a module may have and the
   loader ignores.  SFI_ARCH_PT_GP, if defined, is the type of a segment
   holding the link-time global pointer (an ELF address) at byte
   SFI_ARCH_PT_GP_OFFSET, for modules without a symbol table.  */
#ifndef SFI_ARCH_PT_IGNORED
#define SFI_ARCH_PT_IGNORED(type) 0
#endif

/* Exit status used for load errors (bad module) and for a module that
   could not be started at all.  */
#define SFI_STATUS_BAD_MODULE	126

/* A function symbol of the module, for fault reports.  */
struct sfi_symbol
{
  uintptr_t addr;		/* Where it runs in the domain.  */
  size_t size;
  const char *name;		/* Points into the domain's string copy.  */
};

/* A function bound by sfi_domain_bind: its entry trampolines.  */
struct sfi_bound
{
  const char *name;		/* The module's symbol name.  */
  uintptr_t fn;
  uintptr_t tramp[SFI_SAVE_VARIANTS];	/* 0 until built.  */
};

/* The parts of a domain, each written by one file (its owner) and only
   read by the others.  */

/* What the host asked for (struct sfi_domain_config), settled by
   domain.c when it creates the domain.  */
struct sfi_settings
{
  const char *name;		/* For messages.  */
  uintptr_t seg_size;		/* Power of two; mask = seg_size - 1.  */
  uintptr_t stack_size;
  uintptr_t host_area;		/* Bytes for sfi_domain_alloc.  */
  int save;			/* Variant of sfi_domain_callv.  */
  int unverified;		/* See struct sfi_domain_config.  */
  int require_mode;		/* Likewise (enum sfi_mode).  */
  int no_stdin;			/* Likewise.  */
  uint32_t time_limit_ms;	/* Budget of a call, 0 for none.  */
};

/* Where the domain lives, placed by <arch>/layout.c: its registry
   slot, its stub page of trusted trampolines (in the code segment's
   jump region) and its two segments.  */
struct sfi_layout
{
  int slot;
  uintptr_t gate_base, gate_size;
  uintptr_t code_base, data_base;
  /* Alpha: the data base suits one-instruction guards
     (sfi_arch_place_and_only).  */
  int and_only;
};

/* The loaded module, as elf-load.c (and the <arch>/reloc.c it calls)
   read, copied and relocated it.  */
struct sfi_image
{
  /* Where the segments run minus where the module was linked
     (SFI_ARCH_LINK_CODE, SFI_ARCH_LINK_DATA): multiples of the segment
     size, 0 for a domain at the link addresses.  */
  intptr_t code_delta, data_delta;
  uintptr_t code_used;		/* Bytes of the code segment loaded.  */
  uintptr_t entry, gp, heap_start;
  uintptr_t fit_seg_size;	/* After a load refused because the module
				   does not fit the segments: a size at
				   which that part would (sfi_fit_failf).  */
  int have_gp;
  int ins_scheme;		/* The module's code uses the "ins" guard
				   scheme (MIPS; sfi/mips-abi.h).  */
  int ra_valid;			/* The module's code keeps its return
				   address valid (sfi/<arch>-abi.h).  */
  int and_only;			/* The module's code has one-instruction
				   data guards (Alpha; sfi/alpha-abi.h).  */
  enum sfi_mode mode;		/* What it was built for: SFI_MODE_PROTECT
				   if it has the protect marker.  */
  struct sfi_symbol *syms;	/* Functions, sorted by address.  */
  size_t nsyms;
  char *symstr;			/* Copy of the module's string table.  */
  struct sfi_symbol *objs;	/* The module's data objects.  */
  size_t nobjs;
  /* The host functions the module imports, by import slot.  */
  sfi_host_fn imports[SFI_IMPORTS_MAX];
};

/* The data segment once loaded, domain.c's: what sfi_domain_reset
   restores, where the heap ends and the host area starts, and the
   inaccessible gap below the stack (SFI_STACK_GUARD_SIZE), which the
   host must not touch either (sfi_domain_data_room), is kept once, as
   offsets in the domain's head (sfi_gap_lo).  */
struct sfi_memory
{
  int loaded;
  void *data_image;		/* The loaded data, for sfi_domain_reset.  */
  uintptr_t heap_limit;		/* Where the host area starts.  */
  uintptr_t host_used;		/* Bytes sfi_domain_alloc gave out.  */
};

/* The trusted trampolines of the stub page, written by trampolines.c
   through its <arch>/tramp.c emitters.  */
struct sfi_tramps
{
  uintptr_t gate_prologue;
  uintptr_t exit_tramp[SFI_SAVE_VARIANTS], entry_tramp[SFI_SAVE_VARIANTS];
  /* Preserved registers the module's code may write (bit N: $N, $fN).  */
  uint32_t written_gpr, written_fpr;
};

/* The stub page's use and the bound interfaces, stubs.c's.  */
struct sfi_binding
{
  uintptr_t gate_used;		/* Bytes of the stub page used.  */
  struct sfi_bound *bound;	/* Functions with trampolines.  */
  size_t nbound;
  uintptr_t *bound_entries;	/* head.entries: trampolines of IFACE.  */
};

/* How runs and calls end, fault.c's; the others change it only through
   its sfi_outcome_* functions.  */
struct sfi_outcome
{
  int fault_sig;		/* Signal that ended the last run, or 0.  */
  int pending_fault;		/* For sfi_domain_take_fault.  */
  int exited, exit_status;	/* The module called exit in a call.  */
  unsigned long faults;		/* Runs and calls ended by a fault.  */
  /* Watchdog state: the outermost call (its ctx.seq) last charged, and
     the milliseconds charged to it.  */
  uintptr_t seen_seq;
  uint32_t ticks;
  /* The host calls under way, innermost first (sfi_host_frame), and the
     outermost call whose budget ran out during one of them (each of its
     host calls then ends its call on the way back), else 0.  */
  struct sfi_host_frame *volatile host_frames;
  volatile uintptr_t over_seq;
  /* How many host calls the list holds (the innermost's depth), and
     the thread that made the innermost: kept here, not only in the
     frames, whose memory a longjmp or the thread's end may have
     reused or unmapped (sfi_budget_host_forget, fault.c).  */
  unsigned host_depth;
  pthread_t host_thread;
};

/* How deeply host calls (and so calls back into domains) may nest, all
   domains together (sfi_host_nesting): each level takes the host's
   stack, some hundreds of bytes at least.  */
#define SFI_MAX_NESTING 1000

/* A host call under way (host-calls.c, on the host stack): the
   outermost call of the domain it belongs to, which its time is charged
   to with its nested calls' (a callback is part of the call that made
   it), the context's call number and host frame when it began, which a
   nested call into the domain replaces, how many of the domain's host
   calls are under way, this one included, and the thread that made it
   (the watchdog charges a tick only to the thread's own calls).  */
struct sfi_host_frame
{
  uintptr_t top_seq;
  uintptr_t seq, host_sp;
  unsigned depth;
  pthread_t thread;
  struct sfi_host_frame *prev;
  uintptr_t check;		/* sfi_host_frame_ok.  */
};

/* Host functions offered to modules (sfi_domain_import), and the count
   of calls out of the domain: host-calls.c's.  */
struct sfi_host
{
  struct sfi_offer { char *name; sfi_host_fn fn; } *offers;
  size_t noffers;
  unsigned long host_calls;	/* Calls out through the jump table.  */
};

/* One fault domain.  Addresses are target (module) addresses, which are
   also the loader's addresses because the loader runs in the same
   address space.  */
struct sfi_domain
{
  /* stubs.c's.  First: read by inline stubs.  */
  struct sfi_domain_head head;
  /* The state the entry and exit paths share (switch.S, the
     trampolines, sfi_end_call); domain.c sets its constants and each
     run's start.
     Aligned so that every field has the same %hi (tramp.c).  */
  struct sfi_arch_ctx ctx __attribute__ ((aligned (256)));
  struct sfi_settings cfg;
  struct sfi_layout lay;
  struct sfi_image img;
  struct sfi_memory mem;
  struct sfi_tramps tramps;
  struct sfi_binding stubs;
  struct sfi_outcome out;
  struct sfi_host host;
  struct sfi_policy *policy;	/* policy.c: granted directories, open
				   files.  */
  unsigned long denied;		/* policy.c: system calls it refused.  */
  char error[256];		/* registry.c: sfi_domain_failf.  */
};

/* registry.c: the registry of live domains and the questions every
   part of the runtime asks of a domain.  It calls nothing else of the
   runtime.

   The domain running its program (sfi_domain_run), or NULL: the target
   of the loader's whole-run time limit.  */
extern struct sfi_domain *sfi_current_domain;

/* Every live domain, by stub-page slot, for the signal handlers, which
   find the domain of a fault from its pc.  */
#ifdef SFI_ARCH_MAX_DOMAINS
#define SFI_MAX_DOMAINS SFI_ARCH_MAX_DOMAINS
#else
#define SFI_MAX_DOMAINS 256
#endif
extern struct sfi_domain *sfi_domains[SFI_MAX_DOMAINS];
struct sfi_domain *sfi_domain_of_pc (uintptr_t pc);
/* The absolute bounds of the pages of the gap below D's stack, from the
   offsets generated stubs read (head.gap_lo, head.gap_hi; equal when
   there is no gap).  */
static inline uintptr_t
sfi_gap_lo (const struct sfi_domain *d)
{
  return d->lay.data_base + d->head.gap_lo;
}

static inline uintptr_t
sfi_gap_hi (const struct sfi_domain *d)
{
  return d->lay.data_base + d->head.gap_hi;
}

int sfi_registry_free_slot (void);
void sfi_registry_add (struct sfi_domain *);
void sfi_registry_remove (struct sfi_domain *);
/* Nonzero if ADDR is where the host may enter D's module code: an
   aligned address of the module's verified code (E1 above).  */
int sfi_code_entry_ok (const struct sfi_domain *d, uintptr_t addr);
int sfi_domain_failf (struct sfi_domain *, const char *fmt, ...)
  __attribute__ ((format (printf, 2, 3)));
void sfi_domain_clear_error (struct sfi_domain *);
int sfi_domain_contains_data (const struct sfi_domain *, uintptr_t addr,
			      size_t len);
/* How many bytes from ADDR on the host may access in D's data segment:
   up to the gap below the stack or the segment's end; 0 outside.  */
uintptr_t sfi_domain_data_room (const struct sfi_domain *, uintptr_t addr);

/* segments.c: map LEN bytes with PROT exactly at ADDR, replacing
   nothing; reserve D's segment at BASE with GUARD-byte guard zones.  Both
   return 0, or -1 with errno set.  */
int sfi_map_exact (uintptr_t addr, size_t len, int prot);
int sfi_reserve_segment (struct sfi_domain *d, uintptr_t base, size_t guard,
			 int prot);

/* <arch>/layout.c: give D a registry slot and place its stub page and
   segments (gate_base, gate_size, code_base, data_base).  Return 0, or
   -1 with errno set and nothing left mapped.  */
int sfi_arch_place (struct sfi_domain *d);
#ifdef SFI_ARCH_AND_ONLY_SECTION
/* <arch>/layout.c: move D, which holds no module yet, to a place whose
   data base suits one-instruction guards (sets lay.and_only).  Return 0,
   or -1 with errno set and D where it was.  */
int sfi_arch_place_and_only (struct sfi_domain *d);
#endif
/* <arch>/layout.c: SIZE bytes of fresh read-write pages for a domain's
   own structure, where the trampolines build the address of its context
   cheaply; or MAP_FAILED.  */
void *sfi_arch_alloc_domain (size_t size);

/* executable.c: the W^X choke point, the only mprotect with PROT_EXEC,
   and its call into the verifier.  */
int sfi_make_executable (struct sfi_domain *, uintptr_t addr, size_t len,
			 int prot, int trusted);
int sfi_verify_code (struct sfi_domain *, uintptr_t addr, size_t len);

/* <arch>/reloc.c: apply the module's relocations (kept by
   --emit-relocs) in BUF of SIZE bytes for D's deltas, after the segments
   are copied and before the code is verified.  Return 0, or -1 with a
   reason in D.  */
/* Adapt the loaded, relocated code of D to its domain before it is
   verified (MIPS: the width of the one-instruction guards).  */
void sfi_arch_prepare_code (struct sfi_domain *d);
/* Relocating a module that does not run at its link addresses: the
   architecture's own first step (module file BUF of SIZE bytes), then
   each entry ENTRY of the relocation sections (SFI_ARCH_RELOC_TYPE) of
   sections loaded in the code (IN_CODE) or data segment, which
   elf-load.c has checked.  Both return 0, or -1 with a reason in D.  */
int sfi_arch_relocate_start (struct sfi_domain *d, const unsigned char *buf,
			     size_t size);
int sfi_arch_apply_reloc (struct sfi_domain *d, const void *entry,
			  int in_code);

/* elf-load.c */
int sfi_elf_load (struct sfi_domain *, const char *path);
int sfi_fit_failf (struct sfi_domain *, const char *what, uintptr_t extent,
		   int data);

/* segments.c: how a data segment divides (data, heap, host area, gap,
   stack).  */
uintptr_t sfi_default_stack_size (uintptr_t seg_size);
uintptr_t sfi_stack_guard_size (uintptr_t stack);
int sfi_data_fits (uintptr_t extent, uintptr_t seg_size, uintptr_t stack,
		   uintptr_t host_area);
const struct sfi_symbol *sfi_symbol_lookup (const struct sfi_domain *,
					    uintptr_t addr);

/* host-calls.c: host call K (an entry number) with the module's
   argument registers A0-A3; the result is the module's result register
   (a negative errno value for errors).  */
intptr_t sfi_host_call (struct sfi_domain *, uint32_t k, uintptr_t a0,
			uintptr_t a1, uintptr_t a2, uintptr_t a3);

/* fault.c */
int sfi_fault_init (void);
/* Nonzero once the thread has its signal stack (sfi_thread_init).  */
extern __thread int sfi_thread_ready;
/* sfi_thread_init, for every entry: inline where the thread is ready.  */
static inline int
sfi_thread_enter (void)
{
  return __builtin_expect (sfi_thread_ready, 1) ? 0 : sfi_thread_init ();
}
/* sfi_thread_enter for an entry into D: a thread that cannot have its
   signal stack is refused, with D's error saying why.  */
static inline int
sfi_thread_enter_domain (struct sfi_domain *d)
{
  if (sfi_thread_enter () == 0)
    return 0;
  return sfi_domain_failf (d, "sfi: %s: no signal stack for this thread",
			   d->cfg.name);
}
void sfi_fault_set_time_limit (unsigned seconds);
int sfi_fault_start_watchdog (void);
void sfi_finish (int status) __attribute__ ((noreturn));
/* Describe in MSG (of SIZE bytes) fault SIG of D at PC (in D's code
   segment), address ADDR: "sfi: fault SIG at pc OFFSET (WHERE) address
   ADDR", with the module-relative pc and its function or "<jump
   table>".  */
void sfi_fault_describe (const struct sfi_domain *d, int sig, uintptr_t pc,
			 uintptr_t addr, char *msg, size_t size);
/* A check of the match policy that trapped (sfi_arch_match_fault).  */
struct sfi_match_fault
{
  uintptr_t pc;			/* The access it stopped, or the check.  */
  uintptr_t addr;		/* The address the program computed.  */
  enum
  {
    SFI_MATCH_STORE, SFI_MATCH_LOAD, SFI_MATCH_JUMP,
    SFI_MATCH_DATA,		/* A data address, its use not found.  */
    SFI_MATCH_CODE		/* A code address (jump, call, return).  */
  } kind;
};
/* <arch>/match.c: if the trap signal at PC (sfi_arch_signal_pc) in D's
   code segment, with context UC, comes from a guard's check
   (-fsfi=match, sfi/<arch>-abi.h), fill *F and return 1; else 0.  */
int sfi_arch_match_fault (const struct sfi_domain *d, const void *uc,
			  uintptr_t pc, struct sfi_match_fault *f);
/* Around a host call of D (host-calls.c): push frame F for it, then
   pop it.  The watchdog (fault.c) charges the outermost call while
   frames are pushed, so a call's budget counts its host calls and the
   calls back into the domain they make.  sfi_budget_host_leave puts
   back the context's call number and host frame (a nested call changed
   the one, and if it ended early, left its own frame in the other) and ends the call as a fault (sfi_budget_over, which
   does not return) if the budget ran out meanwhile; a host call that
   ends its call without returning pops its frame with
   sfi_budget_host_abandon.  Inline: every host call pays them.  */
void sfi_budget_over (struct sfi_domain *d) __attribute__ ((noreturn));
extern unsigned sfi_host_nesting;

/* The check word sfi_budget_host_enter writes into F, on D's list.  */
static inline uintptr_t
sfi_host_frame_check (const struct sfi_domain *d,
		      const struct sfi_host_frame *f)
{
  return (uintptr_t) f ^ (uintptr_t) d ^ 0x5f1f7a3eu;
}

/* Nonzero if F, on D's list, is a frame sfi_budget_host_enter wrote (a
   dead frame's memory may have been reused).  */
static inline int
sfi_host_frame_ok (const struct sfi_domain *d, const struct sfi_host_frame *f)
{
  return f->check == sfi_host_frame_check (d, f);
}

/* Nonzero if F, on D's list, is a host call under way for code whose
   caller has a frame at HERE: host calls nest deeper on the one host
   stack, so a frame at or below HERE is one a longjmp abandoned (at
   HERE itself, a new frame is about to take its place: kept, it would
   become its own predecessor), as is one that is not a frame any
   more.  */
static inline int
sfi_host_frame_live (const struct sfi_domain *d,
		     const struct sfi_host_frame *f, uintptr_t here)
{
  return (uintptr_t) f > here && sfi_host_frame_ok (d, f);
}

/* Drop from D's list the frames of host calls a longjmp abandoned, for
   a caller with a frame at HERE (sfi_host_frame_live).  */
static inline void
sfi_budget_host_prune (struct sfi_domain *d, uintptr_t here)
{
  struct sfi_host_frame *f = d->out.host_frames;
  while (f && !sfi_host_frame_live (d, f, here))
    f = sfi_host_frame_ok (d, f) ? f->prev : NULL;
  if (f != d->out.host_frames)
    {
      unsigned depth = f ? f->depth : 0;
      d->out.host_frames = f;
      sfi_host_nesting = sfi_host_nesting > d->out.host_depth - depth
			 ? sfi_host_nesting - (d->out.host_depth - depth) : 0;
      d->out.host_depth = depth;
    }
}

static inline void
sfi_budget_host_enter (struct sfi_domain *d, struct sfi_host_frame *f)
{
  sfi_budget_host_prune (d, (uintptr_t) f);
  struct sfi_host_frame *prev = d->out.host_frames;
  f->prev = prev;
  f->top_seq = prev ? prev->top_seq : d->ctx.seq;
  f->depth = d->out.host_depth + 1;
  sfi_host_nesting++;
  f->seq = d->ctx.seq;
  f->host_sp = d->ctx.host_sp;
  f->thread = pthread_self ();
  f->check = sfi_host_frame_check (d, f);
  d->out.host_depth = f->depth;
  d->out.host_thread = f->thread;
  /* The watchdog may read F as soon as it is published.  */
  __atomic_signal_fence (__ATOMIC_SEQ_CST);
  d->out.host_frames = f;
}

static inline void
sfi_budget_host_abandon (struct sfi_domain *d)
{
  struct sfi_host_frame *f = d->out.host_frames;
  if (f)
    {
      d->ctx.seq = f->seq;
      d->ctx.host_sp = f->host_sp;
      d->out.host_frames = f->prev;
      d->out.host_depth--;
      sfi_host_nesting--;
    }
}

/* Forget D's host calls: none is under way (sfi_domain_reset, the end
   of the thread that made them).  Reads no frame.  */
static inline void
sfi_budget_host_forget (struct sfi_domain *d)
{
  d->out.host_frames = NULL;
  sfi_host_nesting -= d->out.host_depth;
  d->out.host_depth = 0;
}

static inline void
sfi_budget_host_leave (struct sfi_domain *d, struct sfi_host_frame *f)
{
  d->ctx.seq = f->seq;
  d->ctx.host_sp = f->host_sp;
  /* Calls are numbered only with a budget (trampolines.c).  */
  if (__builtin_expect (d->out.over_seq == f->top_seq, 0)
      && d->cfg.time_limit_ms)
    sfi_budget_over (d);
  d->out.host_frames = f->prev;
  d->out.host_depth = f->depth - 1;
  sfi_host_nesting--;
}

/* From a host call under way in D (not a signal handler): record fault
   SIG described by MSG as a fault of D's innermost call or run, and end
   that call or run as a fault ends it.  Never returns.  */
void sfi_fault_end_call (struct sfi_domain *d, int sig, const char *msg)
  __attribute__ ((noreturn));
/* How a run or call ended (struct sfi_outcome), which only fault.c
   writes.  sfi_outcome_begin starts a run (OUTER null) or a call: it
   saves the outer call's ending in *OUTER (as sfi_outcome_save does)
   and clears it, with D's error.
   sfi_outcome_end gives the call's ending in *NOW and puts the outer
   one back, so that a nested call (from a host function the module
   called) leaves its caller's state as it found it; a fault the call
   reports is no longer pending.  */
struct sfi_ending { int fault_sig, exited; };
/* Keep D's ending in *E, and put it back: inline, for the path of every
   call out to the host (host-calls.c), but fault.c's all the same.  */
static inline void
sfi_outcome_save (const struct sfi_domain *d, struct sfi_ending *e)
{
  e->fault_sig = d->out.fault_sig;
  e->exited = d->out.exited;
}
static inline void
sfi_outcome_restore (struct sfi_domain *d, const struct sfi_ending *e)
{
  d->out.fault_sig = e->fault_sig;
  d->out.exited = e->exited;
}
void sfi_outcome_begin (struct sfi_domain *d, struct sfi_ending *outer);
void sfi_outcome_end (struct sfi_domain *d, const struct sfi_ending *outer,
		      struct sfi_ending *now);
/* sfi_domain_reset: nothing ended, nothing pending.  */
void sfi_outcome_reset (struct sfi_domain *d);
/* The module called exit with STATUS in a call.  */
void sfi_outcome_exit (struct sfi_domain *d, int status);
/* A generated stub refused an argument: the refusal is pending for
   sfi_domain_take_fault.  */
void sfi_outcome_refused (struct sfi_domain *d);

/* policy.c */
void sfi_policy_free (struct sfi_domain *);
void sfi_policy_close_files (struct sfi_domain *);
void sfi_policy_count_denied (struct sfi_domain *);
/* The host fd behind module fd FD for reading (WRITE zero) or writing,
   or -1.  */
int sfi_policy_host_fd (struct sfi_domain *, uint32_t fd, int write);
/* Host calls OPEN, CLOSE, LSEEK and UNLINK, with the module's argument
   registers.  */
intptr_t sfi_policy_call (struct sfi_domain *, uint32_t k, uintptr_t a0,
			  uintptr_t a1, uintptr_t a2);
/* fs-calls.c: host call FS, likewise.  */
intptr_t sfi_fs_call (struct sfi_domain *, uint32_t op, uintptr_t a,
		      uintptr_t b, uintptr_t c);

/* canary.c */
extern int sfi_canary_enabled;
int sfi_canary_setup (const struct sfi_domain *);
intptr_t sfi_canary_hook (uint32_t op, uintptr_t arg);
int sfi_canary_check (void);

/* trampolines.c: the steps of every trampoline.  Write the fixed part
   of D's stub page at P (gate prologue, exits, generic entries), record
   their addresses in D and return the end; write at P the entry
   trampoline of variant SAVE for the module function FN (a checked
   constant), or for the function in the architecture's call register if
   FN is 0, and return the end.  */
uint32_t *sfi_write_stub_page (struct sfi_domain *d, uint32_t *p);
/* End D's innermost call from C on the host stack, through the exit
   trampoline of its variant, as if the module returned zero (D's
   outcome says how it ended).  Never returns.  */
void sfi_end_call (struct sfi_domain *d) __attribute__ ((noreturn));
/* The word at byte offset OFF (SFI_ARCH_COMMON_MOD_SP, _MOD_RA) of the
   frame the gate's common path (switch.S) keeps, during a host call of
   D, just below the innermost entry frame.  */
static inline uintptr_t
sfi_common_frame_word (const struct sfi_domain *d, unsigned off)
{
  uintptr_t frame = d->ctx.host_sp & ~(uintptr_t) SFI_FRAME_TAG_MASK;
  return *(const uintptr_t *) (frame - SFI_ARCH_COMMON_FRAME + off);
}
uint32_t *sfi_write_entry (const struct sfi_domain *d, uint32_t *p,
			   int save, uintptr_t fn);
/* The host's FP control register as the innermost entry frame of the
   call or run CTX records saved it (X2 above), for the signal handlers
   that end the call.  */
static inline uintptr_t
sfi_host_fpc (const struct sfi_arch_ctx *ctx)
{
  uintptr_t frame = ctx->host_sp & ~(uintptr_t) SFI_FRAME_TAG_MASK;
  return *(const uintptr_t *) (frame + SFI_ARCH_FRAME_FPC);
}

/* <arch>/tramp.c: the instructions of each step of a trampoline
   (trampolines.c lists the steps and their order).  Each emitter writes
   at P and returns the end.  */
struct sfi_tramp_isa
{
  /* Entry steps.  */
  uint32_t *(*save_host) (const struct sfi_domain *, uint32_t *p, int save);
  /* Save the host's FP control register at word SFI_ARCH_FRAME_FPC of
     the frame save_host made (X2).  */
  uint32_t *(*save_fpc) (const struct sfi_domain *, uint32_t *p);
  uint32_t *(*tag_host_frame) (const struct sfi_domain *, uint32_t *p,
			       int save);
  uint32_t *(*count_call) (const struct sfi_domain *, uint32_t *p);
  uint32_t *(*switch_stack) (const struct sfi_domain *, uint32_t *p);
  /* Call the context's sfi_arch_scrub (E4), through a register that a
     later step sets; BOUND as for set_address_regs.  */
  uint32_t *(*scrub) (const struct sfi_domain *, uint32_t *p, int bound);
  /* Load the context's word at byte offset OFF (CTX_*) into register
     REG, through the context register of tag_host_frame.  */
  uint32_t *(*load_ctx) (const struct sfi_domain *, uint32_t *p,
			 unsigned reg, unsigned off);
  /* The sandboxed address registers; BOUND is nonzero for an entry whose
     jump does not itself set the code register.  */
  uint32_t *(*set_address_regs) (const struct sfi_domain *, uint32_t *p,
				 int bound);
  /* The return address: the return entry of variant SAVE, as an offset
     from register BASE, which holds the code segment's base.  */
  uint32_t *(*set_return_entry) (const struct sfi_domain *, uint32_t *p,
				 int save, unsigned base);
  uint32_t *(*jump_bound) (const struct sfi_domain *, uint32_t *p,
			   uintptr_t fn);
  uint32_t *(*jump_guarded) (const struct sfi_domain *, uint32_t *p);
  /* Exit steps: the check of the tag, leaving *BRANCH for bad_exit to
     fill with the branch to the bad path; the restore and return; the
     bad path.  */
  uint32_t *(*check_tag) (const struct sfi_domain *, uint32_t *p, int save,
			  uint32_t **branch);
  /* Put back the host's FP control register from the frame (its
     address tagged with SAVE), before the restore.  */
  uint32_t *(*restore_fpc) (const struct sfi_domain *, uint32_t *p,
			    int save);
  uint32_t *(*restore_host) (const struct sfi_domain *, uint32_t *p,
			     int save);
  uint32_t *(*bad_exit) (const struct sfi_domain *, uint32_t *p, int save,
			 uint32_t *branch);
  /* The gate prologue of the stub page.  */
  uint32_t *(*gate_prologue) (const struct sfi_domain *, uint32_t *p);
  /* The mask and segment-base registers, the sandboxed code and data
     address registers, and the global pointer.  */
  unsigned reg_mask, reg_codeseg, reg_dataseg, reg_code, reg_data, reg_gp;
  /* The load registers of protect code (sfi/<arch>-abi.h), more
     sandboxed data addresses, and how many there are.  */
  unsigned reg_load[3], n_reg_load;
};
extern const struct sfi_tramp_isa sfi_arch_tramp;
/* The emitters of struct sfi_tramp_isa, which each <arch>/tramp.c
   defines under these names: a step it lacks fails to compile.  */
#define SFI_TRAMP_STEPS							\
  .save_host = save_host, .save_fpc = save_fpc,			\
  .tag_host_frame = tag_host_frame,					\
  .count_call = count_call, .switch_stack = switch_stack,		\
  .scrub = scrub,								\
  .load_ctx = load_ctx, .set_address_regs = set_address_regs,	\
  .set_return_entry = set_return_entry,					\
  .jump_bound = jump_bound, .jump_guarded = jump_guarded,		\
  .check_tag = check_tag, .restore_fpc = restore_fpc,			\
  .restore_host = restore_host,						\
  .bad_exit = bad_exit, .gate_prologue = gate_prologue

/* <arch>/tramp.c */
void sfi_arch_scan_written (struct sfi_domain *);
size_t sfi_arch_entry_max (void);
uintptr_t sfi_arch_exit_at (const struct sfi_domain *);
void sfi_arch_fill_jump_table (struct sfi_domain *);
void sfi_arch_flush_icache (uintptr_t addr, size_t len);
/* Signal contexts (UC, a ucontext_t *) of faults in module code: the
   interrupted pc; make the context resume in sfi_arch_leave (CTX,
   STATUS); make it resume at exit trampoline TRAMP of D as if the
   called function had returned zero.  */
uintptr_t sfi_arch_signal_pc (const void *uc);
/* The live FP control register (MIPS FCSR, Alpha FPCR), and writing it.  */
uintptr_t sfi_arch_fpc_read (void);
void sfi_arch_fpc_write (uintptr_t);
void sfi_arch_signal_leave (void *uc, struct sfi_arch_ctx *ctx, int status);
void sfi_arch_signal_exit (void *uc, const struct sfi_domain *d,
			   uintptr_t tramp);

/* stubs.c */
int sfi_stubs_init (struct sfi_domain *);
void sfi_stubs_free (struct sfi_domain *);

/* <arch>/callv.c: call FN through entry trampoline TRAMP of
   register-saving variant SAVE with the arguments ARGS in the argument
   registers, PARAMS giving their kinds ('i' or 'd', the part of a
   sfi_domain_callv signature after "r:"); store the integer and the
   floating-point result registers in *I and *D.  Return 0, or -1 without
   calling if PARAMS has another letter or does not fit the argument
   registers.  */
int sfi_arch_callv (uintptr_t tramp, uintptr_t fn, int save,
		    const char *params, const union sfi_value *args,
		    uintptr_t *i, double *d);

/* <arch>/switch.S */
int sfi_arch_enter (struct sfi_arch_ctx *);
void sfi_arch_leave (struct sfi_arch_ctx *, int status)
  __attribute__ ((noreturn));
/* Jump to TARGET (an exit trampoline) with a zero result and AT
   (sfi_arch_exit_at) where the trampoline expects it ($at on MIPS).  */
void sfi_arch_jump_exit (uintptr_t at, uintptr_t target)
  __attribute__ ((noreturn));
extern const char sfi_arch_gate_common[];
/* Clear the registers of a protect domain's entry (E4 above).  */
extern const char sfi_arch_scrub[];

#endif /* SFI_PRIV_H */
