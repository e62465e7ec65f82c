/* Module of stub-missing.c: its interface names ext_b, but the function's
   symbol is another name, as if the host's stubs came from another
   build of the module.  */

#include <sfi/sfi-import.h>

SFI_EXPORT int
ext_a (int x)
{
  return x + 1;
}

SFI_EXPORT int ext_b (int x) __asm__ ("ext_b_renamed");
int
ext_b (int x)
{
  return x + 2;
}
