/* Test that faults and whole domains leave nothing behind: a thousand
   faulting calls in a row on one domain (stores into the guard zones
   below and above the data segment, a load from unmapped memory, the
   division-by-zero trap, __builtin_trap, a jump into an unused jump-table
   entry), each reported with its signal; then 100 cycles of creating,
   loading, faulting and destroying a domain.  Before and after each
   series the host counts its open file descriptors, its mappings
   (/proc/self/maps, which qemu-user shows as the guest's address space)
   and its heap in use (mallinfo2): they must be the same, within a few
   bytes for the heap.  Then a normal call must still work.  */
/* { dg-do run } */

#include <dirent.h>
#include <fcntl.h>
#include <malloc.h>
#include <signal.h>
#include <unistd.h>
#include "host.h"
#include "sfi/host-calls.h"


/* Largest heap growth accepted over a series, in bytes.  */
#define HEAP_SLACK 64

struct usage
{
  int fds_dir;			/* Entries of /proc/self/fd.  */
  int fds_probe;		/* Descriptors 0..1023 that fcntl accepts.  */
  int nmaps;			/* Lines of /proc/self/maps.  */
  char maps[16384];		/* Their text.  */
  size_t heap;			/* mallinfo2: bytes in use, brk and mmap.  */
  size_t arena;			/* mallinfo2: brk heap size.  */
};

/* Count the entries of /proc/self/fd, not counting the directory's own
   descriptor; -1 if it cannot be read.  */
static int
count_fd_dir (void)
{
  DIR *dir = opendir ("/proc/self/fd");
  if (!dir)
    return -1;
  int n = 0;
  struct dirent *e;
  while ((e = readdir (dir)) != NULL)
    if (e->d_name[0] != '.')
      n++;
  closedir (dir);
  return n - 1;
}

/* Count the open descriptors below 1024 with fcntl (F_GETFD).  */
static int
count_fd_probe (void)
{
  int n = 0;
  for (int fd = 0; fd < 1024; fd++)
    if (fcntl (fd, F_GETFD) != -1)
      n++;
  return n;
}

/* Read /proc/self/maps into U.  */
static void
read_maps (struct usage *u)
{
  FILE *f = fopen ("/proc/self/maps", "r");
  if (!f)
    fail ("cannot open /proc/self/maps");
  size_t n = fread (u->maps, 1, sizeof u->maps - 1, f);
  if (!feof (f))
    fail ("/proc/self/maps larger than %zu bytes", sizeof u->maps);
  fclose (f);
  u->maps[n] = 0;
  u->nmaps = 0;
  for (size_t i = 0; i < n; i++)
    u->nmaps += u->maps[i] == '\n';
}

static void
measure (struct usage *u)
{
  /* Descriptors first: reading the maps opens one.  */
  u->fds_dir = count_fd_dir ();
  u->fds_probe = count_fd_probe ();
  read_maps (u);
  struct mallinfo2 mi = mallinfo2 ();
  u->heap = mi.uordblks + mi.hblkhd;
  u->arena = mi.arena;
}

/* Compare the usage before (A) and after (B) the series WHAT.  */
static void
compare (const char *what, const struct usage *a, const struct usage *b)
{
  printf ("%s: fds %d/%d -> %d/%d, mappings %d -> %d, heap in use %zu -> %zu"
	  " (arena %zu -> %zu)\n", what, a->fds_dir, a->fds_probe, b->fds_dir,
	  b->fds_probe, a->nmaps, b->nmaps, a->heap, b->heap, a->arena,
	  b->arena);
  if (a->fds_probe <= 0 || a->fds_dir <= 0)
    fail ("%s: cannot count file descriptors (%d, %d)", what, a->fds_dir,
	  a->fds_probe);
  if (a->nmaps <= 0)
    fail ("%s: cannot count mappings", what);
  if (a->fds_dir != b->fds_dir || a->fds_probe != b->fds_probe)
    fail ("%s leak file descriptors: %d/%d before, %d/%d after", what,
	  a->fds_dir, a->fds_probe, b->fds_dir, b->fds_probe);
  if (a->nmaps != b->nmaps || strcmp (a->maps, b->maps) != 0)
    {
      printf ("mappings before:\n%smappings after:\n%s", a->maps, b->maps);
      fail ("%s change the mappings: %d lines before, %d after", what,
	    a->nmaps, b->nmaps);
    }
  if (b->heap > a->heap + HEAP_SLACK)
    fail ("%s leak heap: %zu bytes in use before, %zu after", what, a->heap,
	  b->heap);
}

/* The faulting calls: function, argument, expected signal.  P_HIGH and
   P_LOW are masked into the data segment by the sandboxing; entry
   SFI_HOST_COUNT of the jump table is the first no host call uses.  */
