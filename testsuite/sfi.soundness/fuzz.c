/* sfi-fuzz: the soundness property test of the verifier, driven by the
   emulator.

   Random instruction sequences (gen-mips.c, gen-alpha.c) go through the
   verifier (linked directly, sfi_verify_mips / sfi_verify_alpha); every
   accepted one runs in a real fault domain of the runtime, with random
   register contents and random data-segment contents, under qemu with
   the sfi-check plugin (sfi-check.c), which checks every store and every
   control transfer of the domain's code from outside the guest.  Any
   violation the plugin reports is an escape: the harness prints the
   sequence and the violation.

   With --protect the policy is the protect policy: every sequence is
   verified with sfi_code.protect set (loads sandboxed like stores), the
   dispatcher loads only through the data register, and the harness
   tells the plugin (SFI_CHECK_LOADS) to check every load of domain code
   too: its address must be in the data segment (a load that faults must
   fault inside the data segment's guard zones).  The generators make
   the same sequences in both policies, loads through every kind of base
   among them (the data register guarded, adjusted, near, masked and
   bad, $sp adjusted or not, MIPS $gp, Alpha $29, the code and return
   address registers, others; MIPS indexed loads; loads in delay
   slots, annulled or not), so the same seed tests the load rule in
   protect and finds load escapes without the verifier.

   MIPS protect code of the "ins" scheme has more data address
   registers, the load registers ($14, $11 and $10: SFI_MIPS_LOAD_REGS
   in mips-abi.h), which the verifier tracks like $24: every entry into
   protect code makes them the data segment base (the entry trampolines'
   step for images of SFI_MODE_PROTECT; the host-call return path
   always), and only their guards "ins R,X,0,SIZE", their induction step
   "addiu R,R,K" and "move R,$gp" may write them; loads and stores go
   through them unguarded where they are valid, stepped or near.  The
   harness's module is built with -fsfi=sandbox (a protect module would
   not load in its 1 MiB segments: the runtime widens the guards of $15,
   $24 and $31 to the domain's segment size, not those of the load
   registers, which the protect libraries use), so in the protect "ins"
   domains a few words before the dispatcher do what that entry step
   does (fz_gen_entry), and the dispatcher guards the load registers
   from the register block instead of loading them: each sequence
   starts with them at random addresses of the data segment, as real
   protect code may have them.  The generator writes, steps and uses
   them in every way (gen-mips.c: gen_loadreg); the harness counts the
   sequences with an access through one, with a step of one, with "move
   R,$gp", accepted or not, and escapes at such accesses (through a
   stepped register too), and counts as an escape any write of one
   other than its guard, its step and "move R,$gp" that the verifier
   accepts in protect code of the "ins" scheme.

   Alpha protect code has load registers too, $1-$3 (alpha-abi.h), with
   the data register's two-instruction guard, induction step "lda
   R,K(R)" and "mov $7,R", so the verifier tracks their state: another
   write is fine as long as no access goes through the register and no
   transfer the verifier cannot follow comes before its next guard.
   The harness's entry words (fz_gen_entry) set them to the data segment
   base, the dispatcher guards them from the register block, and
   gen-alpha.c's gen_loadreg writes, steps and uses them in every way;
   the statistics are MIPS's, for every Alpha domain, without the
   escape for an accepted write (an escape at an access through one is
   one all the same).

   One process tests many sequences, each batch in a child process (a
   sequence that wrecks its process, or aborts qemu, ends only its batch;
   the parent reports what the plugin saw, making the batch again from
   its seed).  The harness loads a small module
   (fuzz-ext.c) into one domain per verifier configuration (MIPS: "ins"
   or and/or guards, valid $31 or not; Alpha: valid $26 or not), then
   replaces the module's code with its own dispatcher (verified code that
   loads the random registers and jumps to a sequence) and batches of
   accepted sequences, each followed by a trap word; one sequence of each
   batch ends exactly at the end of the code segment.  It calls the
   dispatcher through the runtime's entry trampolines
   (sfi_domain_call); faults end the call as the runtime does for any
   module, and sfi_domain_reset returns the domain to a clean state
   between batches.  Readable, writable "canary" mappings just past the
   data segment's guard zones make stores that jump the guard zones
   visible as stores (instead of faults).

   The harness never edits code through the runtime's choke point: it
   writes its code pages itself (write, then read+execute, never both),
   which only a test may do.  Signals: the harness wraps the runtime's
   handlers to tell the plugin where each signal interrupted the guest
   (and which address a faulting store of domain code had), and a fault
   outside every code segment during a run (a wild jump) is sent to the
   jump table's return entry so that the run ends.  At the end it prints
   how many sequences were generated and accepted (per hard case too),
   run, and how many escaped.

   usage: sfi-fuzz [options] MODULE
     --seed N         first seed (default 1)
     --seconds S      stop after S seconds (default: after --batches);
                      SIGINT or SIGTERM also stops the run after the
                      current batch, with the summary
     --batches N      number of batches (default 8)
     --batch N        accepted sequences per batch (default 48)
     --runs N         runs of each sequence (default 2)
     --protect        the protect policy: verify with sfi_code.protect
                      set and have the plugin check loads too (escapes
                      "load-outside-data", "load-fault-outside")
     --and-only       Alpha: MODULE is built with -fplugin-arg-sfi-and-only;
                      verify with sfi_code.and_only set (one-instruction
                      data guards), and have the plugin count faults in
                      the holes the runtime reserves for them as
                      contained (accesses that do not fault there still
                      escape)
     --no-verify      run sequences WITHOUT verifying them: the sanity
                      check that the test can fail (escapes expected;
                      with --protect, load escapes among them)
     --max-escapes N  stop after N escapes (default 10)
     --strict-jt      count entering a jump-table entry other than at its
                      start as an escape (by default counted apart)
     --no-rescue      leave faults outside every code segment to the
                      runtime, which ends the process: after wild jumps,
                      and (a runtime bug) after an Alpha trap in the last
                      word of a code segment, whose signal reports the
                      next pc
     --no-fork        run the batches in this process (for debugging:
                      a batch that wrecks the process ends the run)
     --aligned-targets  MIPS: guarded jump targets are multiples of 4 (no
                      switch to MIPS16, the escape of verifiers that let
                      guards keep the low bits, so that others show)
     --demo           run a hand-made escape (MIPS: through the MIPS16
                      instruction set) if the verifier accepts it
     --self-test      check the plugin instead: plant one violation of
                      each kind (every store form, jumps out and into
                      the jump table; with --protect every load form
                      too, of canary pages, the code segment and host
                      memory, and one of unmapped memory) and require a
                      report of each
     --log FILE       write each batch's sequences to FILE before it runs
     --no-plugin      run without the sfi-check plugin (nothing checked)
     --quiet          only the summary and escapes
   The summary counts escapes, and among them those with a load
   violation ("by loads").
   Exit status: 0 no escape, 1 escapes or a batch whose process died
   (HOST-DIED: a verified sequence brought its host, or qemu, down), 2
   usage or setup error.  */

#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <ucontext.h>
#include <unistd.h>
#include <sfi.h>
#include "sfi-verify.h"
#include "sfi-check.h"
#include "fuzz.h"

#if defined __mips__
#include "gen-mips.c"
#define PROBE_REG 2
#define FZ_ARG_REG 4
#define FZ_DATA_REG 24
#define JT_SIZE SFI_MIPS_JT_SIZE
#define VERIFY sfi_verify_mips
#define SIGNAL_PC(uc) ((uc)->uc_mcontext.pc)
#define N_CONFIGS 4
#elif defined __alpha__
#include "gen-alpha.c"
#define PROBE_REG 9
#define FZ_ARG_REG 16
#define FZ_DATA_REG 4
#define JT_SIZE SFI_ALPHA_JT_SIZE
#define VERIFY sfi_verify_alpha
#define SIGNAL_PC(uc) ((uc)->uc_mcontext.sc_pc)
#define N_CONFIGS 2
#else
#error "MIPS or Alpha only"
#endif

#define SEG_SIZE 0x100000	/* 1 MiB segments.  */
#define REGION_OFFSET 0x10000	/* Where batches start in the code segment.  */
#define REGION_SIZE 0x10000
#define CANARY_SIZE 0x100000
#define ENTRY_NAME "sfi_fuzz_enter"

/* Options.  */
static unsigned long opt_seed = 1, opt_batches = 8, opt_batch = 48,
  opt_runs = 2, opt_max_escapes = 10;
static double opt_seconds;
static int opt_no_verify, opt_no_plugin, opt_quiet, opt_strict_jt,
  opt_no_rescue, opt_self_test, opt_no_fork, opt_demo, opt_aligned,
  opt_protect, opt_and_only;
static const char *opt_log;

/* What a batch's process tells its parent even if it dies: the run under
   way (0: none).  */
struct shared
{
  volatile unsigned long run;
};
static struct shared *shared;

/* Counters.  */
static unsigned long n_generated, n_accepted, n_runs, n_faults, n_timeouts,
  n_exits, n_escapes, n_load_escapes, n_batches, n_end_generated,
  n_end_accepted, n_redirects, n_jt_middle, n_signal[NSIG];

/* How many generated and accepted sequences have each tag (hard case).  */
#define MAX_TAGS 64
struct tags
{
  char name[MAX_TAGS][24];
  unsigned long generated[MAX_TAGS], accepted[MAX_TAGS];
  unsigned n;
};
static struct tags tag_counts;

