/* sfi-check: a qemu TCG plugin that checks, from outside the guest, that
   code running in an SFI fault domain stays in it.

   For every instruction executed inside a domain's code segment (past
   its jump table) it checks
     - every store (address and width, as qemu performs it) lies inside
       the domain's data segment;
     - with loads=on (or the guest's LOADS command; the protect policy),
       every load too, by the same rule: a load that qemu performs (and a
       store-conditional's read) lies inside the data segment;
     - control stays in the code segment, or leaves it only to the start
       of one of the domain's jump-table entries.
   A store that faults is checked too, with the address the guest's
   signal handler reports: outside the data segment and its guard zones,
   it escaped the sandbox (and only missed because nothing was mapped
   there), unless it lies in a hole the guest registered (the places the
   runtime keeps inaccessible for Alpha's one-instruction guards).  So
   is a load that faults, with loads=on (a load into the guard zones
   faults, as the protect policy relies on; one outside them escaped,
   e.g. a read of unmapped memory).  Every executed instruction
   of the code must be a 4-byte word at a multiple of 4 (what the
   verifier checked): on MIPS a jump to an odd address switches to the
   MIPS16 or microMIPS instruction set.
   Control may also leave through a signal: the guest's signal handler
   (whose address the guest registers) reports the interrupted pc, which
   must lie in the domain's code segment (a fault there is contained: the
   instruction did not complete).  A jump to an unmapped address outside
   the segment faults too, but its pc is outside, so it is reported.
   Code outside every domain (the host program, the runtime's trampolines,
   the jump table's own instructions) is not checked.

   The guest registers domains, its handler, faults and runs with the
   getpid protocol of sfi-check.h; the plugin reports the first violation
   of each run on the guest's pipe and on stderr.  Instructions of blocks
   that touch a domain's code segment get an execution callback each and
   a memory callback (stores; loads too if loads are checked when the
   block is translated); every other block gets one callback at its
   start, which only notices that control arrived there from domain
   code.

   Arguments (-plugin sfi-check.so,ARG=VALUE,...):
     loads=on      check loads too, from the start (the soundness
                   harness's --protect turns this on with a command)
     verbose=on    print the registrations
     log=FILE      also append violations to FILE
   Built like bench/insn-count against qemu 7.2's qemu-plugin.h; no glib
   needed.  One vCPU (qemu-user, a single-threaded guest).  */

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <qemu-plugin.h>
#include "sfi-check.h"

QEMU_PLUGIN_EXPORT int qemu_plugin_version = QEMU_PLUGIN_VERSION;

#define MAX_DOMAINS 16
#define MAX_HANDLERS 4

struct domain
{
  int live;
  uint64_t code_lo, code_hi;	/* Code segment, jump table included.  */
  uint64_t jt_lo, jt_hi, jt_entry;
  uint64_t data_lo, data_hi;
  uint64_t guard;		/* Guard zones around the data segment.  */
};

static struct domain doms[MAX_DOMAINS];
/* The holes of one-instruction guards (SFI_CHECK_HOLE): an access that
   faults there is contained, like one in a guard zone.  */
#define MAX_HOLES 64
static uint64_t hole_lo[MAX_HOLES], hole_hi[MAX_HOLES];
static int n_holes;
static int last_dom = -1;	/* The one the last CODE command made.  */
static uint64_t handlers[MAX_HANDLERS];
static int n_handlers;
static uint64_t addr_mask = ~(uint64_t) 0;	/* 32-bit guests: 0xffffffff.  */
static int out_fd = -1;		/* The guest's pipe.  */
static FILE *log_file;
static int verbose;
/* Loads are checked (loads=on, or the LOADS command): blocks translated
   while this is set get a callback for loads too.  */
static int check_loads;

/* The execution state: the domain whose code ran the last instruction
   seen (-1: none) and that instruction's pc; a signal handler entered
   from domain code, waiting for the guest's FAULT report.  */
static int prev_dom = -1;
static uint64_t prev_pc;
static int prev_trap;		/* That instruction reports the next pc.  */
static int is_alpha;
/* The last pcs seen in instrumented blocks, for reports.  */
#define TRAIL 16
static uint64_t trail[TRAIL];
static unsigned trail_n;
static int pending = -1, pending_trap;
static uint64_t pending_from;

/* Runs and counters.  */
static uint64_t run_id;
static int in_run;
static unsigned run_reported;	/* Kinds reported in this run.  */
static uint64_t n_runs, n_insns, n_stores, n_loads, n_faults, n_violations,
  n_transfers_jt, n_jt_middle;

