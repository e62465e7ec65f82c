/* Test the limit of the pool of entries for nested functions whose
   address escapes (runtime/module/closure.c): a module may have as many
   live at once as the pool has entries (256), and again in a later run
   in the same domain (the slots of the first run's frames are taken
   again); one more ends the program with the library's message and
   abort's status, and the host goes on.
   sfi-module: nested-pool-ext.c  */
/* { dg-do run } */

#include "host.h"

static int
run_with (struct sfi_domain *d, const char *n)
{
  char name[] = "nested-pool";
  char *v[] = { name, (char *) n, NULL };
  return sfi_domain_run (d, 2, v);
}

int
main (int argc, char **argv)
{
  (void) argc;
  struct sfi_domain_config cfg = { 0, 0, "nested-pool" };
  struct sfi_domain *d = sfi_domain_create (&cfg);
  if (!d || sfi_domain_load (d, argv[1]) != 0)
    fail ("load: %s", d ? sfi_domain_error (d) : "no domain");
  int s = run_with (d, "256");
  if (s != 0)
    fail ("256 live nested functions: status %d", s);
  s = run_with (d, "256");
  if (s != 0)
    fail ("256 live nested functions, again: status %d", s);
  s = run_with (d, "257");
  if (s != 128 + 6)
    fail ("257 live nested functions: status %d, not abort's", s);
  s = run_with (d, "10");
  if (s != 0)
    fail ("after the abort: status %d", s);
  pass ("the pool holds 256 live nested functions and refuses more");
}