static void
count_tag (struct tags *t, const char *name, size_t len,
	   unsigned long generated, unsigned long accepted)
{
  unsigned i;
  if (len == 0 || len >= sizeof t->name[0])
    return;
  for (i = 0; i < t->n; i++)
    if (strlen (t->name[i]) == len && memcmp (t->name[i], name, len) == 0)
      break;
  if (i == t->n)
    {
      if (t->n == MAX_TAGS)
	return;
      memcpy (t->name[i], name, len);
      t->name[i][len] = 0;
      t->n++;
    }
  t->generated[i] += generated;
  t->accepted[i] += accepted;
}

/* Count the tags of S, generated and (if ACCEPTED) accepted.  */
static void
count_tags (const struct fz_seq *s, int accepted)
{
  for (const char *p = s->tags; *p;)
    {
      size_t len = strcspn (p, " ");
      count_tag (&tag_counts, p, len, 1, accepted);
      p += len;
      p += strspn (p, " ");
    }
}

/* The load registers (gen-mips.c, mips-abi.h; gen-alpha.c,
   alpha-abi.h), by the domain's guard scheme ([1]: MIPS "ins", where
   protect code trusts them, and every Alpha domain; [0]: MIPS and/or;
   LR_DOMAIN): sequences generated and accepted with an access through one
   (accepted ones with a guard of one too), with a write of one other
   than its guard, its step or its move from the data base (or a guard
   too wide or at another position), with a step of one (and an access
   through a register they step), with a move of the data base into one;
   escapes at an access through one, and those of sequences with such a
   write, and those through a register the sequence steps.  */
static unsigned long n_lr_gen[2], n_lr_acc[2], n_lr_guard_acc[2],
  n_lr_bad_gen[2], n_lr_bad_acc[2], n_lr_step_gen[2], n_lr_step_acc[2],
  n_lr_walk_gen[2], n_lr_walk_acc[2], n_lr_reset_gen[2], n_lr_reset_acc[2],
  n_lr_escapes, n_lr_bad_escapes, n_lr_step_escapes;
#if defined __mips__
#define LR_DOMAIN(m) ((m)->ins_scheme != 0)
#else
#define LR_DOMAIN(m) 1
#endif

/* What S does with the load registers (FZ_LR_*); if STEPPED is not
   NULL, it gets the load registers S steps (FZ_LR_STEP), and WALKED
   those of them S also accesses memory through, as masks of register
   numbers.  */
static unsigned
seq_load_reg_use (const struct fz_env *e, const struct fz_seq *s,
		  uint32_t *stepped, uint32_t *walked)
{
  unsigned u = 0;
  uint32_t st = 0, ac = 0;
  for (unsigned i = 0; i < s->n; i++)
    {
      unsigned base, wreg, v = fz_load_reg_use (e, s->w[i], &base, &wreg);
      u |= v;
      if (v & FZ_LR_STEP)
	st |= 1u << wreg;
      if (v & FZ_LR_ACCESS)
	ac |= 1u << base;
    }
  if (stepped)
    *stepped = st;
  if (walked)
    *walked = st & ac;
  return u;
}

/* A victim buffer in host memory, among the interesting addresses.  */
static volatile fz_word victim[256] __attribute__ ((aligned (16)));

/* The plugin.  */
static int chk_rd = -1;
static int jt_noted;		/* A jump-table middle was shown.  */

static void
chk (long cmd, fz_word x, fz_word y)
{
  syscall (SYS_getpid, (long) SFI_CHECK_MAGIC, cmd, (long) x, (long) y);
}

/* Read what the plugin wrote (non-blocking) into BUF; return its
   length.  */
static size_t
chk_read (char *buf, size_t size)
{
  size_t n = 0;
  if (chk_rd < 0)
    return 0;
  while (n + 1 < size)
    {
      ssize_t k = read (chk_rd, buf + n, size - 1 - n);
      if (k <= 0)
	break;
      n += k;
    }
  buf[n] = 0;
  return n;
}

/* One domain per verifier configuration.  */
struct dom
{
  struct sfi_domain *d;
  struct fz_env env;
  int ins_scheme, ra_valid;
  uint64_t entry;		/* The dispatcher.  */
  uint64_t region, end_page;
};
static struct dom doms[N_CONFIGS];
static int n_doms;
static long page_size;

/* The run under way, for the signal wrapper.  */
static volatile int in_run, run_redirected;
/* Set by SIGINT or SIGTERM: finish the batch, then print the summary.  */
static volatile sig_atomic_t stop_requested;

static void
request_stop (int sig)
{
  (void) sig;
  stop_requested = 1;
}
static struct dom *run_dom;

static struct sigaction chained[NSIG];
static const int wrapped[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP,
			       SIGPROF, SIGALRM };
extern char __executable_start[], etext[];

static int
in_code (const struct dom *m, uint64_t pc)
{
  return pc >= m->env.code_base && pc < m->env.code_end;
}

/* The address of the store or load that a fault at PC interrupted, or 0
   if it was neither (*LOAD: it is a load): the instruction at PC, or on
   MIPS the one in the delay slot of a branch at PC (the pc of a delay
   slot's fault is its branch's).  */
static uintptr_t
access_at (const struct dom *m, uintptr_t pc, int *load)
{
  uint64_t end = m->env.code_end;
  /* Only where this harness put code (readable), aligned.  */
  if ((pc & 3) != 0
      || !((pc >= m->env.jt_end && pc < m->region + REGION_SIZE)
	   || (pc >= m->end_page && pc < end)))
    return 0;
  uint32_t w = *(const uint32_t *) pc;
  unsigned op = w >> 26;
#if defined __mips__
  int cti = op == 0x01 || (op >= 0x02 && op <= 0x07)
	    || (op >= 0x14 && op <= 0x17) || (op == 0x11 && ((w >> 21) & 31) == 8)
	    || (op == 0 && ((w & 0x3f) == 0x08 || (w & 0x3f) == 0x09));
  if (cti && pc + 4 < end && pc + 4 != m->region + REGION_SIZE)
    {
      pc += 4;
      w = *(const uint32_t *) pc;
      op = w >> 26;
    }
  int store = op == 0x28 || op == 0x29 || op == 0x2a || op == 0x2b
	      || op == 0x2e || op == 0x38 || op == 0x39 || op == 0x3d;
  /* lb..lwr, ll, lwc1, ldc1, and the indexed lwxc1, ldxc1, luxc1.  */
  *load = (op >= 0x20 && op <= 0x26) || op == 0x30 || op == 0x31
	  || op == 0x35
	  || (op == 0x13 && ((w & 0x3f) == 0 || (w & 0x3f) == 1
			     || (w & 0x3f) == 5));
#else
  (void) end;
  int store = op == 0x0d || op == 0x0e || op == 0x0f
	      || (op >= 0x24 && op <= 0x27) || (op >= 0x2c && op <= 0x2f);
  /* ldbu, ldq_u, ldwu, ldf..ldt, ldl..ldq_l.  */
  *load = op == 0x0a || op == 0x0b || op == 0x0c
	  || (op >= 0x20 && op <= 0x23) || (op >= 0x28 && op <= 0x2b);
#endif
  return store || *load ? pc : 0;
}

/* Every signal the runtime handles comes here first: tell the plugin
   where it interrupted the guest, then let the runtime handle it.  A
   fault at a pc outside every code segment (a jump that left a domain
   and faulted) would kill the process in the runtime's handler, so the
   run ends through the return entry instead.  */
static void
wrap (int sig, siginfo_t *si, void *ucv)
{
  ucontext_t *uc = ucv;
  uintptr_t pc = SIGNAL_PC (uc);
  int in_any = 0;
  /* A store or load that faulted: the plugin checks the address (a
     load's only if it checks loads).  Not a fetch fault (the address is
     the pc; the page may not even be readable).  */
  if ((sig == SIGSEGV || sig == SIGBUS) && in_run && run_dom
      && pc >= run_dom->env.jt_end && pc < run_dom->env.code_end
      && (uintptr_t) si->si_addr != pc)
    {
      int load = 0;
      uintptr_t at = access_at (run_dom, pc, &load);
      if (at)
	chk (load ? SFI_CHECK_LOAD_FAULT : SFI_CHECK_STORE_FAULT, at,
	     (uintptr_t) si->si_addr);
    }
  chk (SFI_CHECK_FAULT, sig, pc);
  for (int i = 0; i < n_doms; i++)
    in_any |= in_code (&doms[i], pc);
  if (in_run && run_dom && !in_any && !run_redirected && !opt_no_rescue
      && sig != SIGPROF && sig != SIGALRM
      && !(pc >= (uintptr_t) __executable_start && pc < (uintptr_t) etext))
    {
      run_redirected = 1;
      n_redirects++;
      SIGNAL_PC (uc) = run_dom->env.ret_entry;
#if defined __alpha__
      uc->uc_mcontext.sc_regs[27] = run_dom->env.ret_entry;
#endif
      return;
    }
  struct sigaction *o = &chained[sig];
  if (o->sa_flags & SA_SIGINFO)
    o->sa_sigaction (sig, si, ucv);
  else if (o->sa_handler != SIG_DFL && o->sa_handler != SIG_IGN)
    o->sa_handler (sig);
  else
    {
      signal (sig, SIG_DFL);
      raise (sig);
    }
}

