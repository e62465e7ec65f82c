/* Helpers for the runtime tests' host programs: load a module into a
   domain, call its functions, report.  Each test prints one PASS or FAIL
   line and exits 0 or 1.  */

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <inttypes.h>
#include <sfi.h>

static void __attribute__ ((noreturn, format (printf, 1, 2)))
fail (const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  printf ("FAIL: ");
  vprintf (fmt, ap);
  printf ("\n");
  va_end (ap);
  exit (1);
}

static void __attribute__ ((noreturn))
pass (const char *what)
{
  printf ("PASS: %s\n", what);
  exit (0);
}

/* A new domain (segment size SEG, 0 for the default) holding MODULE.  */
static struct sfi_domain *
load (const char *module, uint32_t seg)
{
  struct sfi_domain_config cfg = { seg, 0, "ext" };
  struct sfi_domain *d = sfi_domain_create (&cfg);
  if (d && sfi_domain_load (d, module) != 0)
    fail ("load: %s", sfi_domain_error (d));
  return d;
}

/* Call FN of D without arguments, or with one (a module register word),
   and return its result.  */
static uintptr_t
call0 (struct sfi_domain *d, const char *fn)
{
  uintptr_t r;
  if (sfi_domain_call (d, fn, 0, NULL, &r) != 0)
    fail ("%s: %s", fn, sfi_domain_error (d));
  return r;
}

static uintptr_t
call1 (struct sfi_domain *d, const char *fn, uintptr_t a)
{
  uintptr_t r;
  if (sfi_domain_call (d, fn, 1, &a, &r) != 0)
    fail ("%s: %s", fn, sfi_domain_error (d));
  return r;
}
