/* The module of nested-stub-end.c: an exported function that calls a
   host function, which calls back into the module through typed stubs
   (functions that fault or exit).  */

#include <stdlib.h>
#include <sfi/sfi-import.h>

int host_nested (int how);
SFI_IMPORT (host_nested, 0);

SFI_EXPORT int
ext_trap (int x)
{
  if (x)
    __builtin_trap ();
  return x;
}

SFI_EXPORT int
ext_exit (int status)
{
  exit (status);
}

SFI_EXPORT int
ext_outer (int how)
{
  return host_nested (how) + 1;
}