static void
install_wrappers (void)
{
  for (size_t i = 0; i < sizeof wrapped / sizeof wrapped[0]; i++)
    {
      struct sigaction sa;
      sigaction (wrapped[i], NULL, &chained[wrapped[i]]);
      sa = chained[wrapped[i]];
      sa.sa_sigaction = wrap;
      sa.sa_flags |= SA_SIGINFO;
      /* No signal on top of another: the plugin waits for the report of
	 the one that interrupted the domain.  */
      sigfillset (&sa.sa_mask);
      if (sigaction (wrapped[i], &sa, NULL) != 0)
	{
	  perror ("sigaction");
	  exit (2);
	}
    }
  chk (SFI_CHECK_HANDLER, (fz_word) wrap, 0);
}

/* Verification.  */

struct problem_note
{
  char text[200];
  int n;
};

static int
note_problem (void *ctx, const struct sfi_problem *p)
{
  struct problem_note *pn = ctx;
  if (pn->n++ == 0)
    snprintf (pn->text, sizeof pn->text, "0x%llx %s: %s: %s",
	      (unsigned long long) p->addr, p->code, p->disasm, p->reason);
  return 0;
}

/* Verify S as code of its own (its words are the whole region and the
   only branch targets, besides the jump table).  Return 1 if accepted.  */
static int
verify_seq (const struct dom *m, const struct fz_seq *s, char *why,
	    size_t why_size)
{
  struct problem_note pn = { "", 0 };
  struct sfi_code code = {
    .bytes = (const uint8_t *) s->w, .size = 4 * (size_t) s->n,
    .vaddr = s->addr, .big_endian = __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__,
    .target_start = s->addr, .target_end = s->addr + 4 * (uint64_t) s->n,
    .jt_start = m->env.code_base, .jt_end = m->env.code_base + JT_SIZE,
    .seg_bits = m->env.seg_bits, .ins_scheme = m->ins_scheme,
    .ra_valid = m->ra_valid, .protect = opt_protect,
    .and_only = opt_and_only
  };
  struct sfi_verify_opts opts = { SFI_VERIFY_AUTO, note_problem, &pn, 0,
				  0 };
  int n = VERIFY (&code, &opts);
  if (why)
    snprintf (why, why_size, "%s", n < 0 ? "unusable" : pn.text);
  return n == 0;
}

/* Code pages.  */

/* Make [LO, HI) writable, fill it with traps, copy in the sequences
   SEQS[0..N-1], and make it executable (never both).  */
static void
install_code (uint64_t lo, uint64_t hi, const struct fz_seq *seqs, size_t n)
{
  if (mprotect ((void *) (uintptr_t) lo, hi - lo, PROT_READ | PROT_WRITE))
    {
      perror ("mprotect");
      exit (2);
    }
  for (uint32_t *p = (uint32_t *) (uintptr_t) lo;
       p < (uint32_t *) (uintptr_t) hi; p++)
    *p = fz_trap_insn;
  for (size_t i = 0; i < n; i++)
    memcpy ((void *) (uintptr_t) seqs[i].addr, seqs[i].w, 4 * seqs[i].n);
  __builtin___clear_cache ((char *) (uintptr_t) lo, (char *) (uintptr_t) hi);
  if (mprotect ((void *) (uintptr_t) lo, hi - lo, PROT_READ | PROT_EXEC))
    {
      perror ("mprotect");
      exit (2);
    }
}

static void
add_interesting (struct fz_env *e, uint64_t a)
{
  if (e->n_interesting < sizeof e->interesting / sizeof e->interesting[0])
    e->interesting[e->n_interesting++] = a;
}

/* Map a canary of at most CANARY_SIZE bytes that starts at LO (UP) or
   ends at LO (!UP), as large as fits between what is mapped.  */
static void
map_canary (uint64_t lo, int up)
{
  for (size_t size = CANARY_SIZE; size >= 0x10000; size /= 2)
    {
      uint64_t at = up ? lo : lo - size;
      void *p = mmap ((void *) (uintptr_t) at, size, PROT_READ | PROT_WRITE,
		      MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0);
      if (p == MAP_FAILED)
	continue;
      if ((uintptr_t) p == at)
	return;
      munmap (p, size);
    }
}

/* With --and-only (Alpha): the data base must have
   SFI_ALPHA_AND_ONLY_BITS bits (the runtime placed the domain for
   one-instruction guards, alpha-abi.h); tell the plugin about the
   holes, the places of the proper subsets of its bits, and aim wild
   addresses at them.  */
static void
note_holes (struct fz_env *e)
{
#if defined __alpha__
  uint64_t b = e->data_base;
  if (__builtin_popcountll (b) != SFI_ALPHA_AND_ONLY_BITS)
    {
      fprintf (stderr, "sfi-fuzz: --and-only: data base %#llx is not %d"
	       " bits (the module was not built with"
	       " -fplugin-arg-sfi-and-only)\n", (unsigned long long) b,
	       SFI_ALPHA_AND_ONLY_BITS);
      exit (2);
    }
  for (uint64_t hole = 0; hole != b; hole = (hole - b) & b)
    {
      chk (SFI_CHECK_HOLE, hole ? hole - SFI_GUARD_SIZE : 0,
	   hole + SFI_ALPHA_MAX_SEG_SIZE + SFI_GUARD_SIZE);
      add_interesting (e, hole + 0x100);
      add_interesting (e, hole + e->seg_size - 8);
      add_interesting (e, hole - 8);
    }
  /* Below 0: the top of the address space, which user code never maps
     (alpha-abi.h).  */
  chk (SFI_CHECK_HOLE, -(uint64_t) SFI_GUARD_SIZE, 0);
#else
  (void) e;
  fprintf (stderr, "sfi-fuzz: --and-only is for Alpha\n");
  exit (2);
#endif
}

/* Create the domain of configuration K, load MODULE, register it with the
   plugin and install the dispatcher.  */
static void
make_domain (int k, const char *module)
{
  struct dom *m = &doms[k];
  struct sfi_domain_config cfg;
  struct fz_env *e = &m->env;
  struct fz_seq disp[2];
  char why[200];

  memset (&cfg, 0, sizeof cfg);
  cfg.seg_size = SEG_SIZE;
  cfg.name = "fuzz";
  cfg.save = SFI_SAVE_INT_FP;
  /* Runaway loops end after three CPU-time ticks in the same call (the
     runtime charges a call 10 ms per tick that finds it running).  */
  cfg.time_limit_ms = 30;
  m->d = sfi_domain_create (&cfg);
  if (m->d == NULL || sfi_domain_load (m->d, module) != 0)
    {
      fprintf (stderr, "sfi-fuzz: cannot load %s: %s\n", module,
	       m->d ? sfi_domain_error (m->d) : "no domain");
      exit (2);
    }
#if defined __mips__
  m->ins_scheme = k & 1;
  m->ra_valid = (k >> 1) & 1;
#else
  m->ins_scheme = 0;
  m->ra_valid = k & 1;
#endif
  m->entry = sfi_domain_symbol (m->d, ENTRY_NAME);
  const struct sfi_domain_head *h = (const void *) m->d;
  memset (e, 0, sizeof *e);
  e->seg_size = h->data_size;
  e->seg_bits = __builtin_ctzl (h->data_size);
  e->code_base = m->entry & ~(uint64_t) (e->seg_size - 1);
  e->code_end = e->code_base + e->seg_size;
  e->jt_end = e->code_base + JT_SIZE;
  e->data_base = h->data_base;
  e->data_end = h->data_base + h->data_size;
  e->ins_scheme = m->ins_scheme;
  e->ra_valid = m->ra_valid;
  e->aligned_targets = opt_aligned;
  e->protect = opt_protect;
  e->ret_entry = e->code_base + (SFI_JT_RETURN_BASE + SFI_SAVE_INT_FP)
		 * SFI_JT_ENTRY_SIZE;
  m->region = e->code_base + REGION_OFFSET;
  m->end_page = e->code_end - page_size;
  if (m->entry == 0 || m->entry >= m->region)
    {
      fprintf (stderr, "sfi-fuzz: %s has no %s below the batch region\n",
	       module, ENTRY_NAME);
      exit (2);
    }
  /* Entries that do no harm: exit, clock, heap limit, the return entry
     of our calls, and entries that only trap.  Not write, read, open
     and the like (random arguments).  */
  static const unsigned safe[] = { SFI_HOST_EXIT, SFI_HOST_CLOCK,
				   SFI_HOST_HEAP_LIMIT, SFI_HOST_COUNT,
				   SFI_HOST_COUNT + 1,
				   SFI_JT_RETURN_BASE + SFI_SAVE_INT_FP,
				   SFI_JT_RETURN_BASE + SFI_SAVE_INT_FP,
				   SFI_JT_RETURN_BASE + SFI_SAVE_INT_FP,
				   SFI_HOST_IMPORT_BASE, 200 };
  for (unsigned i = 0; i < sizeof safe / sizeof safe[0]; i++)
    e->jt_safe[e->n_jt_safe++] = e->code_base + safe[i] * SFI_JT_ENTRY_SIZE;

  chk (SFI_CHECK_CODE, e->code_base, e->code_end);
  chk (SFI_CHECK_JT, e->code_base, e->jt_end);
  chk (SFI_CHECK_JT_ENTRY, SFI_JT_ENTRY_SIZE, 0);
  chk (SFI_CHECK_DATA, e->data_base, e->data_end);
  chk (SFI_CHECK_GUARD, SFI_GUARD_SIZE, 0);
  if (opt_and_only)
    note_holes (e);

  /* The dispatcher replaces the module's code, after what the runtime's
     entry does for protect images and not for this module (trusted:
     not verified), if anything.  */
  unsigned pre = fz_gen_entry (e, m->entry, &disp[0]);
  if (fz_gen_dispatcher (e, m->entry + 4 * pre, &disp[1]) == 0
      || !verify_seq (m, &disp[1], why, sizeof why))
    {
      fprintf (stderr, "sfi-fuzz: the verifier rejects the dispatcher: %s\n",
	       why);
      exit (2);
    }
  install_code (e->jt_end, m->region, pre ? disp : disp + 1, pre ? 2 : 1);

  add_interesting (e, e->data_base);
  add_interesting (e, e->data_end - 8);
  add_interesting (e, e->data_end);
  add_interesting (e, e->data_base - 8);
  add_interesting (e, e->data_base + e->seg_size / 2);
  add_interesting (e, e->data_end - 64);
  add_interesting (e, e->data_end + SFI_GUARD_SIZE);
  add_interesting (e, e->data_base - SFI_GUARD_SIZE - 16);
  add_interesting (e, e->data_end - 0x7ff8);
  add_interesting (e, e->data_base + 0x7ff8);
  add_interesting (e, e->code_base);
  add_interesting (e, e->ret_entry);
  add_interesting (e, e->ret_entry + 4);
  add_interesting (e, e->code_base + SFI_HOST_CLOCK * SFI_JT_ENTRY_SIZE);
  add_interesting (e, m->entry);
  add_interesting (e, m->region);
  add_interesting (e, m->region + 0x40);
  add_interesting (e, e->code_end - 4);
  add_interesting (e, e->code_end);
  add_interesting (e, (uintptr_t) &victim[16]);
  add_interesting (e, (uintptr_t) __executable_start + 0x100);
}