enum kind
{
  K_OUT, K_JT, K_CODE
};

/* Classify PC: its domain in *D and whether it is code or jump table.  */
static enum kind
classify (uint64_t pc, int *d)
{
  for (int i = 0; i < MAX_DOMAINS; i++)
    if (doms[i].live && pc >= doms[i].code_lo && pc < doms[i].code_hi)
      {
	*d = i;
	return pc >= doms[i].jt_lo && pc < doms[i].jt_hi ? K_JT : K_CODE;
      }
  *d = -1;
  return K_OUT;
}

/* Whether a fault of domain K's code at address Y is contained: in its
   data segment's guard zones (or the segment), or in a hole.  */
static int
contained_fault (int k, uint64_t y)
{
  if (y >= doms[k].data_lo - doms[k].guard
      && y < doms[k].data_hi + doms[k].guard)
    return 1;
  /* Modulo 2^64: a hole may end at the top of the address space (HI
     0).  */
  for (int i = 0; i < n_holes; i++)
    if (y - hole_lo[i] < hole_hi[i] - hole_lo[i])
      return 1;
  return 0;
}

/* Messages go to stderr (qemu_plugin_outs prints only under -d plugin).  */
static void
say (const char *line)
{
  fputs (line, stderr);
  if (log_file)
    {
      fputs (line, log_file);
      fflush (log_file);
    }
}

/* Report a violation of KIND at PC (ADDR, SIZE for stores; FROM the last
   domain instruction for transfers; SIG for faults): the first of each
   kind in each run goes to the guest (one escape usually leads to more of
   other kinds, which tell what it could do).  Entering the jump table
   other than at an entry is counted apart, as "jump-table-middle": the
   verifier lets jumps through the code register reach any word of the
   code segment, and the jump table is in it, so whether that is safe is
   the runtime's business (what the word and the entries after it do).
   The load kinds come only with loads=on.  */
static const char *const kinds[] = {
  "store-outside-data", "store-fault-outside", "left-code",
  "left-code-fault", "unverified-instruction", "handler-without-fault",
  "load-outside-data", "load-fault-outside", "jump-table-middle"
};

static void
violation (const char *kind, uint64_t pc, uint64_t addr, unsigned size,
	   uint64_t from, int sig)
{
  char line[640];
  unsigned k = 0;
  while (k + 1 < sizeof kinds / sizeof kinds[0] && strcmp (kinds[k], kind))
    k++;
  if (strcmp (kind, "jump-table-middle") == 0)
    n_jt_middle++;
  else
    n_violations++;
  if (run_reported & (1u << k))
    return;
  run_reported |= 1u << k;
  /* The line, then the way there: the last instructions of blocks that
     touch a domain, oldest first.  */
  char *p = line;
  p += snprintf (p, 256,
		 "sfi-check: violation run=%" PRIu64 " kind=%s pc=0x%" PRIx64
		 " addr=0x%" PRIx64 " size=%u from=0x%" PRIx64 " sig=%d\n",
		 in_run ? run_id : (uint64_t) -1, kind, pc, addr, size, from, sig);
  p += snprintf (p, 40, "sfi-check:   last pcs:");
  for (unsigned i = trail_n > TRAIL ? trail_n - TRAIL : 0; i < trail_n; i++)
    p += snprintf (p, 20, " %" PRIx64, trail[i % TRAIL]);
  snprintf (p, 2, "\n");
  if (out_fd >= 0)
    {
      ssize_t n = write (out_fd, line, strlen (line));
      (void) n;
    }
  if (verbose || out_fd < 0)
    say (line);
}

static int
is_handler (uint64_t pc)
{
  for (int i = 0; i < n_handlers; i++)
    if (handlers[i] == pc)
      return 1;
  return 0;
}

/* An instruction at PC is about to run.  */
static inline void
at_pc (uint64_t pc)
{
  int d;
  enum kind k = classify (pc, &d);

  if (prev_dom >= 0)
    {
      if (k == K_CODE && d == prev_dom)
	;
      else if (k == K_JT && d == prev_dom)
	{
	  n_transfers_jt++;
	  if ((pc - doms[d].jt_lo) % doms[d].jt_entry != 0)
	    violation ("jump-table-middle", pc, 0, 0, prev_pc, 0);
	}
      else if (is_handler (pc))
	{
	  pending = prev_dom;
	  pending_from = prev_pc;
	  pending_trap = prev_trap;
	}
      else
	violation ("left-code", pc, 0, 0, prev_pc, 0);
    }
  if (k == K_CODE)
    {
      prev_dom = d;
      prev_pc = pc;
      n_insns++;
    }
  else
    prev_dom = -1;
}

