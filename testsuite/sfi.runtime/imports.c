/* Test the host adapters the plugin generates for imported functions
   (imports-ext.stubs.h): the host's typed functions get the module's
   pointers only when the object (or string) lies in the module's data
   segment; otherwise the module gets -EFAULT, the host function is not
   called, and the refusal is counted.  */

#include <errno.h>
#include "host.h"
#include "imports-types.h"
#include "imports-ext.stubs.h"

static int calls;
static char host_secret[] = "host memory";
static struct point host_point = { 40, 41 };

int
host_strlen (struct sfi_domain *d, const char *s)
{
  calls++;
  return strlen (s);
}

void
host_move (struct sfi_domain *d, struct point *p, int dx)
{
  calls++;
  p->x += dx;
}

int
main (int argc, char **argv)
{
  struct sfi_domain_config cfg = { 0, 0, "imports" };
  struct sfi_domain *d = sfi_domain_create (&cfg);
  if (!d || imports_ext_sfi_import_all (d) != 0
      || sfi_domain_load (d, argv[1]) != 0)
    fail ("load: %s", d ? sfi_domain_error (d) : "no domain");
  if (ext_good (d) != 1206 || calls != 2)
    fail ("good pointers: %d calls", calls);

  const struct sfi_domain_head *h = (const struct sfi_domain_head *) d;
  uintptr_t top = h->data_base + h->data_size;
  char *last = sfi_domain_ptr (d, top - 8, 8);
  memset (last, 'x', 8);	/* A string that runs off the segment.  */
  /* And one that runs into the inaccessible gap below the stack: the
     check must stop short of it, not fault in the host.  */
  uintptr_t gap = h->data_base + h->gap_lo;
  char *below = sfi_domain_ptr (d, gap - 8, 8);
  if (h->gap_hi <= h->gap_lo || below == NULL
      || sfi_domain_ptr (d, gap - 8, 9) != NULL
      || sfi_domain_ptr (d, gap, 1) != NULL
      || sfi_domain_ptr (d, h->data_base + h->gap_hi, 1) == NULL)
    fail ("the gap below the stack: 0x%lx-0x%lx",
	  (unsigned long) h->gap_lo, (unsigned long) h->gap_hi);
  memset (below, 'x', 8);
  struct { const char *what; int got; } bad[] = {
    { "host string", ext_bad_string (d, (uintptr_t) host_secret) },
    { "unterminated string", ext_bad_string (d, top - 8) },
    { "string into the gap", ext_bad_string (d, gap - 8) },
    { "host struct", ext_bad_point (d, (uintptr_t) &host_point) },
    { "straddling struct", ext_bad_point (d, top - 4) },
    { "struct in the gap", ext_bad_point (d, gap - 4) },
  };
  for (unsigned i = 0; i < 3; i++)
    if (bad[i].got != -EFAULT)
      fail ("%s: %d, not -EFAULT", bad[i].what, bad[i].got);
  for (unsigned i = 3; i < 6; i++)
    if (bad[i].got != 7)
      fail ("%s: %d", bad[i].what, bad[i].got);
  if (calls != 2 || host_point.x != 40 || sfi_domain_denied (d) != 6)
    fail ("a bad pointer reached the host: %d calls, x %d, %lu denied",
	  calls, host_point.x, sfi_domain_denied (d));
  if (ext_good (d) != 1211 || calls != 4)
    fail ("good pointers after bad ones");
  sfi_domain_destroy (d);
  pass ("import adapters check the module's pointers");
}