/* The sequences of one batch and their verdicts.  */
struct batch
{
  struct fz_seq *seqs;
  size_t n, cap;
};

static void
print_seq (FILE *f, const struct fz_seq *s, uint64_t mark)
{
  fprintf (f, "  sequence at 0x%llx, %u words (%s):\n",
	   (unsigned long long) s->addr, s->n, s->tags);
  for (unsigned i = 0; i < s->n; i++)
    fprintf (f, "    %s0x%llx L%-2u %08x  %s\n",
	     s->addr + 4 * i == mark ? "=> " : "   ",
	     (unsigned long long) (s->addr + 4 * i), i, s->w[i], s->text[i]);
}

static void
log_batch (const struct dom *m, const struct batch *b, unsigned long seed)
{
  FILE *f;
  if (!opt_log || (f = fopen (opt_log, "w")) == NULL)
    return;
  fprintf (f, "batch %lu seed %lu %s ins=%d ra=%d%s\n", n_batches, seed,
	   fz_isa_name, m->ins_scheme, m->ra_valid,
	   opt_protect ? " protect" : "");
  for (size_t i = 0; i < b->n; i++)
    {
      fprintf (f, "slot %zu\n", i);
      print_seq (f, &b->seqs[i], 0);
    }
  fclose (f);
}

/* Count S (verified in M; ACCEPTED) for the load register statistics.
   In MIPS protect code of the "ins" scheme the verifier must refuse
   every write of a load register but its guard, its step "addiu R,R,K"
   and "move R,$gp" (check_load_reg_write): one it accepted is an
   escape, whatever the run does.  Not on Alpha, where such a write only
   makes the register bad (its state).  Steps and moves from the data
   base are no escape by themselves: an access they let through that
   leaves the segment is.  */
static void
count_load_reg (const struct dom *m, const struct fz_seq *s, int accepted)
{
  uint32_t walked;
  unsigned u = seq_load_reg_use (&m->env, s, NULL, &walked), k = LR_DOMAIN (m);
  int bad = (u & (FZ_LR_BAD_GUARD | FZ_LR_WRITE)) != 0;
  n_lr_gen[k] += (u & FZ_LR_ACCESS) != 0;
  n_lr_bad_gen[k] += bad;
  n_lr_step_gen[k] += (u & FZ_LR_STEP) != 0;
  n_lr_walk_gen[k] += walked != 0;
  n_lr_reset_gen[k] += (u & FZ_LR_RESET) != 0;
  if (!accepted)
    return;
  n_lr_acc[k] += (u & FZ_LR_ACCESS) != 0;
  n_lr_guard_acc[k] += (u & FZ_LR_ACCESS) && (u & FZ_LR_GUARD);
  n_lr_bad_acc[k] += bad;
  n_lr_step_acc[k] += (u & FZ_LR_STEP) != 0;
  n_lr_walk_acc[k] += walked != 0;
  n_lr_reset_acc[k] += (u & FZ_LR_RESET) != 0;
#if defined __mips__
  if (bad && opt_protect && m->ins_scheme && !opt_no_verify)
    {
      n_escapes++;
      printf ("ESCAPE %lu: %s (ins=%d ra=%d protect): the verifier accepts"
	      " a write of a load register other than its guard, its step"
	      " or \"move R,$gp\"\n",
	      n_escapes, fz_isa_name, m->ins_scheme, m->ra_valid);
      print_seq (stdout, s, 0);
    }
#endif
}

static struct fz_seq *
batch_add (struct batch *b)
{
  if (b->n == b->cap)
    {
      b->cap = b->cap ? 2 * b->cap : 64;
      b->seqs = realloc (b->seqs, b->cap * sizeof *b->seqs);
      if (b->seqs == NULL)
	{
	  perror ("sfi-fuzz");
	  exit (2);
	}
    }
  return &b->seqs[b->n];
}

/* Generate sequences for M's region until OPT_BATCH are accepted (or the
   region is full), and one for the end of the code segment.  */
static void
fill_batch (struct fz_rng *r, struct dom *m, struct batch *b, int count)
{
  unsigned long generated = n_generated, accepted = n_accepted,
    end_generated = n_end_generated, end_accepted = n_end_accepted;
  uint64_t at = m->region, end = m->region + REGION_SIZE;
  unsigned tries = 0;
  b->n = 0;
  while (b->n < opt_batch && tries < 50 * opt_batch)
    {
      struct fz_seq *s = batch_add (b);
      unsigned max = (end - at) / 4 - 1;
      if (max < 8)
	break;
      fz_gen_sequence (r, &m->env, at, max, 0, s);
      tries++;
      n_generated++;
      int ok = opt_no_verify || verify_seq (m, s, NULL, 0);
      if (count)
	{
	  count_tags (s, ok);
	  count_load_reg (m, s, ok);
	}
      if (ok)
	{
	  n_accepted++;
	  b->n++;
	  at += 4 * s->n;
	}
    }
  for (unsigned k = 0; k < 20; k++)
    {
      struct fz_seq *s = batch_add (b);
      fz_gen_sequence (r, &m->env, 0, 24, 1, s);
      n_end_generated++;
      n_generated++;
      int ok = opt_no_verify || verify_seq (m, s, NULL, 0);
      if (count)
	{
	  count_tags (s, ok);
	  count_load_reg (m, s, ok);
	}
      if (ok)
	{
	  n_end_accepted++;
	  n_accepted++;
	  b->n++;
	  break;
	}
    }
  if (!count)
    {
      n_generated = generated, n_accepted = accepted;
      n_end_generated = end_generated, n_end_accepted = end_accepted;
    }
}

/* Fill D's data segment with random words, but for the inaccessible
   gap below the stack (sfi_domain_head).  */
static void
randomize_data (struct fz_rng *r, const struct dom *m)
{
  const struct sfi_domain_head *h = (const void *) m->d;
  fz_word *p = (fz_word *) (uintptr_t) m->env.data_base;
  size_t n = m->env.seg_size / sizeof *p;
  uint64_t x = fz_next (r) | 1;
  for (size_t i = 0; i < n; i++)
    {
      if (i * sizeof *p >= h->gap_lo && i * sizeof *p < h->gap_hi)
	continue;
      x ^= x << 13, x ^= x >> 7, x ^= x << 17;
      p[i] = (i & 7) == 0 ? fz_value (r, &m->env) : (fz_word) x;
    }
}

