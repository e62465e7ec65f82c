/* The crossing benchmark (paper, Table 2): the cost of a null call into
   a fault domain and back for each register-saving variant, generic
   (sfi_domain_callv) and typed, and of a null call out of the domain to
   the host, next to a plain C procedure call and to three round trips
   between two processes pinned to one CPU: a one-byte pipe, a
   socketpair, and a word of shared memory with futex wake-ups.

   Usage: crossing MODULE KIND N
     KIND: c, caller, int, fp, callv (null calls), callback (a caller-save
     call whose function calls the host), pipe, socket, futex (round
     trips)
   Runs N iterations of KIND and prints the wall time per iteration in
   nanoseconds.  scripts/bench-crossing runs it under qemu's exec trace
   for N and 2N to get exact instructions per iteration (everything but
   the loop cancels out) and without the trace for the time.  */

#define _GNU_SOURCE
#include <linux/futex.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <sfi.h>
#include "crossing-ext.stubs.h"

void crossing_caller (struct sfi_domain *, unsigned);
void crossing_int (struct sfi_domain *, unsigned);
void crossing_fp (struct sfi_domain *, unsigned);
void crossing_callback (struct sfi_domain *, unsigned);

/* The host function the module's ext_callback calls.  */
void
host_null (struct sfi_domain *d)
{
  __asm__ volatile ("");
}

/* N generic calls of ext_null, as a host that names functions at run
   time makes them.  */
static void
callv_loop (struct sfi_domain *d, unsigned n)
{
  union sfi_value r;
  for (unsigned i = 0; i < n; i++)
    if (sfi_domain_callv (d, "ext_null", "v:", NULL, &r) != 0)
      exit (1);
}

/* The C baseline: a call through a pointer the compiler cannot see
   through, as a host calling a dynamically loaded extension does.  */
void __attribute__ ((noinline))
c_null (void)
{
  __asm__ volatile ("");
}
void (*volatile c_fn) (void) = c_null;

static void __attribute__ ((noinline))
c_loop (unsigned n)
{
  void (*fn) (void) = c_fn;
  for (unsigned i = 0; i < n; i++)
    fn ();
}

/* N one-byte round trips with a child process over a socketpair.  */
static void
socket_loop (unsigned n)
{
  int s[2];
  char c = 'x';
  if (socketpair (AF_UNIX, SOCK_STREAM, 0, s) != 0)
    exit (2);
  pid_t pid = fork ();
  if (pid == 0)
    {
      close (s[0]);
      while (read (s[1], &c, 1) == 1 && write (s[1], &c, 1) == 1)
	;
      _exit (0);
    }
  close (s[1]);
  for (unsigned i = 0; i < n; i++)
    if (write (s[0], &c, 1) != 1 || read (s[0], &c, 1) != 1)
      exit (2);
  close (s[0]);
  waitpid (pid, NULL, 0);
}

/* Wait until the shared word *W holds WANT or STOP; return what it
   holds.  */
static int
futex_wait_for (int *w, int want, int stop)
{
  int v;
  while ((v = __atomic_load_n (w, __ATOMIC_ACQUIRE)) != want && v != stop)
    syscall (SYS_futex, w, FUTEX_WAIT, v, NULL, NULL, 0);
  return v;
}

static void
futex_set (int *w, int v)
{
  __atomic_store_n (w, v, __ATOMIC_RELEASE);
  syscall (SYS_futex, w, FUTEX_WAKE, 1, NULL, NULL, 0);
}

/* N round trips with a child process through a word of shared memory:
   the parent sets it to 1, the child answers 2; each side sleeps in
   FUTEX_WAIT and wakes the other with FUTEX_WAKE.  */
static void
futex_loop (unsigned n)
{
  int *w = mmap (NULL, 4096, PROT_READ | PROT_WRITE,
		 MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (w == MAP_FAILED)
    exit (2);
  *w = 0;
  pid_t pid = fork ();
  if (pid == 0)
    {
      while (futex_wait_for (w, 1, 3) == 1)
	futex_set (w, 2);
      _exit (0);
    }
  for (unsigned i = 0; i < n; i++)
    {
      futex_set (w, 1);
      futex_wait_for (w, 2, 3);
    }
  futex_set (w, 3);
  waitpid (pid, NULL, 0);
}

/* N one-byte round trips with a child process over two pipes.  */
static void
pipe_loop (unsigned n)
{
  int ab[2], ba[2];
  char c = 'x';
  if (pipe (ab) != 0 || pipe (ba) != 0)
    exit (2);
  pid_t pid = fork ();
  if (pid == 0)
    {
      /* Only the parent's ends stay open, so the child sees EOF.  */
      close (ab[1]);
      close (ba[0]);
      while (read (ab[0], &c, 1) == 1 && write (ba[1], &c, 1) == 1)
	;
      _exit (0);
    }
  close (ab[0]);
  close (ba[1]);
  for (unsigned i = 0; i < n; i++)
    if (write (ab[1], &c, 1) != 1 || read (ba[0], &c, 1) != 1)
      exit (2);
  close (ab[1]);
  waitpid (pid, NULL, 0);
}

static double
now (void)
{
  struct timespec t;
  clock_gettime (CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e9 + t.tv_nsec;
}

int
main (int argc, char **argv)
{
  if (argc != 4)
    {
      fprintf (stderr, "usage: crossing MODULE"
	       " c|caller|int|fp|callv|callback|pipe|socket|futex N\n");
      return 2;
    }
  const char *kind = argv[2];
  unsigned n = strtoul (argv[3], NULL, 10);
  cpu_set_t one;
  CPU_ZERO (&one);
  CPU_SET (0, &one);
  sched_setaffinity (0, sizeof one, &one);

  struct sfi_domain_config cfg;
  memset (&cfg, 0, sizeof cfg);
  cfg.name = "crossing";
  struct sfi_domain *d = sfi_domain_create (&cfg);
  if (d == NULL || crossing_ext_sfi_import_all (d) != 0
      || sfi_domain_load (d, argv[1]) != 0)
    {
      fprintf (stderr, "crossing: %s\n", d ? sfi_domain_error (d) : "");
      return 1;
    }
  double t0 = now ();
  if (strcmp (kind, "c") == 0)
    c_loop (n);
  else if (strcmp (kind, "caller") == 0)
    crossing_caller (d, n);
  else if (strcmp (kind, "int") == 0)
    crossing_int (d, n);
  else if (strcmp (kind, "fp") == 0)
    crossing_fp (d, n);
  else if (strcmp (kind, "callv") == 0)
    callv_loop (d, n);
  else if (strcmp (kind, "callback") == 0)
    crossing_callback (d, n);
  else if (strcmp (kind, "pipe") == 0)
    pipe_loop (n);
  else if (strcmp (kind, "socket") == 0)
    socket_loop (n);
  else if (strcmp (kind, "futex") == 0)
    futex_loop (n);
  else
    return 2;
  double t1 = now ();
  if (sfi_domain_take_fault (d))
    {
      fprintf (stderr, "crossing: %s\n", sfi_domain_error (d));
      return 1;
    }
  printf ("%.1f\n", (t1 - t0) / n);
  sfi_domain_destroy (d);
  return 0;
}
