/* One timed loop of null calls through a typed stub of variant
   SFI_STUB_VARIANT, defined by the including file as crossing_LOOP.  */

#include <sfi/sfi-stub.h>
#include "crossing-ext.stubs.h"

void
LOOP (struct sfi_domain *d, unsigned n)
{
  ext_null (d);			/* Bind outside the loop.  */
  for (unsigned i = 0; i < n; i++)
    ext_null (d);
}