static void
report_escape (const struct dom *m, const struct batch *b,
	       const struct fz_seq *s, unsigned long seed, size_t slot,
	       unsigned run, const char *line, const fz_word *block, int note)
{
  unsigned long long pc = 0, from = 0;
  const char *p;
  char why[200];
  FILE *f = stdout;
  if ((p = strstr (line, " pc=")) != NULL)
    pc = strtoull (p + 4, NULL, 16);
  if ((p = strstr (line, " from=")) != NULL)
    from = strtoull (p + 6, NULL, 16);
  if (!note && LR_DOMAIN (m) && pc >= s->addr && pc < s->addr + 4 * s->n)
    {
      /* At an access through a load register of an "ins" domain (MIPS:
	 or in the delay slot of the transfer at PC, whose pc a fault
	 there reports).  */
      size_t i = (pc - s->addr) / 4;
      unsigned base;
      unsigned u = fz_load_reg_use (&m->env, s->w[i], &base, NULL);
#if defined __mips__
      uint32_t w = s->w[i];
      unsigned op = w >> 26;
      int cti = op == 0x01 || (op >= 0x02 && op <= 0x07)
		|| (op >= 0x14 && op <= 0x17)
		|| (op == 0x11 && ((w >> 21) & 31) == 8)
		|| (op == 0 && ((w & 0x3f) == 0x08 || (w & 0x3f) == 0x09));
      if (cti && i + 1 < s->n && !(u & FZ_LR_ACCESS))
	u |= fz_load_reg_use (&m->env, s->w[i + 1], &base, NULL);
#endif
      if (u & FZ_LR_ACCESS)
	{
	  uint32_t stepped;
	  unsigned su = seq_load_reg_use (&m->env, s, &stepped, NULL);
	  n_lr_escapes++;
	  n_lr_bad_escapes += (su & (FZ_LR_BAD_GUARD | FZ_LR_WRITE)) != 0;
	  n_lr_step_escapes += (stepped >> base) & 1;
	}
    }
  if (note)
    fprintf (f, "NOTE: first entry into the middle of a jump-table entry"
	     " (counted apart, not an escape; --strict-jt makes it one):\n");
  else
    n_escapes++;
  fprintf (f, "%s %lu: %s (ins=%d ra=%d%s), seed %lu, batch %lu, slot %zu,"
	   " run %u%s\n  %s", note ? "JT-MIDDLE" : "ESCAPE",
	   note ? n_jt_middle : n_escapes, fz_isa_name, m->ins_scheme,
	   m->ra_valid, opt_protect ? " protect" : "", seed, n_batches, slot,
	   run, opt_no_verify ? ", UNVERIFIED" : "", line);
  print_seq (f, s, pc >= s->addr && pc < s->addr + 4 * s->n ? pc : from);
  if (b)
    for (size_t i = 0; i < b->n; i++)
      if (&b->seqs[i] != s && from >= b->seqs[i].addr
	  && from < b->seqs[i].addr + 4 * b->seqs[i].n)
	{
	  fprintf (f, "  control got there through slot %zu of the batch:\n", i);
	  print_seq (f, &b->seqs[i], from);
	}
  if (!opt_no_verify)
    fprintf (f, "  the verifier alone on it: %s\n",
	     verify_seq (m, s, why, sizeof why) ? "accepted" : why);
  if (block)
    {
      fprintf (f, "  registers at entry:");
      for (int i = 1; i < 32; i++)
	fprintf (f, "%s $%d=0x%llx", i % 6 == 0 ? "\n   " : "", i,
		 (unsigned long long) block[i]);
      fprintf (f, "\n");
    }
  else
    fprintf (f, "  (the batch's process died: registers not known)\n");
  fflush (f);
}

static double
now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* Handle what the plugin wrote (BUF) about batch B of SEED in M: runs are
   numbered SLOT * OPT_RUNS + K + 1.  BLOCK: the registers of the run, if
   known.  An escape is counted "by loads" too if a violation of its run
   is a load's.  Return nonzero to stop.  */
static int
handle_lines (const struct dom *m, const struct batch *b, unsigned long seed,
	      char *buf, const fz_word *block)
{
  unsigned long last_run = 0, last_load_run = 0;
  for (char *line = buf, *nl; *line; line = nl + 1)
    {
      if ((nl = strchr (line, '\n')) == NULL)
	break;
      if (strncmp (line, "sfi-check: violation", 20) != 0)
	continue;
      int middle = strstr (line, "kind=jump-table-middle") != NULL;
      /* With the trail of pcs that follows it.  */
      if (strncmp (nl + 1, "sfi-check:   last pcs:", 22) == 0
	  && strchr (nl + 1, '\n'))
	nl = strchr (nl + 1, '\n');
      char *p = strstr (line, " run="), save = nl[1];
      unsigned long run = p ? strtoul (p + 5, NULL, 10) : 0;
      size_t slot = run ? (run - 1) / opt_runs : b->n;
      nl[1] = 0;
      if (middle)
	n_jt_middle++;
      if (strstr (line, "kind=load-") != NULL
	  && (!run || run != last_load_run))
	{
	  n_load_escapes++;
	  last_load_run = run;
	}
      if (!middle || opt_strict_jt)
	{
	  /* More violations of the same run: what the escape went on to
	     do; one escape.  */
	  if (run && run == last_run)
	    {
	      printf ("  and then:\n  %s", line);
	      nl[1] = save;
	      continue;
	    }
	  last_run = run;
	}
      if (slot >= b->n)
	{
	  if (!middle || opt_strict_jt)
	    n_escapes++;
	  printf ("ESCAPE %lu (of an unknown sequence):\n  %s", n_escapes, line);
	}
      else if (!middle || opt_strict_jt)
	report_escape (m, b, &b->seqs[slot], seed, slot, (run - 1) % opt_runs,
		       line, block, 0);
      else if (!jt_noted++ && !opt_quiet)
	report_escape (m, b, &b->seqs[slot], seed, slot, (run - 1) % opt_runs,
		       line, block, 1);
      nl[1] = save;
      if (n_escapes >= opt_max_escapes)
	return 1;
    }
  return 0;
}

/* Run every sequence of batch B in M, OPT_RUNS times each.  */
static int
run_batch (struct fz_rng *r, struct dom *m, struct batch *b,
	   unsigned long seed)
{
  char buf[4096];
  if (sfi_domain_reset (m->d) != 0)
    {
      fprintf (stderr, "sfi-fuzz: reset: %s\n", sfi_domain_error (m->d));
      exit (2);
    }
  randomize_data (r, m);
  uintptr_t block_addr = sfi_domain_alloc (m->d, FZ_BLOCK_WORDS * sizeof (fz_word));
  fz_word *block = sfi_domain_ptr (m->d, block_addr,
				   FZ_BLOCK_WORDS * sizeof (fz_word));
  fz_word saved[FZ_BLOCK_WORDS];
  if (block == NULL)
    {
      fprintf (stderr, "sfi-fuzz: no room for the register block\n");
      exit (2);
    }
  add_interesting (&m->env, block_addr);
  for (size_t i = 0; i < b->n; i++)
    for (unsigned k = 0; k < opt_runs; k++)
      {
	uintptr_t args[2] = { block_addr, (uintptr_t) b->seqs[i].addr }, res;
	for (int j = 0; j < FZ_BLOCK_WORDS; j++)
	  block[j] = fz_value (r, &m->env);
	block[31] &= ~(fz_word) 3;
	if (fz_pct (r, 50))
	  block[31] = m->env.ret_entry;
	/* The protect dispatcher leaves the data register's unguarded
	   value in the first argument register (fz_gen_dispatcher).  */
	if (opt_protect)
	  block[FZ_ARG_REG] = block[FZ_DATA_REG];
	memcpy (saved, block, sizeof saved);
	n_runs++;
	chk (SFI_CHECK_RUN, i * opt_runs + k + 1, 0);
	if (shared)
	  shared->run = i * opt_runs + k + 1;
	run_dom = m;
	run_redirected = 0;
	in_run = 1;
	int st = sfi_domain_call (m->d, ENTRY_NAME, 2, args, &res);
	in_run = 0;
	chk (SFI_CHECK_END, i * opt_runs + k + 1, 0);
	if (shared)
	  shared->run = 0;
	if (st == SIGALRM)
	  n_timeouts++;
	else if (st > 0)
	  {
	    n_faults++;
	    if (st < NSIG)
	      n_signal[st]++;
	  }
	else if (st < 0)
	  n_exits++;
	if (chk_read (buf, sizeof buf) > 0 && handle_lines (m, b, seed, buf, saved))
	  return 1;
      }
  return 0;
}

/* The counters a batch adds, sent from its process to the parent.  */
struct counts
{
  unsigned long generated, accepted, runs, faults, timeouts, exits, escapes,
    end_generated, end_accepted, redirects, jt_middle, signal[NSIG];
  unsigned long load_escapes;
  unsigned long lr_gen[2], lr_acc[2], lr_guard_acc[2], lr_bad_gen[2],
    lr_bad_acc[2], lr_step_gen[2], lr_step_acc[2], lr_walk_gen[2],
    lr_walk_acc[2], lr_reset_gen[2], lr_reset_acc[2], lr_escapes,
    lr_bad_escapes, lr_step_escapes;
  unsigned long long insns, stores, loads;	/* The plugin's.  */
  struct tags tags;
};
static unsigned long long n_insns, n_stores, n_loads;
/* One write, one read: atomic on a pipe.  */
_Static_assert (sizeof (struct counts) <= PIPE_BUF, "struct counts too large");

