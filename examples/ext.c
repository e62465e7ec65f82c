/* An untrusted extension, as a third party might ship it: one useful
   function and two bugs.  The host (host.c) loads it into a fault domain
   and calls these functions through the typed stubs the plugin writes for
   the functions marked SFI_EXPORT (-fplugin-arg-sfi-stubs=ext.stubs.h).  */

#include <stdint.h>
#include <string.h>
#include <sfi/sfi-import.h>

/* Useful work: a checksum of the first N squares, computed in a local
   buffer.  */
SFI_EXPORT unsigned
ext_checksum (unsigned n)
{
  unsigned buf[256], sum = 0;
  memset (buf, 0, sizeof buf);
  for (unsigned i = 0; i < n; i++)
    buf[i % 256] += i * i;
  for (unsigned i = 0; i < 256; i++)
    sum = sum * 31 + buf[i];
  return sum;
}

/* Bug 1: stores VALUE through a pointer the extension should never have
   used, here the address of the host's secret.  Sandboxing forces the
   store into the extension's own data segment.  Returns what it reads
   back at that address: loads are not sandboxed in this mode (the
   paper's 3.2), so it reads the host's value, unchanged.  */
SFI_EXPORT unsigned
ext_scribble (uintptr_t addr, unsigned value)
{
  volatile unsigned *p = (volatile unsigned *) addr;
  *p = value;
  return *p;
}

/* Bug 2: writes a field of a record through a pointer it was given near
   the top of the address space.  Sandboxing puts the base near the top
   of the extension's data segment; the field's offset then reaches into
   the guard zone above it, the store faults, and the host gets an error
   back.  (A pointer the extension computed from a constant would be
   sandboxed on its whole address instead, in case it is a compiler-made
   high part, and would stay inside the segment.)  */
struct record
{
  char payload[30000];
  int tail;
};

SFI_EXPORT int
ext_crash (uintptr_t where)
{
  /* volatile: GCC would otherwise fold the field's offset into the
     address and the sandboxed base would stay inside the segment.  */
  struct record *volatile r = (struct record *) where;
  r->tail = 1;
  return 0;
}
