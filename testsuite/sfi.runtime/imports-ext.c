/* The module of imports.c: calls typed host functions through the host
   adapters the plugin generates, with good and with bad pointers.  */

#include <sfi/sfi-import.h>
#include "imports-types.h"

int host_strlen (const char *s);
void host_move (struct point *p, int dx);
SFI_IMPORT (host_strlen, 0);
SFI_IMPORT (host_move, 1);

static char message[] = "twelve chars";
static struct point here = { 1, 2 };

SFI_EXPORT int
ext_good (void)
{
  host_move (&here, 5);
  return host_strlen (message) * 100 + here.x;
}

SFI_EXPORT int
ext_bad_string (unsigned addr)
{
  return host_strlen ((const char *) addr);
}

SFI_EXPORT int
ext_bad_point (unsigned addr)
{
  host_move ((struct point *) addr, 1);
  return 7;
}
