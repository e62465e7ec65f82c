/* The module of and-only.c: protect code, whose data guards are one
   instruction by default (alpha-abi.h), so that its wild accesses land
   in the data segment or in one of the holes the runtime keeps around
   it.
   sfi-module-options: -fsfi=protect  */

#include <sfi/sfi-import.h>
#include "and-only-kinds.h"

/* A load of KIND (and-only-kinds.h) at ADDR, however wild.  */
SFI_EXPORT unsigned long
ext_peek_kind (unsigned long addr, unsigned kind)
{
  return ao_read_kind (addr, kind);
}

/* Store V at ADDR, however wild.  */
SFI_EXPORT void
ext_poke (unsigned long addr, unsigned long v)
{
  *(volatile unsigned long *) addr = v;
}

/* Store V just below ADDR: with ADDR in the bottom hole, the
   displacement wraps to the top of the address space.  */
SFI_EXPORT void
ext_poke_below (unsigned long addr, unsigned long v)
{
  ((volatile unsigned long *) addr)[-4000] = v;
}

/* The sum of N words from ADDR: a loop the plugin guards once and
   advances.  */
SFI_EXPORT unsigned long
ext_sum (unsigned long addr, unsigned n)
{
  const volatile unsigned long *p = (const volatile unsigned long *) addr;
  unsigned long s = 0;
  for (unsigned i = 0; i < n; i++)
    s += p[i];
  return s;
}

static unsigned long table[64];

/* Fill the module's own table and sum it through indexed loads: the
   guards of ordinary code, which must keep working.  */
SFI_EXPORT unsigned long
ext_own (unsigned n)
{
  unsigned long s = 0;
  for (unsigned i = 0; i < 64; i++)
    table[i] = i * n;
  for (unsigned i = 0; i < 64; i++)
    s += table[(i * 7) & 63];
  return s;
}
