/* Module of stub-longjmp.c.  */

#include <sfi/sfi-import.h>

int host_fail (int x);
SFI_IMPORT (host_fail, 0);

SFI_EXPORT int
ext_call (int x)
{
  return host_fail (x) + 1;
}
