/* Module of host-signal-fpc.c: rounds downward while it works.  */

#include <sfi/sfi-import.h>
#include <fenv.h>

static volatile int sink;

SFI_EXPORT int
ext_work_downward (int n)
{
  fesetround (FE_DOWNWARD);
  for (int i = 0; i < n; i++)
    sink += i;
  int kept = fegetround () == FE_DOWNWARD;
  fesetround (FE_TONEAREST);
  return kept;
}
