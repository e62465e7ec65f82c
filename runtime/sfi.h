/* Public interface of the SFI runtime: fault domains.

   A fault domain (Wahbe et al. 1993, section 3) is a code segment and a
   data segment, each aligned to its size, the data segment surrounded by
   PROT_NONE guard zones, plus a page of trusted trampolines through which
   the host enters the domain and the domain reaches the host, only via
   its read-only jump table (section 4).  Create a domain, load a module
   into it (parsed, relocated, verified, then made executable), call its
   functions by name (sfi_domain_callv) or through typed stubs the plugin
   generates (sfi/sfi-stub.h), give it host functions, destroy it.
   docs/runtime.md is the guide.  The structure is private to the runtime
   (sfi-priv.h) except for its first member, struct sfi_domain_head, which
   inline stubs read.

   A domain lives in the host's address space, so a domain (module)
   address is a host pointer value: the interface gives it as a
   uintptr_t, and so are the module's register words (arguments and
   results of calls in both directions), whatever the width of the
   target's addresses.  */

#ifndef SFI_H
#define SFI_H

#include <stddef.h>
#include <stdint.h>

struct sfi_domain;

/* Register-saving variants of a call into a domain (paper, Table 2).  A
   call must protect the registers the host expects preserved across a
   call, because module code may write any of them.  SFI_SAVE_CALLER:
   the calling host code treats every register as caller-saved (the
   generated stubs tell GCC so), and the entry trampoline saves only
   $sp, $ra, $gp and $fp; SFI_SAVE_INT: the trampoline also saves the
   preserved integer registers $16-$23; SFI_SAVE_INT_FP: and the preserved
   floating-point registers $f20-$f31.  In every variant a register the
   module's code never writes is not saved (section 4).  */
enum sfi_save
{
  SFI_SAVE_CALLER = 0,
  SFI_SAVE_INT = 1,
  SFI_SAVE_INT_FP = 2
};

/* The policies a module may be built for (-fsfi=MODE), weakest first:
   stores and jumps sandboxed; the same, and every guard checked, so that
   a wild store or jump stops with a segment violation at its own
   instruction instead of being redirected; or loads sandboxed too.  */
enum sfi_mode
{
  SFI_MODE_SANDBOX,
  SFI_MODE_MATCH,
  SFI_MODE_PROTECT
};

/* The -fsfi= name of MODE ("sandbox", "match", "protect"), or NULL.  */
const char *sfi_mode_name (int mode);

/* Parameters of a new domain.  Zero fields mean "use the default".  */
struct sfi_domain_config
{
  /* Size of each segment, a power of two (SFI_MIN_SEG_SIZE at least).  */
  uint32_t seg_size;
  /* Size of the stack area at the top of the data segment.  */
  uint32_t stack_size;
  /* Module name used in messages; the file name if NULL.  */
  const char *name;
  /* Bytes at the top of the heap area kept for sfi_domain_alloc
     (default 64 KiB); the module's own malloc never reaches them.  */
  uint32_t host_area;
  /* Register-saving variant of sfi_domain_call (enum sfi_save); typed
     stubs choose theirs when they are compiled (sfi/sfi-stub.h).  */
  int save;
  /* CPU-time budget of each call into the domain, in milliseconds (0:
     none), user and system time (the module's host calls count).  A
     call that exceeds it ends like a fault, with SIGALRM.  The runtime's
     tick then takes SIGPROF (ITIMER_PROF).  */
  uint32_t time_limit_ms;
  /* Nonzero: make module code executable WITHOUT verifying it.  This
     removes the protection; it exists only to measure unsandboxed
     baselines (modules compiled with -fsfi=none or -fsfi=regs) under the
     same runtime, and the loader says so on stderr.  */
  int unverified;
  /* The weakest policy a module may be built for (enum sfi_mode): with
     SFI_MODE_PROTECT, a module built with -fsfi=sandbox, which may read
     the host's memory, is refused.  A module is always verified against
     the policy it was built for (its marker section says which).  */
  int require_mode;
  /* Nonzero: the module may not read the host's standard input (it
     reads as if it had closed it: EBADF), for hosts whose stdin is not
     the module's, such as a database shell reading its statements
     there.  */
  int no_stdin;
};

/* Create an empty fault domain: reserve its segments, guard zones and
   gate page.  Returns NULL and prints a message on failure.  */
struct sfi_domain *sfi_domain_create (const struct sfi_domain_config *);

