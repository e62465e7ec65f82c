/* The module of callbacks.c: it calls host functions it imports by name,
   including one that calls back into the module.  */

#include <sfi/sfi-import.h>

unsigned host_add (unsigned a, unsigned b);
unsigned host_strlen (const char *s);
unsigned host_reenter (unsigned n);
SFI_IMPORT (host_add, 0);
SFI_IMPORT (host_strlen, 1);
SFI_IMPORT (host_reenter, 7);

static char message[] = "hello from the module";

unsigned
ext_add (unsigned x)
{
  return host_add (x, 100) + 1;
}

unsigned
ext_strlen (void)
{
  return host_strlen (message);
}

/* Ask the host to call ext_count_down (N - 1) back, and add one: the
   result is N + 1 when re-entry works.  */
unsigned
ext_count_down (unsigned n)
{
  volatile unsigned mine[16];	/* Frame contents the nested call must not
				   overwrite.  */
  for (int i = 0; i < 16; i++)
    mine[i] = n * 16 + i;
  unsigned r = n == 0 ? 0 : host_reenter (n - 1);
  for (int i = 0; i < 16; i++)
    if (mine[i] != n * 16 + i)
      return 0xbad;
  return r + 1;
}
