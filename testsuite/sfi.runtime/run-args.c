/* Test that sfi_domain_run keeps the argument vector, not only the
   strings, in the arguments' share of a small stack: many short
   arguments are refused as too long, where their vector used to run on
   into the inaccessible gap below the stack (a fault in the host), and
   fewer pass as they are.  */
/* { dg-do run } */

#include "host.h"

static int
run_with (struct sfi_domain *d, int n)
{
  static char *v[20001];
  for (int i = 0; i < n; i++)
    v[i] = "";
  v[n] = NULL;
  return sfi_domain_run (d, n, v);
}

int
main (int argc, char **argv)
{
  struct sfi_domain_config cfg = { 0, 0, "run-args" };
  cfg.stack_size = 0x10000;
  struct sfi_domain *d = sfi_domain_create (&cfg);
  if (!d || sfi_domain_load (d, argv[1]) != 0)
    fail ("load: %s", d ? sfi_domain_error (d) : "no domain");
  int s = run_with (d, 20000);
  if (s != 126)	/* The module cannot run as asked.  */
    fail ("20000 arguments in a 64 KiB stack: status %d", s);
  s = run_with (d, 1234);
  if (s != 34)
    fail ("1234 arguments: status %d", s);
  pass ("the argument vector stays in its share");
}
