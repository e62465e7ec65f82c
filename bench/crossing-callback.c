/* Null calls out of the domain: each iteration is a caller-save call of
   ext_callback, which calls the host's host_null once
   (scripts/bench-crossing subtracts the caller-save null call).  */
#define SFI_STUB_VARIANT SFI_SAVE_CALLER
#include <sfi/sfi-stub.h>
#include "crossing-ext.stubs.h"

void
crossing_callback (struct sfi_domain *d, unsigned n)
{
  ext_callback (d);		/* Bind outside the loop.  */
  for (unsigned i = 0; i < n; i++)
    ext_callback (d);
}