/* UDATA: the pc, plus (Alpha, whose pcs are multiples of 4) 1 for an
   instruction whose signal reports the next pc.  */
static void
insn_exec (unsigned int vcpu, void *udata)
{
  uint64_t pc = (uintptr_t) udata & (is_alpha ? ~(uint64_t) 3 : ~(uint64_t) 0);
  (void) vcpu;
  trail[trail_n++ % TRAIL] = pc;
  at_pc (pc);
  prev_trap = is_alpha && ((uintptr_t) udata & 1);
}

/* An instruction of domain code that is no 4-byte word at a multiple of
   4: code the verifier never saw as such (MIPS: a jump to an odd address
   switches to the MIPS16 or microMIPS instruction set).  */
static void
odd_insn_exec (unsigned int vcpu, void *udata)
{
  uint64_t pc = (uintptr_t) udata;
  int d;
  (void) vcpu;
  if (classify (pc, &d) == K_CODE)
    violation ("unverified-instruction", pc, 0, 0, prev_pc, 0);
}

static void
tb_exec (unsigned int vcpu, void *udata)
{
  (void) vcpu;
  if (prev_dom >= 0)
    at_pc ((uintptr_t) udata);
}

static void
mem_access (unsigned int vcpu, qemu_plugin_meminfo_t info, uint64_t vaddr,
	    void *udata)
{
  uint64_t pc = (uintptr_t) udata;
  unsigned size = 1u << qemu_plugin_mem_size_shift (info);
  int d, store = qemu_plugin_mem_is_store (info);
  (void) vcpu;
  if ((!store && !check_loads) || classify (pc, &d) != K_CODE)
    return;
  vaddr &= addr_mask;
  if (store)
    n_stores++;
  else
    n_loads++;
  if (vaddr < doms[d].data_lo || vaddr > doms[d].data_hi
      || size > doms[d].data_hi - vaddr)
    violation (store ? "store-outside-data" : "load-outside-data", pc, vaddr,
	       size, pc, 0);
}

/* A block is translated: instrument each instruction of a block that
   touches a domain's code segment, else only the block's start.  */
static void
tb_trans (qemu_plugin_id_t id, struct qemu_plugin_tb *tb)
{
  size_t n = qemu_plugin_tb_n_insns (tb);
  int touches = 0, d;
  (void) id;
  for (size_t i = 0; i < n && !touches; i++)
    touches = classify (qemu_plugin_insn_vaddr (qemu_plugin_tb_get_insn
						(tb, i)) & addr_mask, &d)
	      != K_OUT;
  if (!touches)
    {
      qemu_plugin_register_vcpu_tb_exec_cb
	(tb, tb_exec, QEMU_PLUGIN_CB_NO_REGS,
	 (void *) (uintptr_t) (qemu_plugin_tb_vaddr (tb) & addr_mask));
      return;
    }
  for (size_t i = 0; i < n; i++)
    {
      struct qemu_plugin_insn *insn = qemu_plugin_tb_get_insn (tb, i);
      void *pc = (void *) (uintptr_t) (qemu_plugin_insn_vaddr (insn)
				       & addr_mask);
      /* Alpha's call_pal traps (bpt, gentrap, bugchk) report the pc of
	 the next instruction.  */
      const uint8_t *bytes = qemu_plugin_insn_data (insn);
      int trap = is_alpha && qemu_plugin_insn_size (insn) == 4
		 && (bytes[3] >> 2) == 0;
      if (qemu_plugin_insn_size (insn) != 4 || ((uintptr_t) pc & 3) != 0)
	qemu_plugin_register_vcpu_insn_exec_cb (insn, odd_insn_exec,
						QEMU_PLUGIN_CB_NO_REGS, pc);
      qemu_plugin_register_vcpu_insn_exec_cb
	(insn, insn_exec, QEMU_PLUGIN_CB_NO_REGS,
	 (void *) ((uintptr_t) pc | (trap ? 1 : 0)));
      qemu_plugin_register_vcpu_mem_cb (insn, mem_access,
					QEMU_PLUGIN_CB_NO_REGS,
					check_loads ? QEMU_PLUGIN_MEM_RW
					: QEMU_PLUGIN_MEM_W, pc);
    }
}