/* Load the ELF module in file PATH into domain D, fill its jump table and
   make its code executable (after verification).  Returns 0, or -1 after
   storing a reason in D (see sfi_domain_error).  On Alpha, a module of
   one-instruction guards (-fplugin-arg-sfi-and-only) moves D to a place
   made for them first, so D's segments have their final addresses only
   once it is loaded.  */
int sfi_domain_load (struct sfi_domain *d, const char *path);

/* The reason for the last failure of sfi_domain_load or sfi_domain_run
   on D.  */
const char *sfi_domain_error (const struct sfi_domain *d);

/* Run the loaded module's entry point with ARGC and ARGV (copied into the
   data segment) and return its exit status.  A fault in the module (or
   the time limit) ends the run: the function then returns 128 + the
   signal number, sfi_domain_error gives the "sfi: fault ..." line, and the
   host goes on; the module's data may be inconsistent, so destroy the
   domain (or load a fresh one) before running it again.  It returns 126
   without running anything if no module is loaded or the arguments do
   not fit their share (a quarter) of the stack.  */
int sfi_domain_run (struct sfi_domain *d, int argc, char **argv);

/* sfi_domain_run with the environment ENVP: NULL-terminated "NAME=VALUE"
   strings, copied into the data segment with the arguments (both share
   a quarter of the stack), which the module's getenv and environ see.
   sfi_domain_run gives an empty one: a module sees none of the host's
   environment unless the host passes it.  */
int sfi_domain_run_env (struct sfi_domain *d, int argc, char **argv,
			char **envp);

/* Return the address (in the domain) of the module's function NAME, or 0
   if it has none.  */
uintptr_t sfi_domain_symbol (const struct sfi_domain *d, const char *name);

/* A host function a module may call (see sfi/sfi-import.h): it gets the
   calling domain and the module's first four argument registers, and its
   result goes back in the module's result register.  Pointers among the
   arguments are domain addresses: check them with sfi_domain_ptr before
   use.  A module's int argument is the low 32 bits of its word.  */
typedef uintptr_t (*sfi_host_fn) (struct sfi_domain *d, uintptr_t a0,
				  uintptr_t a1, uintptr_t a2, uintptr_t a3);

/* Let modules loaded into D later call FN under the name NAME.  Return 0,
   or -1 (out of memory, or NAME or FN null).  A host function may call back into D with
   sfi_domain_call: the nested call runs on D's stack below the suspended
   one.  */
int sfi_domain_import (struct sfi_domain *d, const char *name,
		       sfi_host_fn fn);

/* Allocate SIZE bytes (8-byte aligned) inside D's data segment, from the
   area its configuration keeps for the host, to pass buffers to the
   module.  Return the domain address (0 if the area is full); the memory
   lasts as long as the domain.  */
uintptr_t sfi_domain_alloc (struct sfi_domain *d, size_t size);

/* Return the address (in the domain) of the module's data object NAME
   and store its size in *SIZE if SIZE is not NULL; 0 if there is none,
   or if the object as its symbol describes it does not lie wholly in
   the data the host may access (sfi_domain_ptr's test).  */
uintptr_t sfi_domain_object (const struct sfi_domain *d, const char *name,
			     size_t *size);

/* The policy (enum sfi_mode) D's loaded module was built for, from its
   marker section: SFI_MODE_SANDBOX modules read any memory, and
   SFI_MODE_PROTECT ones only their data segment.  */
int sfi_domain_mode (const struct sfi_domain *d);

/* Return a host pointer to [ADDR, ADDR+LEN) of D's data segment, or NULL
   if the range is not entirely inside it or touches the inaccessible gap
   below the module's stack.  */
void *sfi_domain_ptr (struct sfi_domain *d, uintptr_t addr, size_t len);

/* Call the module's exported function NAME with the NARGS (at most 4)
   integer or pointer (module address) arguments ARGS and an integer
   result: sfi_domain_callv with signature "i:i...".  Return 0 and store
   the result in *RESULT; the signal number (> 0) if a fault or the time
   budget ended the call (sfi_domain_error says where); or -1 if NAME is
   not a function of the module or the module called exit.  */
int sfi_domain_call (struct sfi_domain *d, const char *name, int nargs,
		     const uintptr_t *args, uintptr_t *result);

/* A value passed to or returned from sfi_domain_callv.  */
union sfi_value
{
  uintptr_t i;			/* int, pointer (domain address), ...  */
  double d;			/* double.  */
};

