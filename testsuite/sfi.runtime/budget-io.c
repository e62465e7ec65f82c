/* A call's CPU-time budget counts the system time of the host calls it
   makes (red-team finding: a module that loops on read ran 10 times its
   budget when only user time counted).  The module reads a 1 MiB file
   forever under a 100 ms budget: the call must end with SIGALRM, having
   used at most 3 times that (0.3 s of user and system time; counting
   user time only, about a tenth of the whole, it used 0.56 s).
   sfi-module: budget-io-ext.c  */
/* { dg-do run } */

#include <stdlib.h>
#include <sys/resource.h>
#include <unistd.h>
#include "host.h"
#include "budget-io-ext.stubs.h"

static double
cpu_seconds (void)
{
  struct rusage u;
  getrusage (RUSAGE_SELF, &u);
  return u.ru_utime.tv_sec + u.ru_stime.tv_sec
	 + (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

int
main (int argc, char **argv)
{
  (void) argc;
  char dir[] = "/tmp/sfi-budget-io-XXXXXX";
  if (!mkdtemp (dir))
    fail ("mkdtemp");
  char file[64];
  snprintf (file, sizeof file, "%s/big", dir);
  FILE *f = fopen (file, "w");
  static char block[1 << 20];
  if (!f || fwrite (block, 1, sizeof block, f) != sizeof block
      || fclose (f) != 0)
    fail ("cannot write %s", file);

  struct sfi_domain_config cfg = { 0, 0, "budget-io" };
  cfg.time_limit_ms = 100;
  struct sfi_domain *d = sfi_domain_create (&cfg);
  if (!d || sfi_domain_grant_dir (d, dir, 0) != 0
      || sfi_domain_load (d, argv[1]) != 0)
    fail ("load: %s", d ? sfi_domain_error (d) : "no domain");
  uintptr_t p = sfi_domain_alloc (d, 8);
  strcpy (sfi_domain_ptr (d, p, 8), "big");
  double t0 = cpu_seconds ();
  int r = ext_read_forever (d, sfi_domain_ptr (d, p, 8));
  double used = cpu_seconds () - t0;
  int fault = sfi_domain_take_fault (d);
  unlink (file);
  rmdir (dir);
  if (fault != 14)
    fail ("the call returned %d with fault %d (%s)", r, fault,
	  sfi_domain_error (d));
  if (used > 0.3)
    fail ("a call with a 100 ms budget used %.3f s of CPU time", used);
  pass ("a call's budget counts the system time of its host calls");
}
