/* nodecl.c -- a verified module that declares no SQL functions (no
   SFI_SQL_DECLARE): sfi_load must say so.  */

#include <sfi/sfi-import.h>

SFI_EXPORT int
lonely (int x)
{
  return x + 1;
}

int
main (void)
{
  return 0;
}