static void
note (const char *fmt, uint64_t a, uint64_t b)
{
  char line[160];
  if (!verbose)
    return;
  snprintf (line, sizeof line, fmt, a, b);
  say (line);
}

static void
write_stats (void)
{
  char line[256];
  snprintf (line, sizeof line,
	    "sfi-check: stats runs=%" PRIu64 " insns=%" PRIu64 " stores=%"
	    PRIu64 " loads=%" PRIu64 " jt-exits=%" PRIu64 " jt-middle=%"
	    PRIu64 " faults=%" PRIu64 " violations=%" PRIu64 "\n", n_runs,
	    n_insns, n_stores, n_loads, n_transfers_jt, n_jt_middle, n_faults,
	    n_violations);
  if (out_fd >= 0)
    {
      ssize_t n = write (out_fd, line, strlen (line));
      (void) n;
    }
}

/* The guest's getpid with the magic first argument: a command.  */
static void
syscall_cb (qemu_plugin_id_t id, unsigned int vcpu, int64_t num,
	    uint64_t a1, uint64_t a2, uint64_t a3, uint64_t a4, uint64_t a5,
	    uint64_t a6, uint64_t a7, uint64_t a8)
{
  uint64_t x = a3 & addr_mask, y = a4 & addr_mask;
  struct domain *d = last_dom >= 0 ? &doms[last_dom] : NULL;
  (void) id, (void) vcpu, (void) num, (void) a5, (void) a6, (void) a7,
    (void) a8;
  if ((a1 & 0xffffffff) != SFI_CHECK_MAGIC)
    return;
  switch (a2 & 0xffffffff)
    {
    case SFI_CHECK_HELLO:
      {
	char line[64];
	out_fd = (int) x;
	snprintf (line, sizeof line, "sfi-check: hello %d loads=%s\n",
		  SFI_CHECK_VERSION, check_loads ? "on" : "off");
	ssize_t n = write (out_fd, line, strlen (line));
	(void) n;
	if (y != SFI_CHECK_VERSION)
	  say ("sfi-check: protocol version mismatch\n");
	break;
      }
    case SFI_CHECK_CODE:
      for (int i = 0; i < MAX_DOMAINS; i++)
	if (!doms[i].live)
	  {
	    memset (&doms[i], 0, sizeof doms[i]);
	    doms[i].live = 1;
	    doms[i].code_lo = x;
	    doms[i].code_hi = y;
	    /* Until JT says otherwise: no jump table, no data.  */
	    doms[i].jt_lo = doms[i].jt_hi = x;
	    doms[i].jt_entry = 1;
	    last_dom = i;
	    note ("sfi-check: domain code 0x%" PRIx64 "-0x%" PRIx64 "\n", x, y);
	    return;
	  }
      say ("sfi-check: too many domains\n");
      exit (2);
    case SFI_CHECK_JT:
      if (d)
	d->jt_lo = x, d->jt_hi = y;
      note ("sfi-check: jump table 0x%" PRIx64 "-0x%" PRIx64 "\n", x, y);
      break;
    case SFI_CHECK_JT_ENTRY:
      if (d && x)
	d->jt_entry = x;
      break;
    case SFI_CHECK_DATA:
      if (d)
	d->data_lo = x, d->data_hi = y;
      note ("sfi-check: data 0x%" PRIx64 "-0x%" PRIx64 "\n", x, y);
      break;
    case SFI_CHECK_GUARD:
      if (d)
	d->guard = x;
      break;
    case SFI_CHECK_STORE_FAULT:
      /* A store of domain code faulted at Y: if Y is outside the data
	 segment and its guard zones, the store escaped the sandbox and
	 only hit nothing mapped.  */
      {
	int k;
	if (classify (x, &k) == K_CODE && !contained_fault (k, y))
	  violation ("store-fault-outside", x, y, 0, x, 0);
      }
      break;
    case SFI_CHECK_LOAD_FAULT:
      /* The same for a load, when loads are checked.  */
      {
	int k;
	if (check_loads && classify (x, &k) == K_CODE
	    && !contained_fault (k, y))
	  violation ("load-fault-outside", x, y, 0, x, 0);
      }
      break;
    case SFI_CHECK_HOLE:
      if (n_holes < MAX_HOLES)
	{
	  hole_lo[n_holes] = x;
	  hole_hi[n_holes++] = y;
	}
      note ("sfi-check: hole 0x%" PRIx64 "-0x%" PRIx64 "\n", x, y);
      break;
    case SFI_CHECK_LOADS:
      check_loads = x != 0;
      note ("sfi-check: loads checked: %" PRIu64 "%.0" PRIx64 "\n", x, y);
      break;
    case SFI_CHECK_FORGET:
      for (int i = 0; i < MAX_DOMAINS; i++)
	if (doms[i].live && doms[i].code_lo == x)
	  {
	    doms[i].live = 0;
	    if (last_dom == i)
	      last_dom = -1;
	  }
      break;
    case SFI_CHECK_HANDLER:
      if (n_handlers < MAX_HANDLERS)
	handlers[n_handlers++] = x;
      note ("sfi-check: signal handler 0x%" PRIx64 "%.0" PRIx64 "\n", x, y);
      break;
    case SFI_CHECK_FAULT:
      n_faults++;
      /* A signal delivered on top of another one interrupts that one's
	 handler at its first instruction: the report we wait for comes
	 next.  */
      if (pending >= 0 && !is_handler (y))
	{
	  /* After a trap that reports the next pc, that pc is fine too,
	     even just past the segment.  */
	  struct domain *pd = &doms[pending];
	  if (!pd->live
	      || ((y < pd->code_lo || y >= pd->code_hi)
		  && !(pending_trap
		       && y == ((pending_from + 4) & addr_mask))))
	    violation ("left-code-fault", y, 0, 0, pending_from, (int) x);
	  pending = -1;
	}
      break;
    case SFI_CHECK_RUN:
      in_run = 1;
      run_id = x;
      run_reported = 0;
      pending = -1;
      n_runs++;
      break;
    case SFI_CHECK_END:
      if (pending >= 0)
	violation ("handler-without-fault", 0, 0, 0, pending_from, 0);
      pending = -1;
      in_run = 0;
      break;
    case SFI_CHECK_STATS:
      write_stats ();
      break;
    default:
      say ("sfi-check: unknown command\n");
    }
}

