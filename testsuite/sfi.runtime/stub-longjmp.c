/* A host function that leaves by longjmp, called from a call through a
   typed stub, again and again from the same place (red-team finding):
   the record of each abandoned host call lies where the next one's
   goes, and must be dropped, not linked to itself and counted as one
   level of nesting more each time (after 1000, every host call of every
   domain was refused).
   sfi-module: stub-longjmp-ext.c  */
/* { dg-do run } */

#include <setjmp.h>
#include "host.h"
#include "stub-longjmp-ext.stubs.h"

static jmp_buf env;

int
host_fail (struct sfi_domain *d, int x)
{
  (void) d;
  if (x < 0)
    return 100;
  longjmp (env, 1);
}

static void __attribute__ ((noinline))
abandon (struct sfi_domain *d, int i)
{
  if (setjmp (env) == 0)
    ext_call (d, i);
}

static struct sfi_domain *
make (const char *module)
{
  struct sfi_domain_config cfg = { 1 << 20, 0, "stub-longjmp" };
  struct sfi_domain *d = sfi_domain_create (&cfg);
  if (!d || stub_longjmp_ext_sfi_import_all (d) != 0
      || sfi_domain_load (d, module) != 0)
    fail ("load: %s", d ? sfi_domain_error (d) : "no domain");
  return d;
}

int
main (int argc, char **argv)
{
  (void) argc;
  struct sfi_domain *a = make (argv[1]);
  for (int i = 0; i < 1500; i++)
    abandon (a, i);
  int r = ext_call (a, -1);
  if (r != 101 || sfi_domain_take_fault (a) != 0)
    fail ("the abandoning domain's next call: %d (%s)", r,
	  sfi_domain_error (a));
  struct sfi_domain *b = make (argv[1]);
  r = ext_call (b, -1);
  if (r != 101 || sfi_domain_take_fault (b) != 0)
    fail ("another domain's call: %d (%s)", r, sfi_domain_error (b));
  uintptr_t arg = (uintptr_t) -1, res = 0;
  if (sfi_domain_call (a, "ext_call", 1, &arg, &res) != 0 || res != 101)
    fail ("sfi_domain_call: %s", sfi_domain_error (a));
  pass ("1500 host calls left by longjmp leave no trace");
}