/* Call the module's exported function NAME with a signature given as a
   string: the result type, a colon, then one letter per argument; 'i'
   is an integer or pointer (one register word: an int result is its low
   32 bits), 'd' a double, 'v' (result only) no value.  For example
   "d:id" is double f (int, double).  The arguments must fit the
   target's argument registers (MIPS o32: four words, a double takes
   two).  The call uses the register-saving variant of D's
   configuration.  Return 0 and store the result in *RESULT; the signal
   number (> 0) if a fault ended the call (SIGALRM for the time budget;
   sfi_domain_error says what and where); -1 if NAME is not a function of
   the module or the signature is unsupported; -2 if the module called
   exit (its status is in RESULT->i).  */
int sfi_domain_callv (struct sfi_domain *d, const char *name,
		      const char *sig, const union sfi_value *args,
		      union sfi_value *result);

/* The signal of the fault or time budget that ended D's last call made
   through a typed stub, or 0; reading it clears it.  A stub whose call
   was ended returns zero.  */
int sfi_domain_take_fault (struct sfi_domain *d);

/* Bind the exported functions NAMES[0..N-1] of D's module for calls
   with register-saving variant SAVE: build their entry trampolines and
   make IFACE (any unique pointer; the generated stubs use their name
   table) D's bound interface.  Return 0, or -1 with a reason in D.
   Generated stubs call this on their first use; hosts need not.  */
int sfi_domain_bind (struct sfi_domain *d, const void *iface,
		     const char *const *names, unsigned n, int save);

/* The part of a domain that generated stubs read inline: its bound
   interface and entry trampolines, the thread (its thread pointer) that
   last bound it, which has its alternate signal stack (sfi_thread_init),
   and its data segment, against which they check pointer arguments and
   results, less the inaccessible gap below the module's stack (offsets
   GAP_LO to GAP_HI, equal when there is none).  It is the first member
   of every domain.  */
struct sfi_domain_head
{
  const void *iface;
  const uintptr_t *entries;
  uintptr_t thread;
  uintptr_t data_base, data_size;
  uintptr_t gap_lo, gap_hi;
};

/* Give the calling thread the alternate signal stack on which the
   runtime handles the faults and time ticks of module code (signal
   stacks are per thread; without one, a fault would be handled on the
   module's stack).  Every entry into a domain does it for the thread
   that enters (sfi_domain_create, sfi_domain_run, sfi_domain_callv, and
   typed stubs on their first call in each thread); a host need not.
   It replaces a stack the thread had.  Return 0, or -1 (out of
   memory).  */
int sfi_thread_init (void);

/* Modules' file descriptors 0, 1 and 2 are the host's standard streams:
   the files it had there when the program started, so that a host that
   closes them and opens other files, which then take those numbers,
   does not hand those to its modules (their reads and writes get
   EBADF).  A host that puts other files there on purpose (dup2,
   freopen) calls this afterwards to give its modules the files now at
   0, 1 and 2, and again when it puts the old ones back.  */
void sfi_std_streams_changed (void);

/* Counters of D since it was created: calls out of the domain through
   its jump table, and runs or calls ended by a fault or the time limit.  */
void sfi_domain_stats (const struct sfi_domain *d, unsigned long *host_calls,
		       unsigned long *faults);

/* System-call policy (paper section 3.4).  A module reaches the host's
   files only through the runtime's arbiter (host-calls.c, policy.c).
   By default it may write to stdout and stderr, read stdin, read clocks,
   exit and grow its heap inside its data segment; every other request
   gets -EPERM (counted by sfi_domain_denied).  Grant the module access
   to the files under directory PATH (read-only, or read-write if
   WRITABLE); return 0, or -1 if PATH is not a directory.  */
int sfi_domain_grant_dir (struct sfi_domain *d, const char *path,
			  int writable);

/* Number of system calls of D's module the policy refused.  */
unsigned long sfi_domain_denied (const struct sfi_domain *d);

/* Return D to its state right after sfi_domain_load: the module's data
   as loaded, heap and stack empty, host allocations (sfi_domain_alloc)
   gone, files the module opened closed, no pending fault.  Imports,
   grants, bound stubs and counters stay.  Use it after a fault left the
   module's data inconsistent, or between independent uses.  Not from a
   host function the domain called.  Return 0, or -1 with a reason in
   D.  */
int sfi_domain_reset (struct sfi_domain *d);

/* Unmap everything D owns and free it.  */
void sfi_domain_destroy (struct sfi_domain *d);

#endif /* SFI_H */
