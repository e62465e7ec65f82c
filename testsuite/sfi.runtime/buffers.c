/* Test that the host can allocate buffers inside a domain and pass them
   to the module, find the module's data objects by name (not one whose
   symbol reaches past the data the host may access), and that the
   module's own malloc stays below the host's area.  */
/* { dg-do run } */

#include "host.h"

int
main (int argc, char **argv)
{
  struct sfi_domain *d = load (argv[1], 0x200000);
  if (!d)
    fail ("no domain");

  uintptr_t buf = sfi_domain_alloc (d, 100);
  unsigned char *p = sfi_domain_ptr (d, buf, 100);
  if (!buf || !p)
    fail ("sfi_domain_alloc gave no usable buffer");
  uintptr_t want = 0;
  for (int i = 0; i < 100; i++)
    want += p[i] = (unsigned char) (3 * i);
  uintptr_t args[2] = { buf, 100 }, r;
  if (sfi_domain_call (d, "ext_sum", 2, args, &r) != 0 || r != want)
    fail ("the module did not see the buffer (0x%" PRIxPTR ", want 0x%"
	  PRIxPTR ")", r, want);

  size_t size;
  uintptr_t obj = sfi_domain_object (d, "ext_counter", &size);
  uint32_t *counter = sfi_domain_ptr (d, obj, 4);
  if (!obj || size != 4 || !counter || *counter != 41)
    fail ("ext_counter not found");
  call0 (d, "ext_bump");
  if (*counter != 42)
    fail ("ext_counter not updated");
  if (sfi_domain_object (d, "ext_sum", NULL) != 0)
    fail ("a function was found as an object");
  if (sfi_domain_object (d, "ext_oversized", &size) != 0)
    fail ("an object reaching past the accessible data was returned");

  uintptr_t top = call1 (d, "ext_malloc_top", 32);
  if (top == 0 || top > buf)
    fail ("the module's malloc reached the host's area (0x%" PRIxPTR
	  " > 0x%" PRIxPTR ")", top, buf);
  if (sfi_domain_call (d, "ext_sum", 2, args, &r) != 0 || r != want)
    fail ("the module's allocations overwrote the host's buffer");
  if (sfi_domain_alloc (d, 1 << 20) != 0)
    fail ("an allocation larger than the host area succeeded");
  pass ("host buffers, data objects and the module's malloc coexist");
}
