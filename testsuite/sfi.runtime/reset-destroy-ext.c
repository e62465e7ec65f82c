/* The module of reset-destroy.c: a global to tell domains apart, a fault,
   and a call out to the host.  */

#include <sfi/sfi-import.h>

unsigned host_hook (unsigned op, unsigned arg);
SFI_IMPORT (host_hook, 3);

static volatile unsigned global = 0x600d;

/* Return X * X + 1.  */
unsigned
ext_square (unsigned x)
{
  return x * x + 1;
}

/* Store V in the global; return the old value.  */
unsigned
ext_set (unsigned v)
{
  unsigned old = global;
  global = v;
  return old;
}

/* Return the global.  */
unsigned
ext_get (void)
{
  return global;
}

/* Store into the guard zone above the data segment (P near its top).  */
struct big
{
  char pad[30000];
  int x;
};

unsigned
ext_fault (struct big *p)
{
  p->x = 1;
  return 0;
}

/* Call the host's hook with OP and ARG; return its result plus the
   global, and add 0x10000 if a local of this frame changed meanwhile.  */
unsigned
ext_hook (unsigned op, unsigned arg)
{
  volatile unsigned mine[8];
  for (int i = 0; i < 8; i++)
    mine[i] = op * 8 + i;
  unsigned r = host_hook (op, arg);
  for (int i = 0; i < 8; i++)
    if (mine[i] != op * 8 + i)
      return r + global + 0x10000;
  return r + global;
}