static const struct
{
  const char *fn;
  int nargs;
  uintptr_t args[2];
  int sig, sig2;
} faults[] = {
  { "ext_store_high", 1, { 0x7fffff00 }, SIGSEGV, SIGSEGV },
  { "ext_store_low", 1, { 0x100 }, SIGSEGV, SIGSEGV },
  /* Linux raises SIGFPE for "teq ...,7", qemu-user 7.2 SIGTRAP.  */
  { "ext_div", 2, { 12345, 0 }, SIGFPE, SIGTRAP },
  { "ext_trap", 0, { 0 }, SIGTRAP, SIGTRAP },
  { "ext_load", 1, { 8 }, SIGSEGV, SIGSEGV },
  { "ext_jump", 1, { SFI_HOST_COUNT * SFI_JT_ENTRY_SIZE }, SIGTRAP,
    SIGTRAP },
};
#define NFAULTS (sizeof faults / sizeof faults[0])

/* Make call number I (modulo the list) on D fault; fail unless the call
   reports the expected signal and names the function.  */
static void
fault (struct sfi_domain *d, unsigned i)
{
  unsigned k = i % NFAULTS;
  uintptr_t r = 0xdeadbeef;
  int st = sfi_domain_call (d, faults[k].fn, faults[k].nargs, faults[k].args,
			    &r);
  const char *err = sfi_domain_error (d);
  if (st != faults[k].sig && st != faults[k].sig2)
    fail ("fault %u: %s returned %d (result 0x%" PRIxPTR "), expected"
	  " signal %d: %s", i, faults[k].fn, st, r, faults[k].sig, err);
  char want[64];
  snprintf (want, sizeof want, "sfi: fault %s",
	    st == SIGSEGV ? "SIGSEGV" : st == SIGFPE ? "SIGFPE" : "SIGTRAP");
  /* On Alpha division is a call of the millicode, which traps.  */
  const char *where = faults[k].fn;
#ifdef __alpha__
  if (strcmp (where, "ext_div") == 0)
    where = "__sfi_alpha_divmod";
#endif
  if (!strstr (err, want)
      || (k != 5 && !strstr (err, where))
      || (k == 5 && !strstr (err, "<jump table>")))
    fail ("fault %u: bad report for %s: %s", i, faults[k].fn, err);
}

int
main (int argc, char **argv)
{
  static struct usage before, after;
  struct sfi_domain *d = load (argv[1], 0);
  if (!d)
    fail ("domain not created");
  if (call1 (d, "ext_square", 6) != 37)
    fail ("first call wrong");

  /* One of each first, so that what is set up once (stdio buffers, the
     signal stack) is there before the first measurement.  */
  for (unsigned i = 0; i < NFAULTS; i++)
    fault (d, i);
  measure (&before);
  for (unsigned i = 0; i < 1000; i++)
    fault (d, i);
  measure (&after);
  compare ("1000 faulting calls", &before, &after);
  unsigned long calls, nfaults;
  sfi_domain_stats (d, &calls, &nfaults);
  if (nfaults != 1000 + NFAULTS)
    fail ("the domain counted %lu faults, not %u", nfaults,
	  1000 + (unsigned) NFAULTS);
  if (call1 (d, "ext_square", 7) != 50)
    fail ("the domain is unusable after 1000 faults");

  /* Whole domains, next to the live one (so relocated).  */
  for (unsigned i = 0; i < 101; i++)
    {
      if (i == 1)
	measure (&before);
      struct sfi_domain *e = load (argv[1], 0);
      if (!e)
	fail ("cycle %u: domain not created", i);
      if (call1 (e, "ext_square", i) != i * i + 1)
	fail ("cycle %u: wrong result", i);
      fault (e, i);
      sfi_domain_destroy (e);
    }
  measure (&after);
  compare ("100 create/load/fault/destroy cycles", &before, &after);

  /* And alone (at the link addresses, the gate page mapped and unmapped
     each time).  */
  sfi_domain_destroy (d);
  for (unsigned i = 0; i < 101; i++)
    {
      if (i == 1)
	measure (&before);
      struct sfi_domain *e = load (argv[1], 0);
      if (!e)
	fail ("lone cycle %u: domain not created", i);
      fault (e, i + 3);
      sfi_domain_destroy (e);
    }
  measure (&after);
  compare ("100 lone create/load/fault/destroy cycles", &before, &after);

  d = load (argv[1], 0);
  if (!d || call1 (d, "ext_square", 9) != 82)
    fail ("a new domain does not work after the cycles");
  pass ("1000 faults and 200 domain cycles leak no descriptors, mappings"
	" or heap");
}