static void
take_counts (struct counts *c)
{
  c->generated = n_generated, c->accepted = n_accepted, c->runs = n_runs;
  c->faults = n_faults, c->timeouts = n_timeouts, c->exits = n_exits;
  c->escapes = n_escapes, c->end_generated = n_end_generated;
  c->load_escapes = n_load_escapes;
  c->end_accepted = n_end_accepted, c->redirects = n_redirects;
  c->jt_middle = n_jt_middle;
  memcpy (c->lr_gen, n_lr_gen, sizeof c->lr_gen);
  memcpy (c->lr_acc, n_lr_acc, sizeof c->lr_acc);
  memcpy (c->lr_guard_acc, n_lr_guard_acc, sizeof c->lr_guard_acc);
  memcpy (c->lr_bad_gen, n_lr_bad_gen, sizeof c->lr_bad_gen);
  memcpy (c->lr_bad_acc, n_lr_bad_acc, sizeof c->lr_bad_acc);
  memcpy (c->lr_step_gen, n_lr_step_gen, sizeof c->lr_step_gen);
  memcpy (c->lr_step_acc, n_lr_step_acc, sizeof c->lr_step_acc);
  memcpy (c->lr_walk_gen, n_lr_walk_gen, sizeof c->lr_walk_gen);
  memcpy (c->lr_walk_acc, n_lr_walk_acc, sizeof c->lr_walk_acc);
  memcpy (c->lr_reset_gen, n_lr_reset_gen, sizeof c->lr_reset_gen);
  memcpy (c->lr_reset_acc, n_lr_reset_acc, sizeof c->lr_reset_acc);
  c->lr_escapes = n_lr_escapes, c->lr_bad_escapes = n_lr_bad_escapes;
  c->lr_step_escapes = n_lr_step_escapes;
  memcpy (c->signal, n_signal, sizeof c->signal);
  c->tags = tag_counts;
  c->insns = c->stores = c->loads = 0;
  char buf[512], *p;
  chk (SFI_CHECK_STATS, 0, 0);
  if (chk_read (buf, sizeof buf) > 0)
    {
      if ((p = strstr (buf, " insns=")) != NULL)
	c->insns = strtoull (p + 7, NULL, 10);
      if ((p = strstr (buf, " stores=")) != NULL)
	c->stores = strtoull (p + 8, NULL, 10);
      if ((p = strstr (buf, " loads=")) != NULL)
	c->loads = strtoull (p + 7, NULL, 10);
    }
}

static void
add_counts (const struct counts *c)
{
  n_generated += c->generated, n_accepted += c->accepted, n_runs += c->runs;
  n_faults += c->faults, n_timeouts += c->timeouts, n_exits += c->exits;
  n_escapes += c->escapes, n_end_generated += c->end_generated;
  n_load_escapes += c->load_escapes;
  n_end_accepted += c->end_accepted, n_redirects += c->redirects;
  n_jt_middle += c->jt_middle;
  for (int k = 0; k < 2; k++)
    {
      n_lr_gen[k] += c->lr_gen[k], n_lr_acc[k] += c->lr_acc[k];
      n_lr_guard_acc[k] += c->lr_guard_acc[k];
      n_lr_bad_gen[k] += c->lr_bad_gen[k], n_lr_bad_acc[k] += c->lr_bad_acc[k];
      n_lr_step_gen[k] += c->lr_step_gen[k];
      n_lr_step_acc[k] += c->lr_step_acc[k];
      n_lr_walk_gen[k] += c->lr_walk_gen[k];
      n_lr_walk_acc[k] += c->lr_walk_acc[k];
      n_lr_reset_gen[k] += c->lr_reset_gen[k];
      n_lr_reset_acc[k] += c->lr_reset_acc[k];
    }
  n_lr_escapes += c->lr_escapes, n_lr_bad_escapes += c->lr_bad_escapes;
  n_lr_step_escapes += c->lr_step_escapes;
  n_insns += c->insns, n_stores += c->stores, n_loads += c->loads;
  for (unsigned i = 0; i < c->tags.n; i++)
    count_tag (&tag_counts, c->tags.name[i], strlen (c->tags.name[i]),
	       c->tags.generated[i], c->tags.accepted[i]);
  for (int i = 0; i < NSIG; i++)
    n_signal[i] += c->signal[i];
}

/* Generate, install and run the batch of SEED.  */
static void
do_batch (unsigned long seed)
{
  static struct batch b;
  struct fz_rng r = { seed * 0x9e3779b97f4a7c15ull + 1 };
  struct dom *m = &doms[seed % n_doms];
  fill_batch (&r, m, &b, 1);
  install_code (m->region, m->region + REGION_SIZE, b.seqs,
		b.n && b.seqs[b.n - 1].addr >= m->end_page ? b.n - 1 : b.n);
  install_code (m->end_page, m->env.code_end, b.n ? &b.seqs[b.n - 1] : NULL,
		b.n && b.seqs[b.n - 1].addr >= m->end_page);
  log_batch (m, &b, seed);
  run_batch (&r, m, &b, seed);
}

/* Run the batch of SEED in a child process: whatever its sequences do
   (qemu-mips 7.2 aborts on a jump to an unaligned address, where the
   hardware raises SIGBUS; an escape may wreck the process) ends with it,
   and the domains stay as they were loaded.  Counters come back through
   a pipe.  */
static unsigned long n_aborts;

static void
one_batch (unsigned long seed)
{
  int fds[2], chkfds[2], status;
  struct counts c;
  pid_t pid;
  char buf[8192];

  if (opt_no_fork)
    {
      /* The run's timer (below) is already ticking in this process.  */
      do_batch (seed);
      n_batches++;
      return;
    }
  fflush (stdout);
  fflush (stderr);
  if (pipe (fds) != 0 || pipe (chkfds) != 0
      || fcntl (chkfds[0], F_SETFL, O_NONBLOCK) != 0 || (pid = fork ()) < 0)
    {
      perror ("sfi-fuzz: fork");
      exit (2);
    }
  if (pid == 0)
    {
      /* The runtime's per-call time budget needs its CPU-time tick
	 (fault.c), which a child does not inherit.  */
      struct itimerval it = { { 0, 10000 }, { 0, 10000 } };
      close (fds[0]);
      setitimer (ITIMER_PROF, &it, NULL);
      /* The plugin reports this batch on a pipe of its own, which the
	 parent reads if we die.  */
      if (chk_rd >= 0)
	{
	  chk_rd = chkfds[0];
	  chk (SFI_CHECK_HELLO, chkfds[1], SFI_CHECK_VERSION);
	  chk_read (buf, sizeof buf);
	}
      n_generated = n_accepted = n_runs = n_faults = n_timeouts = 0;
      n_exits = n_escapes = n_load_escapes = n_end_generated = 0;
      n_end_accepted = 0;
      n_redirects = n_jt_middle = 0;
      memset (n_lr_gen, 0, sizeof n_lr_gen);
      memset (n_lr_acc, 0, sizeof n_lr_acc);
      memset (n_lr_guard_acc, 0, sizeof n_lr_guard_acc);
      memset (n_lr_bad_gen, 0, sizeof n_lr_bad_gen);
      memset (n_lr_bad_acc, 0, sizeof n_lr_bad_acc);
      memset (n_lr_step_gen, 0, sizeof n_lr_step_gen);
      memset (n_lr_step_acc, 0, sizeof n_lr_step_acc);
      memset (n_lr_walk_gen, 0, sizeof n_lr_walk_gen);
      memset (n_lr_walk_acc, 0, sizeof n_lr_walk_acc);
      memset (n_lr_reset_gen, 0, sizeof n_lr_reset_gen);
      memset (n_lr_reset_acc, 0, sizeof n_lr_reset_acc);
      n_lr_escapes = n_lr_bad_escapes = n_lr_step_escapes = 0;
      memset (n_signal, 0, sizeof n_signal);
      memset (&tag_counts, 0, sizeof tag_counts);
      do_batch (seed);
      take_counts (&c);
      if (write (fds[1], &c, sizeof c) != (ssize_t) sizeof c)
	_exit (3);
      fflush (stdout);
      fflush (stderr);
      _exit (0);
    }
  close (fds[1]);
  close (chkfds[1]);
  ssize_t got = read (fds[0], &c, sizeof c);
  close (fds[0]);
  while (waitpid (pid, &status, 0) < 0 && errno == EINTR)
    ;
  if (got == (ssize_t) sizeof c)
    {
      add_counts (&c);
      jt_noted |= c.jt_middle != 0;
    }
  if (!WIFEXITED (status) || WEXITSTATUS (status) != 0
      || got != (ssize_t) sizeof c)
    {
      /* The batch's sequences are the same when made again.  */
      static struct batch b;
      struct fz_rng r = { seed * 0x9e3779b97f4a7c15ull + 1 };
      struct dom *m = &doms[seed % n_doms];
      unsigned long run = shared ? shared->run : 0;
      fill_batch (&r, m, &b, 0);
      n_aborts++;
      printf ("HOST-DIED %lu: the process of batch %lu (seed %lu) ended"
	      " abnormally (%s %d)", n_aborts, n_batches, seed,
	      WIFSIGNALED (status) ? "signal" : "status",
	      WIFSIGNALED (status) ? WTERMSIG (status) : WEXITSTATUS (status));
      if (run && (run - 1) / opt_runs < b.n)
	{
	  /* A verified sequence killed its host (or the emulator).  */
	  printf (" in run %lu of slot %lu (%s ins=%d ra=%d):\n",
		  (run - 1) % opt_runs, (run - 1) / opt_runs, fz_isa_name,
		  m->ins_scheme, m->ra_valid);
	  print_seq (stdout, &b.seqs[(run - 1) / opt_runs], 0);
	}
      else
	printf (" between runs\n");
      /* What the plugin saw and the child could not report.  */
      int save_rd = chk_rd;
      chk_rd = chkfds[0];
      if (chk_read (buf, sizeof buf) > 0)
	handle_lines (m, &b, seed, buf, NULL);
      chk_rd = save_rd;
    }
  close (chkfds[0]);
  n_batches++;
}

