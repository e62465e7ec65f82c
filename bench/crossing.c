/* The crossing benchmark (paper, Table 2): the cost of a null call into
   a fault domain and back for each register-saving variant, next to a
   plain C procedure call and a one-byte pipe round trip between two
   processes pinned to one CPU.

   Usage: crossing MODULE KIND N
     KIND: c, caller, int, fp (null calls), pipe (round trips)
   Runs N iterations of KIND and prints the wall time per iteration in
   nanoseconds.  scripts/bench-crossing runs it under qemu's exec trace
   for N and 2N to get exact instructions per iteration (everything but
   the loop cancels out) and without the trace for the time.  */

#define _GNU_SOURCE
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <sfi.h>

void crossing_caller (struct sfi_domain *, unsigned);
void crossing_int (struct sfi_domain *, unsigned);
void crossing_fp (struct sfi_domain *, unsigned);

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
      fprintf (stderr, "usage: crossing MODULE c|caller|int|fp|pipe N\n");
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
  if (d == NULL || sfi_domain_load (d, argv[1]) != 0)
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
  else if (strcmp (kind, "pipe") == 0)
    pipe_loop (n);
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