static void
at_exit (qemu_plugin_id_t id, void *p)
{
  char line[256];
  (void) id, (void) p;
  if (!verbose)
    return;
  snprintf (line, sizeof line,
	    "sfi-check: runs %" PRIu64 " domain insns %" PRIu64 " stores %"
	    PRIu64 " loads %" PRIu64 " faults %" PRIu64 " jump-table-middle %"
	    PRIu64 " violations %" PRIu64 "\n", n_runs, n_insns, n_stores,
	    n_loads, n_faults, n_jt_middle, n_violations);
  say (line);
  if (log_file)
    fclose (log_file);
}

QEMU_PLUGIN_EXPORT int
qemu_plugin_install (qemu_plugin_id_t id, const qemu_info_t *info, int argc,
		     char **argv)
{
  if (info->system_emulation)
    {
      fprintf (stderr, "sfi-check: for qemu-user only\n");
      return 1;
    }
  /* 32-bit guests: addresses and system-call arguments are 32 bits.  */
  if (strcmp (info->target_name, "mips") == 0
      || strcmp (info->target_name, "mipsel") == 0
      || strcmp (info->target_name, "arm") == 0
      || strcmp (info->target_name, "i386") == 0)
    addr_mask = 0xffffffff;
  is_alpha = strcmp (info->target_name, "alpha") == 0;
  for (int i = 0; i < argc; i++)
    {
      const char *eq = strchr (argv[i], '=');
      bool b;
      if (eq == NULL)
	{
	  fprintf (stderr, "sfi-check: bad argument %s\n", argv[i]);
	  return 1;
	}
      if (strncmp (argv[i], "verbose=", 8) == 0)
	{
	  if (!qemu_plugin_bool_parse ("verbose", eq + 1, &b))
	    return 1;
	  verbose = b;
	}
      else if (strncmp (argv[i], "loads=", 6) == 0)
	{
	  if (!qemu_plugin_bool_parse ("loads", eq + 1, &b))
	    return 1;
	  check_loads = b;
	}
      else if (strncmp (argv[i], "log=", 4) == 0)
	{
	  if ((log_file = fopen (eq + 1, "a")) == NULL)
	    {
	      perror (eq + 1);
	      return 1;
	    }
	}
      else
	{
	  fprintf (stderr, "sfi-check: unknown argument %s\n", argv[i]);
	  return 1;
	}
    }
  qemu_plugin_register_vcpu_tb_trans_cb (id, tb_trans);
  qemu_plugin_register_vcpu_syscall_cb (id, syscall_cb);
  qemu_plugin_register_atexit_cb (id, at_exit, NULL);
  return 0;
}
