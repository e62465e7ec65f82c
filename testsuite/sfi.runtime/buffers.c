/* Test that the host can allocate buffers inside a domain and pass them
   to the module, find the module's data objects by name, and that the
   module's own malloc stays below the host's area.  */
/* { dg-do run } */

#include "host.h"

int
main (int argc, char **argv)
{
  struct sfi_domain *d = load (argv[1], 0x200000);
  if (!d)
    fail ("no domain");

  uint32_t buf = sfi_domain_alloc (d, 100);
  unsigned char *p = sfi_domain_ptr (d, buf, 100);
  if (!buf || !p)
    fail ("sfi_domain_alloc gave no usable buffer");
  uint32_t want = 0;
  for (int i = 0; i < 100; i++)
    want += p[i] = (unsigned char) (3 * i);
  uint32_t args[2] = { buf, 100 }, r;
  if (sfi_domain_call (d, "ext_sum", 2, args, &r) != 0 || r != want)
    fail ("the module did not see the buffer (0x%x, want 0x%x)", r, want);

  uint32_t size, obj = sfi_domain_object (d, "ext_counter", &size);
  uint32_t *counter = sfi_domain_ptr (d, obj, 4);
  if (!obj || size != 4 || !counter || *counter != 41)
    fail ("ext_counter not found");
  call0 (d, "ext_bump");
  if (*counter != 42)
    fail ("ext_counter not updated");
  if (sfi_domain_object (d, "ext_sum", NULL) != 0)
    fail ("a function was found as an object");

  uint32_t top = call1 (d, "ext_malloc_top", 32);
  if (top == 0 || top > buf)
    fail ("the module's malloc reached the host's area (0x%x > 0x%x)",
	  top, buf);
  if (sfi_domain_call (d, "ext_sum", 2, args, &r) != 0 || r != want)
    fail ("the module's allocations overwrote the host's buffer");
  if (sfi_domain_alloc (d, 1 << 20) != 0)
    fail ("an allocation larger than the host area succeeded");
  pass ("host buffers, data objects and the module's malloc coexist");
}