/* The plugin's self-test (in a child, as batches): every store form of
   the ISA to a canary page outside the data segment, a jump to an
   unmapped address and one into the middle of a jump-table entry, all
   unverified; the plugin must report each.  With --protect also every
   load form, of a canary page above or below the data segment, of the
   domain's code or of host memory, and a load of unmapped memory, which
   the plugin must report; and loads it must not report ("no-violation"):
   one of the data segment, one that faults in its guard zone.  Return
   the number it got wrong.  */
static int
self_test (void)
{
  struct dom *m = &doms[0];
  static struct batch b;
  const char *want[64];
  char buf[8192];
  unsigned n = 0, seen = 0, retried = 0, n_quiet = 0, quiet = 0,
    n_load_probes = 0;
  uint64_t at = m->region;

  b.n = 0;
  for (unsigned k = 0; k < 64; k++)
    {
      struct fz_seq *s = batch_add (&b);
      if ((want[k] = fz_gen_probe (&m->env, at, k, s)) == NULL)
	break;
      at += 4 * s->n;
      b.n++;
      n++;
    }
  install_code (m->region, m->region + REGION_SIZE, b.seqs, b.n);
  if (sfi_domain_reset (m->d) != 0)
    return n;
  uintptr_t block_addr = sfi_domain_alloc (m->d, FZ_BLOCK_WORDS * sizeof (fz_word));
  fz_word *block = sfi_domain_ptr (m->d, block_addr,
				   FZ_BLOCK_WORDS * sizeof (fz_word));
  for (unsigned k = 0; k < n; k++)
    {
      uintptr_t args[2] = { block_addr, (uintptr_t) b.seqs[k].addr }, res;
      unsigned same = 0;	/* Probes of this kind before it.  */
      for (unsigned j = 0; j < k; j++)
	same += strcmp (want[j], want[k]) == 0;
      memset (block, 0, FZ_BLOCK_WORDS * sizeof (fz_word));
      if (strcmp (want[k], "store-outside-data") == 0)
	block[PROBE_REG] = m->env.data_end + SFI_GUARD_SIZE + 0x100;
      else if (strcmp (want[k], "store-fault-outside") == 0)
	block[PROBE_REG] = m->env.code_end + 0x800000;
      else if (strcmp (want[k], "left-code-fault") == 0)
	block[PROBE_REG] = m->env.data_base - SFI_GUARD_SIZE / 2;
      else if (strcmp (want[k], "load-outside-data") == 0)
	{
	  /* Readable memory outside the data segment, in turn.  */
	  const uint64_t wild[] = {
	    m->env.data_end + SFI_GUARD_SIZE + 0x100,
	    m->env.data_base - SFI_GUARD_SIZE - 0x100,
	    m->entry, (uintptr_t) &victim[16]
	  };
	  block[PROBE_REG] = wild[same % 4];
	}
      else if (strcmp (want[k], "load-fault-outside") == 0)
	block[PROBE_REG] = m->env.code_end + 0x800000;
      else if (strcmp (want[k], "no-violation") == 0)
	block[PROBE_REG] = same % 2 ? m->env.data_end + SFI_GUARD_SIZE / 2
			   : m->env.data_base + 0x100;
      else
	block[PROBE_REG] = m->env.code_base
			   + SFI_HOST_READ * SFI_JT_ENTRY_SIZE + 4;
      /* What the protect dispatcher expects (as run_batch).  */
      if (opt_protect)
	block[FZ_ARG_REG] = block[FZ_DATA_REG];
      block[31] = m->env.ret_entry;
      chk (SFI_CHECK_RUN, k * opt_runs + 1, 0);
      run_dom = m;
      run_redirected = 0;
      in_run = 1;
      int st = sfi_domain_call (m->d, ENTRY_NAME, 2, args, &res);
      in_run = 0;
      chk (SFI_CHECK_END, k * opt_runs + 1, 0);
      if (st == SIGALRM && retried++ < 3)
	{
	  /* The time budget ended it (the first calls translate code):
	     again.  */
	  chk_read (buf, sizeof buf);
	  k--;
	  continue;
	}
      size_t got = chk_read (buf, sizeof buf);
      char pattern[64];
      int harmless = strcmp (want[k], "no-violation") == 0, ok;
      snprintf (pattern, sizeof pattern, "kind=%s ", want[k]);
      if (harmless)
	{
	  ok = got == 0 || strstr (buf, "sfi-check: violation") == NULL;
	  quiet += ok;
	}
      else
	{
	  ok = got > 0 && strstr (buf, pattern) != NULL;
	  if (!ok && retried++ < 3)
	    {
	      /* The plugin follows one thread of pcs: a timer signal of
		 the domain's watchdog taken at the probe's transfer (qemu
		 delivers signals between translation blocks, and a jump
		 ends one) hides the transfer behind its handler.  Rare,
		 commoner on a loaded machine: run the probe again.  */
	      k--;
	      continue;
	    }
	  seen += ok;
	}
      printf ("sfi-fuzz: self-test: %-6s %s: %s\n", b.seqs[k].tags, want[k],
	      harmless ? (ok ? "not reported" : "FALSELY REPORTED")
	      : ok ? "reported" : "MISSED");
      if (!ok || !opt_quiet)
	{
	  printf ("  the call ended with status %d%s%s\n", st,
		  st ? ": " : "", st ? sfi_domain_error (m->d) : "");
	  print_seq (stdout, &b.seqs[k], 0);
	  if (got)
	    printf ("  %s", buf);
	}
    }
  for (unsigned k = 0; k < n; k++)
    {
      n_quiet += strcmp (want[k], "no-violation") == 0;
      n_load_probes += strncmp (want[k], "load-", 5) == 0;
    }
  printf ("sfi-fuzz: self-test: the plugin reported %u of %u planted"
	  " violations (%u of them loads)", seen, n - n_quiet, n_load_probes);
  if (n_quiet)
    printf ("; no report for %u of %u harmless loads", quiet, n_quiet);
  printf ("\n");
  return n - seen - quiet;
}

/* --demo: the hand-made escape of fz_gen_demo, verified, then run in
   the "ins" domain with $3 (the store's base) outside the data
   segment.  Return 1 if it escapes.  */
static int
demo (void)
{
  struct dom *m = &doms[1 % n_doms];
  struct fz_seq s;
  char why[200], buf[4096];
  if (!fz_gen_demo (&m->env, m->region, &s))
    {
      printf ("sfi-fuzz: no demo for %s\n", fz_isa_name);
      return 0;
    }
  int ok = verify_seq (m, &s, why, sizeof why);
  printf ("sfi-fuzz: demo: the verifier %s it%s%s\n",
	  ok ? "accepts" : "rejects", ok ? "" : ": ", ok ? "" : why);
  print_seq (stdout, &s, 0);
  if (!ok)
    return 0;
  install_code (m->region, m->region + REGION_SIZE, &s, 1);
  sfi_domain_reset (m->d);
  uintptr_t block_addr = sfi_domain_alloc (m->d, FZ_BLOCK_WORDS * sizeof (fz_word));
  fz_word *block = sfi_domain_ptr (m->d, block_addr,
				   FZ_BLOCK_WORDS * sizeof (fz_word));
  uintptr_t args[2] = { block_addr, (uintptr_t) s.addr }, res;
  memset (block, 0, FZ_BLOCK_WORDS * sizeof (fz_word));
  block[2] = 0x5f1c0de;
  block[3] = m->env.data_end + SFI_GUARD_SIZE + 0x100;
  block[31] = m->env.ret_entry;
  int st;
  size_t got;
  for (int tries = 0;; tries++)
    {
      chk (SFI_CHECK_RUN, 1, 0);
      run_dom = m;
      in_run = 1;
      st = sfi_domain_call (m->d, ENTRY_NAME, 2, args, &res);
      in_run = 0;
      chk (SFI_CHECK_END, 1, 0);
      got = chk_read (buf, sizeof buf);
      /* Ended by the time budget before it did anything: again.  */
      if (got || st != SIGALRM || tries == 3)
	break;
    }
  printf ("sfi-fuzz: demo: the call ended with status %d; the word at"
	  " 0x%llx (outside the data segment) is now 0x%llx\n%s", st,
	  (unsigned long long) block[3],
	  (unsigned long long) *(volatile uint32_t *) (uintptr_t) block[3],
	  got ? buf : "sfi-check: (nothing reported)\n");
  return got > 0;
}

static void
usage (void)
{
  fprintf (stderr, "usage: sfi-fuzz [--seed N] [--seconds S] [--batches N]"
	   " [--batch N] [--runs N] [--no-verify] [--max-escapes N]"
	   " [--log FILE] [--no-plugin] [--quiet] [--strict-jt] [--no-rescue]"
	   " [--self-test] [--demo] [--no-fork] [--aligned-targets]"
	   " [--protect] MODULE\n");
  exit (2);
}

int
main (int argc, char **argv)
{
  const char *module = NULL;
  int fds[2];
  char buf[256];

  for (int i = 1; i < argc; i++)
    {
      const char *a = argv[i];
      const char *v = i + 1 < argc ? argv[i + 1] : NULL;
#define NUM(name, var) \
      if (strcmp (a, name) == 0 && v) { var = strtoul (v, NULL, 0); i++; continue; }
      NUM ("--seed", opt_seed);
      NUM ("--batches", opt_batches);
      NUM ("--batch", opt_batch);
      NUM ("--runs", opt_runs);
      NUM ("--max-escapes", opt_max_escapes);
#undef NUM
      if (strcmp (a, "--seconds") == 0 && v)
	{
	  opt_seconds = strtod (v, NULL);
	  i++;
	}
      else if (strcmp (a, "--log") == 0 && v)
	{
	  opt_log = v;
	  i++;
	}
      else if (strcmp (a, "--no-verify") == 0)
	opt_no_verify = 1;
      else if (strcmp (a, "--protect") == 0)
	opt_protect = 1;
      else if (strcmp (a, "--and-only") == 0)
	opt_and_only = 1;
      else if (strcmp (a, "--aligned-targets") == 0)
	opt_aligned = 1;
      else if (strcmp (a, "--demo") == 0)
	opt_demo = 1;
      else if (strcmp (a, "--no-fork") == 0)
	opt_no_fork = 1;
      else if (strcmp (a, "--self-test") == 0)
	opt_self_test = 1;
      else if (strcmp (a, "--no-rescue") == 0)
	opt_no_rescue = 1;
      else if (strcmp (a, "--strict-jt") == 0)
	opt_strict_jt = 1;
      else if (strcmp (a, "--no-plugin") == 0)
	opt_no_plugin = 1;
      else if (strcmp (a, "--quiet") == 0)
	opt_quiet = 1;
      else if (a[0] == '-' || module)
	usage ();
      else
	module = a;
    }
  if (module == NULL || opt_batch == 0 || opt_runs == 0)
    usage ();
  setvbuf (stdout, NULL, _IOLBF, 0);
  page_size = sysconf (_SC_PAGESIZE);

  /* Host calls may read stdin: never the terminal.  */
  int nul = open ("/dev/null", O_RDONLY);
  if (nul >= 0)
    dup2 (nul, 0);
  sfi_std_streams_changed ();

  if (pipe (fds) != 0 || fcntl (fds[0], F_SETFL, O_NONBLOCK) != 0)
    {
      perror ("pipe");
      return 2;
    }
  chk_rd = fds[0];
  chk (SFI_CHECK_HELLO, fds[1], SFI_CHECK_VERSION);
  if (chk_read (buf, sizeof buf) == 0
      || strncmp (buf, "sfi-check: hello", 16) != 0)
    {
      if (!opt_no_plugin)
	{
	  fprintf (stderr, "sfi-fuzz: not running under the sfi-check qemu"
		   " plugin (use --no-plugin to run unchecked)\n");
	  return 2;
	}
    }
  else if (atoi (buf + 16) != SFI_CHECK_VERSION)
    {
      /* An older plugin would ignore what it does not know (loads).  */
      fprintf (stderr, "sfi-fuzz: the sfi-check plugin speaks protocol"
	       " %d, not %d: rebuild it\n", atoi (buf + 16), SFI_CHECK_VERSION);
      return 2;
    }
  /* Before the domains' code is translated (the plugin instruments
     loads of blocks translated from now on).  */
  if (opt_protect)
    chk (SFI_CHECK_LOADS, 1, 0);

  for (int k = 0; k < N_CONFIGS; k++)
    make_domain (k, module);
  n_doms = N_CONFIGS;
  for (int k = 0; k < n_doms; k++)
    {
      map_canary (doms[k].env.data_end + SFI_GUARD_SIZE, 1);
      map_canary (doms[k].env.data_base - SFI_GUARD_SIZE, 0);
    }
  install_wrappers ();

  shared = mmap (NULL, sizeof *shared, PROT_READ | PROT_WRITE,
		 MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (shared == MAP_FAILED)
    shared = NULL;

  if (opt_self_test)
    return self_test () ? 1 : 0;
  if (opt_demo)
    return demo ();

  /* SA_RESTART: the read of a batch's counts must not fail (and count
     the batch as a dead host) because the signal came meanwhile.  */
  struct sigaction stop = { .sa_handler = request_stop,
			    .sa_flags = SA_RESTART };
  sigemptyset (&stop.sa_mask);
  sigaction (SIGINT, &stop, NULL);
  sigaction (SIGTERM, &stop, NULL);
  double t0 = now ();
  unsigned long seed = opt_seed;
  for (; n_escapes < opt_max_escapes && !stop_requested; seed++)
    {
      if (opt_seconds > 0 ? now () - t0 >= opt_seconds
	  : n_batches >= opt_batches)
	break;
      one_batch (seed);
      if (!opt_quiet)
	fprintf (stderr, "sfi-fuzz: batch %lu (seed %lu): %lu generated, %lu"
		 " accepted, %lu runs, %lu escapes\n", n_batches, seed,
		 n_generated, n_accepted, n_runs, n_escapes);
    }
  double t = now () - t0;
  if (!opt_quiet)
    {
      fprintf (stderr, "sfi-fuzz: faults by signal:");
      for (int i = 1; i < NSIG; i++)
	if (n_signal[i])
	  fprintf (stderr, " %s %lu", strsignal (i), n_signal[i]);
      fprintf (stderr, "\n");
    }

  printf ("sfi-fuzz: hard cases, accepted of generated sequences:");
  for (unsigned i = 0; i < tag_counts.n; i++)
    printf ("%s %s %lu/%lu", i ? "," : "", tag_counts.name[i],
	    tag_counts.accepted[i], tag_counts.generated[i]);
  printf ("\n");
#if defined __mips__
  printf ("sfi-fuzz: load registers:");
  for (unsigned i = 0; i < N_LOAD_REGS; i++)
    printf (" %s", rn[load_regs[i]]);
  printf ("; \"ins\" domains: sequences with an access through one %lu of"
	  " %lu accepted (%lu with a guard of one); writing one otherwise (or"
	  " a bad guard) %lu of %lu accepted; stepping one (addiu R,R,K) %lu"
	  " of %lu accepted (%lu of %lu with an access through a stepped"
	  " one); making one valid (move R,$gp) %lu of %lu accepted; and/or"
	  " domains: with an access"
	  " through one %lu of %lu accepted; escapes at an access through one"
	  " in \"ins\" domains %lu (of sequences writing one otherwise %lu),"
	  " through a stepped one %lu\n",
	  n_lr_acc[1], n_lr_gen[1], n_lr_guard_acc[1], n_lr_bad_acc[1],
	  n_lr_bad_gen[1], n_lr_step_acc[1], n_lr_step_gen[1],
	  n_lr_walk_acc[1], n_lr_walk_gen[1], n_lr_reset_acc[1],
	  n_lr_reset_gen[1], n_lr_acc[0], n_lr_gen[0], n_lr_escapes,
	  n_lr_bad_escapes, n_lr_step_escapes);
#else
  printf ("sfi-fuzz: load registers:");
  for (unsigned i = 0; i < N_LOAD_REGS; i++)
    printf (" %s", rn[load_regs[i]]);
  printf ("; all domains: sequences with an access through one %lu of"
	  " %lu accepted (%lu with a guard of one); writing one otherwise (or"
	  " a bad guard) %lu of %lu accepted; stepping one (lda R,K(R)) %lu"
	  " of %lu accepted (%lu of %lu with an access through a stepped"
	  " one); making one valid (mov $7,R) %lu of %lu accepted; escapes"
	  " at an access through"
	  " one in all domains %lu (of sequences writing one otherwise %lu),"
	  " through a stepped one %lu\n",
	  n_lr_acc[1], n_lr_gen[1], n_lr_guard_acc[1], n_lr_bad_acc[1],
	  n_lr_bad_gen[1], n_lr_step_acc[1], n_lr_step_gen[1],
	  n_lr_walk_acc[1], n_lr_walk_gen[1], n_lr_reset_acc[1],
	  n_lr_reset_gen[1], n_lr_escapes, n_lr_bad_escapes,
	  n_lr_step_escapes);
#endif
  printf ("sfi-fuzz: %s%s%s seeds %lu-%lu: generated %lu, accepted %lu"
	  " (%.1f%%),"
	  " at the segment end %lu of %lu; batches %lu, runs %lu (faults %lu,"
	  " time limits %lu, exits %lu, rescued faults outside the code %lu,"
	  " jump-table"
	  " middles %lu); checked %llu instructions, %llu stores, %llu loads;"
	  " hosts died %lu; escapes %lu (by loads %lu); %.1f s\n",
	  fz_isa_name, opt_protect ? " protect" : "",
	  opt_no_verify ? " UNVERIFIED" : "", opt_seed, seed - 1,
	  n_generated, n_accepted,
	  n_generated ? 100.0 * n_accepted / n_generated : 0.0,
	  n_end_accepted, n_end_generated, n_batches, n_runs, n_faults,
	  n_timeouts, n_exits, n_redirects, n_jt_middle, n_insns, n_stores,
	  n_loads, n_aborts, n_escapes, n_load_escapes, t);
  /* A batch's process that died took its host down: a failure too (in
     unverified runs, an escape may do that).  */
  return n_escapes || (n_aborts && !opt_no_verify) ? 1 : 0;
}
